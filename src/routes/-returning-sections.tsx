import { CompareButton } from '@/features/compare/components/compare-button'
import { ReturningSections } from '@/features/home/components/returning-sections'
import { WatchlistSection } from '@/features/monitoring/components/watchlist-section'

/**
 * The start page's sections for an analyst coming back: the watchlist (monitoring's, with the
 * compare tray's button on each organization) beside the recently viewed (the start page's).
 * Composed here, in one module the start route loads after the first paint, so the features meet
 * without importing each other and the first page pays for none of them.
 */
export function StartReturningSections() {
  return (
    <ReturningSections
      watchlist={
        <WatchlistSection
          compareButton={(organization) => (
            <CompareButton variant="compact" organization={organization} />
          )}
        />
      }
    />
  )
}
