import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '@/lib/format/format'
import type { PathStatuses } from '../api/path-statuses'

const BUTTON = 'ml-2 rounded-md border border-slate-400 px-3 py-1 text-sm'

/**
 * One line above the paths on the register status of their organizations: what it costs to read,
 * that it is being read, or what it found (the distressed ones carry a badge in the paths).
 */
export function PathStatusNote({ statuses }: { statuses: PathStatuses }) {
  const { t } = useLingui()
  const { state, total, reads, distressed, failed } = statuses
  const totalText = formatNumber(total)
  const cost =
    reads === 0
      ? t`Read from records already loaded, no credit.`
      : plural(reads, {
          one: '# record read, one credit.',
          other: '# record reads, one credit each.',
        })
  let text: string
  if (state === 'offer')
    text = `${t`The entity network does not say whether a company is insolvent, in liquidation or dissolved.`} ${plural(
      reads,
      {
        one: 'Checking the organizations on these paths takes # record read (one credit).',
        other: 'Checking the organizations on these paths takes # record reads (one credit each).',
      },
    )}`
  else if (state === 'checking')
    text = t`Checking the register status of the ${totalText} organizations on these paths…`
  else {
    const distressedText = formatNumber(distressed)
    const found =
      distressed === 0
        ? t`None of the ${totalText} organizations on these paths is in insolvency proceedings, in liquidation or dissolved.`
        : distressed === 1
          ? t`One of the ${totalText} organizations on these paths is in insolvency proceedings, in liquidation or dissolved (marked below).`
          : t`${distressedText} of the ${totalText} organizations on these paths are in insolvency proceedings, in liquidation or dissolved (marked below).`
    const failedText = formatNumber(failed)
    text =
      failed > 0
        ? `${t`The status of ${failedText} of the ${totalText} organizations could not be read.`} ${distressed > 0 ? found : ''} ${cost}`
        : `${found} ${cost}`
  }
  return (
    <p
      className="text-sm text-slate-700"
      role="status"
      data-testid="path-status-note"
      data-state={state}
    >
      {text.replace(/\s+/g, ' ').trim()}
      {state === 'offer' ? (
        <button type="button" className={BUTTON} onClick={statuses.check}>
          <Trans>Check their status</Trans>
        </button>
      ) : null}
      {state === 'done' && failed > 0 ? (
        <button type="button" className={BUTTON} onClick={statuses.retryFailed}>
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </p>
  )
}
