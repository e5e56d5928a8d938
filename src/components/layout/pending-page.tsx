import { Trans } from '@lingui/react/macro'

/** Shown by the router while a slow loader runs (after `defaultPendingMs`). */
export function PendingPage() {
  return (
    <div className="flex items-center gap-3 py-10 text-slate-600" role="status" aria-live="polite">
      <span className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-slate-700" />
      <Trans>Loading…</Trans>
    </div>
  )
}
