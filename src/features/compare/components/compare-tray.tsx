import { lazy, Suspense } from 'react'
import { useCompareTray } from '../compare-tray'

// The bar's markup loads only once something is in the tray: every page pays for this wrapper,
// and the first page's JavaScript has a budget (scripts/bundle-budget.test.ts).
const CompareTrayBar = lazy(() =>
  import('./compare-tray-bar').then((module) => ({ default: module.CompareTrayBar })),
)

/** The compare tray on every page, once it holds an organization. */
export function CompareTray() {
  const tray = useCompareTray()
  if (tray.length === 0) return null
  return (
    <Suspense fallback={null}>
      <CompareTrayBar />
    </Suspense>
  )
}
