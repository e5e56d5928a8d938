import { useSuspenseQuery } from '@tanstack/react-query'
import { searchQueries } from '../api/search-queries'
import type { PagedSearchParams } from '../api/search-params'
import { PersonResult } from './result-items'
import { SearchPager } from './search-pager'
import { QueryForm } from './query-form'

interface Props {
  search: PagedSearchParams
  onSearchChange: (patch: Partial<PagedSearchParams>) => void
}

export function PersonSearchPage({ search, onSearchChange }: Props) {
  const q = search.q ?? ''
  return (
    <section>
      <h1 className="text-2xl font-semibold">Persons</h1>
      <QueryForm
        label="Search persons by name"
        q={q}
        onSubmit={(next) => onSearchChange({ q: next || undefined, page: undefined })}
      />
      {q ? (
        <PersonResults
          q={q}
          page={search.page ?? 1}
          onPage={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
        />
      ) : (
        <p className="mt-4 text-slate-700">Enter a name to search the register’s persons.</p>
      )}
    </section>
  )
}

function PersonResults({
  q,
  page,
  onPage,
}: {
  q: string
  page: number
  onPage: (page: number) => void
}) {
  const { data } = useSuspenseQuery(searchQueries.persons({ q, page }))
  return (
    <>
      <p className="mt-4 text-slate-700" role="status" data-testid="result-total">
        {data.total !== null
          ? `${data.total.toLocaleString('de-DE')} persons found`
          : `${data.items.length} persons on this page`}
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {data.items.map((item) => (
          <PersonResult key={item.id} item={item} />
        ))}
      </ul>
      <SearchPager page={page} count={data.items.length} total={data.total} onPage={onPage} />
    </>
  )
}
