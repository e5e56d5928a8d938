import { Trans, useLingui } from '@lingui/react/macro'
import {
  COMPARE_LIMIT,
  addToTray,
  isInTray,
  removeFromTray,
  useCompareTray,
  type TrayEntry,
} from '../compare-tray'

const STYLES = {
  /** Beside the watch button in an organization page's header. */
  header:
    'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-600 aria-pressed:border-sky-600 aria-pressed:bg-sky-50',
  /** In lists (search results, the watchlist): small, so the rows stay rows. */
  compact:
    'rounded border border-slate-300 bg-white px-2 py-0.5 text-sm text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-600 aria-pressed:border-sky-600 aria-pressed:bg-sky-50',
}

/**
 * Puts an organization into the compare tray or takes it out. A full tray disables the button and
 * says so, rather than silently dropping another organization.
 */
export function CompareButton({
  organization,
  variant = 'header',
}: {
  organization: TrayEntry
  variant?: keyof typeof STYLES
}) {
  const { t } = useLingui()
  const tray = useCompareTray()
  const inTray = isInTray(tray, organization.id)
  const full = !inTray && tray.length >= COMPARE_LIMIT
  const limit = COMPARE_LIMIT
  return (
    <button
      type="button"
      aria-pressed={inTray}
      disabled={full}
      title={full ? t`The comparison holds at most ${limit} organizations` : undefined}
      onClick={() =>
        inTray
          ? removeFromTray(organization.id)
          : addToTray({ id: organization.id, name: organization.name })
      }
      className={STYLES[variant]}
    >
      {inTray ? (
        <Trans>✓ In comparison</Trans>
      ) : full ? (
        <Trans>Comparison full</Trans>
      ) : (
        <Trans>+ Compare</Trans>
      )}
      {/* In a list, each button must say which organization it is about. */}
      {variant === 'compact' ? (
        <>
          {' '}
          <span className="sr-only">{organization.name}</span>
        </>
      ) : null}
    </button>
  )
}
