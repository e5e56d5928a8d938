/**
 * Cells of the results table that word the API's codes in the interface's language: the register
 * status (a company in insolvency proceedings, in liquidation or dissolved flagged, not only
 * coloured) and the legal representatives with the role the legal form gives them.
 */
import { Trans } from '@lingui/react/macro'
import { organizationStatus, statusLabel } from '@/lib/datahub/organization-status'
import { roleInWords } from '@/lib/datahub/roles'
import type { Representatives } from '../api/enrichment'
import { representativesText, WARNING_STATUSES } from '../api/match-words'

const WARNING_TONE: Record<string, string> = {
  INSOLVENCY_PROCEEDINGS: 'bg-red-100 text-red-900 ring-red-600/40',
  LIQUIDATION: 'bg-amber-100 text-amber-900 ring-amber-600/40',
  DISSOLVED: 'bg-slate-200 text-slate-900 ring-slate-600/40',
}

/** The status in words; a warning status as a badge with a mark, so it does not rest on colour. */
export function MatchStatusWords({ code }: { code: string | null }) {
  if (!code) return <>—</>
  const words = statusLabel(organizationStatus.parse(code))
  if (!WARNING_STATUSES.has(code)) return <>{words}</>
  return (
    <span
      data-testid="match-status-warning"
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold whitespace-nowrap ring-1 ${WARNING_TONE[code]}`}
    >
      <span aria-hidden="true">⚠</span>
      <span className="sr-only">
        <Trans>Warning:</Trans>{' '}
      </span>
      {words}
    </span>
  )
}

export function RepresentativesWords({ value }: { value: Representatives | null }) {
  return <>{representativesText(value, roleInWords) ?? '—'}</>
}
