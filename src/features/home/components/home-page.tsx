import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { clearRecent, useRecent } from '@/lib/entity-memory'
import { EntityList } from './entity-list'
import { Watchlist } from './watchlist'

interface HomePageProps {
  /** The search box with example questions (the search feature's; wired by the route). */
  search: ReactNode
  /** What kind of data answers (generated or real), known once the proxy said which upstream. */
  notice: ReactNode
  /** The overview map of organizations by city, loaded after first paint. */
  overview: ReactNode
  /** The catalogue of datasets and services, loaded after first paint. */
  catalogue: ReactNode
}

/**
 * The start page: the search in front with examples for a newcomer, the watchlist and recently
 * viewed for an analyst coming back, then what the Data Hub holds (map, datasets, services).
 */
export function HomePage({ search, notice, overview, catalogue }: HomePageProps) {
  const recent = useRecent()
  return (
    <div className="space-y-10">
      <section aria-labelledby="start-heading" className="space-y-3">
        <h1 id="start-heading" className="text-2xl font-semibold">
          Data Hub Explorer
        </h1>
        <p className="max-w-prose text-slate-700">
          <Trans>
            German companies, the people behind them, places and datasets: search them all from one
            box, open any of them, and share every view as a link.
          </Trans>
        </p>
        {notice}
        {search}
      </section>
      <div className="grid gap-8 md:grid-cols-2">
        <Watchlist />
        <section aria-labelledby="recent-heading">
          <div className="flex items-baseline justify-between gap-2">
            <h2 id="recent-heading" className="text-lg font-semibold">
              <Trans>Recently viewed</Trans>
            </h2>
            {recent.length > 0 ? (
              <button
                type="button"
                onClick={clearRecent}
                className="text-sm text-sky-800 underline"
              >
                <Trans>Clear the list</Trans>
              </button>
            ) : null}
          </div>
          {recent.length > 0 ? (
            <EntityList entities={recent} testId="recent-list" />
          ) : (
            <p className="mt-2 text-slate-700">
              <Trans>Entities you open appear here.</Trans>
            </p>
          )}
        </section>
      </div>
      <div className="grid gap-8 lg:grid-cols-3">
        <div>{overview}</div>
        <div className="lg:col-span-2">{catalogue}</div>
      </div>
    </div>
  )
}
