/** Placeholder while a slice resolves; announced politely so screen readers know work is under way. */
export function RelationLoading({ what }: { what: string }) {
  return (
    <p role="status" className="animate-pulse py-6 text-sm text-slate-500">
      Loading {what}…
    </p>
  )
}
