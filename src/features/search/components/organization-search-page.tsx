import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { ErrorNotice } from '@/components/errors/error-notice'
import {
  countActiveFilters,
  DEFAULT_RADIUS_KM,
  toApiFilters,
} from '../api/organization-api-filters'
import { isFilterStatus, type OrganizationFilters } from '../api/organization-filters'
import { NON_FILTER_KEYS, type OrganizationSearchParams } from '../api/search-params'
import { searchQueries } from '../api/search-queries'
import { OrganizationFilterForm } from './organization-filter-form'
import { OrganizationResultsMap } from './organization-results-map'
import { QueryForm } from './query-form'
import { OrganizationResult } from './result-items'
import { SearchPager } from './search-pager'
import { UnfilterableStatusNotice } from './status-filter-notes'

interface Props {
  search: OrganizationSearchParams
  /** Writes into the URL; `replace` for map moves, a new history entry for everything else. */
  onSearchChange: (
    patch: Partial<OrganizationSearchParams>,
    options?: { replace?: boolean },
  ) => void
}

function filtersOf(search: OrganizationSearchParams): OrganizationFilters {
  const filters = { ...search } as Record<string, unknown>
  for (const key of NON_FILTER_KEYS) delete filters[key]
  return filters as OrganizationFilters
}

export function OrganizationSearchPage({ search, onSearchChange }: Props) {
  const { t } = useLingui()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filtersId = useId()
  const q = search.q ?? ''
  const page = search.page ?? 1
  const filters = filtersOf(search)
  const apiFilters = toApiFilters(filters)
  const active = countActiveFilters(filters)
  const view = search.view ?? 'list'
  const queryRef = useRef<HTMLInputElement>(null)
  const filterFormRef = useRef<HTMLFormElement>(null)
  /** What the name box holds now, applied or not: every way of searching keeps it. */
  const typedQuery = () => {
    const typed = queryRef.current ? queryRef.current.value.trim() : q
    return typed || undefined
  }

  function applyFilters(next: OrganizationFilters) {
    const cleared = Object.fromEntries(Object.keys(filters).map((key) => [key, undefined]))
    onSearchChange({
      ...cleared,
      ...next,
      q: typedQuery(),
      page: undefined,
      map_lat: undefined,
      map_lon: undefined,
      map_zoom: undefined,
      map_pages: undefined,
    })
  }

  return (
    <section>
      <h1 className="text-2xl font-semibold">
        <Trans>Organizations</Trans>
      </h1>
      {/* The name and the filters are one search: submitting either applies both, so neither
          what was typed in the box nor a filter not yet applied is lost. */}
      <QueryForm
        label={t`Name, register ID or free text`}
        q={q}
        inputRef={queryRef}
        onSubmit={(next) =>
          filterFormRef.current
            ? filterFormRef.current.requestSubmit()
            : onSearchChange({ q: next || undefined, page: undefined })
        }
      />
      {search.status && !isFilterStatus(search.status) ? (
        <UnfilterableStatusNotice status={search.status} />
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-[22rem_1fr]">
        <div>
          <div className="mb-2 flex items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">
              <Trans>Filters</Trans>{' '}
              {active > 0 ? (
                <span className="text-sm font-normal text-slate-700">
                  <Trans>({active} active)</Trans>
                </span>
              ) : null}
            </h2>
            {/* On a phone the filters fold away, so the first result is on the first screen. */}
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
              className="min-h-9 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50 lg:hidden"
            >
              {filtersOpen ? t`Hide filters` : t`Show filters`}
            </button>
          </div>
          <div id={filtersId} className={`${filtersOpen ? '' : 'hidden'} lg:block`}>
            <OrganizationFilterForm
              formRef={filterFormRef}
              filters={filters}
              onApply={applyFilters}
              onPlace={(place) =>
                onSearchChange({
                  q: typedQuery(),
                  near_lat: place?.lat,
                  near_lon: place?.lon,
                  near_name: place?.name,
                  radius_km: place ? (search.radius_km ?? DEFAULT_RADIUS_KM) : undefined,
                  page: undefined,
                })
              }
            />
          </div>
        </div>
        <div>
          <div
            role="group"
            aria-label={t`View`}
            className="mb-3 inline-flex rounded-md border border-slate-300"
          >
            {(['list', 'map'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => onSearchChange({ view: option === 'list' ? undefined : option })}
                className="px-4 py-1.5 text-sm font-medium first:rounded-l-md last:rounded-r-md aria-pressed:bg-slate-900 aria-pressed:text-white"
              >
                {option === 'list' ? t`List` : t`Map`}
              </button>
            ))}
          </div>
          {q || apiFilters ? (
            <OrganizationResults
              search={search}
              q={q}
              page={page}
              apiFilters={apiFilters}
              onSearchChange={onSearchChange}
            />
          ) : (
            <p className="text-slate-700">
              <Trans>Enter a name or set a filter to find organizations.</Trans>
            </p>
          )}
        </div>
      </div>
    </section>
  )
}

function OrganizationResults({
  search,
  q,
  page,
  apiFilters,
  onSearchChange,
}: Props & { q: string; page: number; apiFilters: Record<string, unknown> | undefined }) {
  const { t } = useLingui()
  // Not suspense: keeping the previous page visible while the next loads avoids a jumping layout.
  const { data, error, refetch, isPlaceholderData } = useQuery(
    searchQueries.organizations({ q, page, filters: apiFilters }),
  )
  if (error)
    return <ErrorNotice error={error} title={t`The search failed`} onRetry={() => void refetch()} />
  if (!data)
    return (
      <p role="status">
        <Trans>Searching…</Trans>
      </p>
    )
  const total = data.total
  const shown = data.items.length
  const viewport =
    search.map_lat !== undefined && search.map_lon !== undefined && search.map_zoom !== undefined
      ? { lat: search.map_lat, lon: search.map_lon, zoom: search.map_zoom }
      : undefined
  const circle =
    search.near_lat !== undefined && search.near_lon !== undefined
      ? {
          lat: search.near_lat,
          lon: search.near_lon,
          radiusKm: search.radius_km ?? DEFAULT_RADIUS_KM,
        }
      : undefined
  return (
    <div aria-busy={isPlaceholderData}>
      <p className="text-slate-700" role="status" data-testid="result-total">
        {total !== null ? (
          <Plural value={total} one="# organization found" other="# organizations found" />
        ) : (
          <Plural
            value={shown}
            one="# organization on this page"
            other="# organizations on this page"
          />
        )}
      </p>
      {search.view === 'map' ? (
        <OrganizationResultsMap
          q={q}
          page={page}
          apiFilters={apiFilters}
          total={data.total}
          firstItems={data.items}
          pages={search.map_pages ?? 1}
          // More pins: the view fits them anew.
          onPages={(pages) =>
            onSearchChange({
              map_pages: pages,
              map_lat: undefined,
              map_lon: undefined,
              map_zoom: undefined,
            })
          }
          viewport={viewport}
          circle={circle}
          onViewportChange={(next) =>
            onSearchChange(
              { map_lat: next.lat, map_lon: next.lon, map_zoom: next.zoom },
              { replace: true },
            )
          }
          // The visible area becomes the radius filter (§4.1) and the view stays where it is.
          onSearchArea={(area) =>
            onSearchChange({
              near_lat: area.lat,
              near_lon: area.lon,
              near_name: area.capped ? t`Map area (cut to 100 km)` : t`Visible map area`,
              radius_km: area.radiusKm,
              page: undefined,
              map_pages: undefined,
              map_lat: area.viewport.lat,
              map_lon: area.viewport.lon,
              map_zoom: area.viewport.zoom,
            })
          }
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.items.map((item) => (
            <OrganizationResult key={item.id} item={item} />
          ))}
        </ul>
      )}
      <SearchPager
        page={page}
        count={data.items.length}
        total={data.total}
        onPage={(next) =>
          onSearchChange({
            page: next === 1 ? undefined : next,
            map_pages: undefined,
            map_lat: undefined,
            map_lon: undefined,
            map_zoom: undefined,
          })
        }
      />
    </div>
  )
}
