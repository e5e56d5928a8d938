import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/**
 * What the status filter cannot do, said where an analyst looks for it. The search filters by
 * the documented statuses only (docs/datahub-api.md §4.1); insolvency proceedings and liquidation
 * are a record's status, shown on every result, and the insolvency notices are a dataset.
 */

function NoticesLink() {
  return (
    <Link to="/datasets" search={{ q: 'insolvency' }} className="text-sky-800 underline">
      <Trans>the insolvency notices dataset</Trans>
    </Link>
  )
}

/** Beside the status select: what it does not offer, and the ways that work. */
export function StatusFilterHint({ id }: { id: string }) {
  return (
    <p id={id} className="text-xs text-slate-700">
      <Trans>
        Insolvency proceedings and liquidation are not search filters: every result shows its
        status, and <NoticesLink /> lists the proceedings.
      </Trans>
    </p>
  )
}

/** A link that asks for a status the search cannot filter by: said, not silently dropped. */
export function UnfilterableStatusNotice({ status }: { status: string }) {
  return (
    <div
      role="note"
      data-testid="status-notice"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {status === 'INSOLVENCY_PROCEEDINGS' ? (
        <Trans>
          This link asks for organizations in insolvency proceedings, but the search cannot filter
          by that status. Every result shows its status, and <NoticesLink /> lists the companies in
          proceedings.
        </Trans>
      ) : status === 'LIQUIDATION' ? (
        <Trans>
          This link asks for organizations in liquidation, but the search cannot filter by that
          status. Every result shows its status (“in liquidation”); <NoticesLink /> lists insolvency
          proceedings.
        </Trans>
      ) : (
        <Trans>
          This link asks for the status “{status}”, which the search does not know. It filters by
          Active, Inactive, Dissolved or Merged; the status of every result is shown with it.
        </Trans>
      )}
    </div>
  )
}
