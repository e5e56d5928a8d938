import { lazy, Suspense } from 'react'

// The unread count waits for the server anyway: its code loads after the first paint (the first
// page's JavaScript is budgeted: scripts/bundle-budget.test.ts).
const ChangesNavLink = lazy(() =>
  import('./changes-nav-link').then((module) => ({ default: module.ChangesNavLink })),
)

/** "Changes" with its unread count, for the header's navigation (passed in by the root route). */
export function DeferredChangesNavLink(props: { className: string; activeClassName: string }) {
  return (
    <Suspense fallback={null}>
      <ChangesNavLink {...props} />
    </Suspense>
  )
}
