import { Link } from '@tanstack/react-router'
import { clearRecent, useRecent } from '@/lib/entity-memory'
import { EntityList } from './entity-list'
import { Watchlist } from './watchlist'

export function HomePage() {
  const recent = useRecent()
  return (
    <div className="space-y-8">
      <section>
        <h1 className="text-2xl font-semibold">Data Hub Explorer</h1>
        <p className="mt-2 max-w-prose text-slate-700">
          Search German companies, people, places and datasets with the box above (press{' '}
          <kbd className="rounded border border-slate-300 px-1">/</kbd>), or open the{' '}
          <Link to="/search/organizations" className="text-sky-800 underline">
            organization search with filters
          </Link>
          .
        </p>
      </section>
      <Watchlist />
      <section aria-labelledby="recent-heading">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="recent-heading" className="text-lg font-semibold">
            Recently viewed
          </h2>
          {recent.length > 0 ? (
            <button type="button" onClick={clearRecent} className="text-sm text-sky-800 underline">
              Clear the list
            </button>
          ) : null}
        </div>
        {recent.length > 0 ? (
          <EntityList entities={recent} testId="recent-list" />
        ) : (
          <p className="mt-2 text-slate-700">Entities you open appear here.</p>
        )}
      </section>
    </div>
  )
}
