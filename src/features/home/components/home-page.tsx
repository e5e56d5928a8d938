import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'

interface HomePageProps {
  /** The search box with example questions (the search feature's; wired by the route). */
  search: ReactNode
  /** What kind of data answers (generated or real), known once the proxy said which upstream. */
  notice: ReactNode
  /** The overview map of organizations by city, loaded after first paint. */
  overview: ReactNode
  /** The catalogue of datasets and services, loaded after first paint. */
  catalogue: ReactNode
  /** The watchlist and recently viewed for an analyst coming back, loaded after first paint. */
  returning: ReactNode
}

/**
 * The start page: the search in front with examples for a newcomer, the watchlist and recently
 * viewed for an analyst coming back, then what the Data Hub holds (map, datasets, services).
 */
export function HomePage({ search, notice, overview, catalogue, returning }: HomePageProps) {
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
      {returning}
      <div className="grid gap-8 lg:grid-cols-3">
        <div>{overview}</div>
        <div className="lg:col-span-2">{catalogue}</div>
      </div>
    </div>
  )
}
