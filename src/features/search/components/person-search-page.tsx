import { useSuspenseQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  const q = search.q ?? ''
  return (
    <section>
      <h1 className="text-2xl font-semibold">
        <Trans>Persons</Trans>
      </h1>
      <QueryForm
        label={t`Search persons by name`}
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
        <p className="mt-4 text-slate-700">
          <Trans>Enter a name to search the register’s persons.</Trans>
        </p>
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
  const total = data.total
  const shown = data.items.length
  return (
    <>
      <p className="mt-4 text-slate-700" role="status" data-testid="result-total">
        {total !== null ? (
          <Plural value={total} one="# person found" other="# persons found" />
        ) : (
          <Plural value={shown} one="# person on this page" other="# persons on this page" />
        )}
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
