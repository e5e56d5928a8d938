import { Link } from '@tanstack/react-router'
import { isNotFoundReason } from './not-found'

interface NotFoundPageProps {
  data?: unknown
}

/**
 * Unknown routes, unknown IDs and stale links end here, with a way forward. Detail pages pass a
 * reason naming what is missing (see `not-found.ts`); anything else gets the general wording.
 */
export function NotFoundPage({ data }: NotFoundPageProps) {
  const reason = isNotFoundReason(data) ? data : null
  return (
    <section className="mx-auto max-w-2xl py-10" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="text-xl font-semibold">
        {reason?.title ?? 'Nothing here'}
      </h1>
      <p className="mt-2 text-slate-700">
        {reason?.message ?? 'The link may be out of date, or the address was mistyped.'} Try a
        search instead.
      </p>
      <form action="/search" method="get" className="mt-4 flex gap-2" role="search">
        <label htmlFor="not-found-search" className="sr-only">
          Search companies, people, places and datasets
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          placeholder="Company, person, place or dataset"
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2"
        />
        <button type="submit" className="rounded-md bg-slate-900 px-4 py-2 font-medium text-white">
          Search
        </button>
      </form>
      <p className="mt-4">
        <Link to="/" className="text-sky-700 underline">
          Go to the start page
        </Link>
      </p>
    </section>
  )
}
