import { useSuspenseQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { searchQueries } from '../api/search-queries'
import type { PagedSearchParams } from '../api/search-params'
import { LocationResult } from './result-items'
import { QueryForm } from './query-form'
import { SearchPager } from './search-pager'

interface Props {
  search: PagedSearchParams
  onSearchChange: (patch: Partial<PagedSearchParams>) => void
}

export function LocationSearchPage({ search, onSearchChange }: Props) {
  const { t } = useLingui()
  const q = search.q ?? ''
  return (
    <section>
      <h1 className="text-2xl font-semibold">
        <Trans>Places</Trans>
      </h1>
      <QueryForm
        label={t`Search places by address, postal code or name`}
        q={q}
        onSubmit={(next) => onSearchChange({ q: next || undefined, page: undefined })}
      />
      {q.length >= 3 ? (
        <LocationResults
          q={q}
          page={search.page ?? 1}
          onPage={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
        />
      ) : (
        <p className="mt-4 text-slate-700">
          <Trans>Enter at least three characters: an address, a postal code or a place name.</Trans>
        </p>
      )}
    </section>
  )
}

function LocationResults({
  q,
  page,
  onPage,
}: {
  q: string
  page: number
  onPage: (page: number) => void
}) {
  const { data } = useSuspenseQuery(searchQueries.locations({ q, page }))
  const total = data.total
  const shown = data.items.length
  return (
    <>
      <p className="mt-4 text-slate-700" role="status" data-testid="result-total">
        {total !== null ? (
          <Plural value={total} one="# place found" other="# places found" />
        ) : (
          <Plural
            value={shown}
            one="# place on this page, best match first"
            other="# places on this page, best match first"
          />
        )}
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {data.items.map((item) => (
          <LocationResult key={item.id} item={item} />
        ))}
      </ul>
      <SearchPager page={page} count={data.items.length} total={data.total} onPage={onPage} />
    </>
  )
}
