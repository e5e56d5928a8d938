import { Trans } from '@lingui/react/macro'

/**
 * Placeholder while a slice resolves; announced politely so screen readers know work is under way.
 * Only the spinner moves: fading the text itself would drop it below the contrast minimum.
 */
/** `what` is already in the reader's language (a translated, sentence-case title). */
export function RelationLoading({ what }: { what: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
      <span
        aria-hidden="true"
        className="size-3.5 animate-spin rounded-full border-2 border-slate-300 border-t-slate-600"
      />
      <Trans>Loading {what}…</Trans>
    </p>
  )
}
