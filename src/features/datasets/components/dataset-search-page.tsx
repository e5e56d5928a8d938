import { countryName } from '@/lib/datahub/vocabulary'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { COVERAGE_COUNTRIES } from '../api/countries'
import { datasetQueries } from '../api/dataset-queries'
import { hitName } from '@/lib/datahub/data-search'
import type { DataSearchHit } from '@/lib/datahub/data-search-schema'
import { formatNumber } from '@/lib/format/format'

const route = getRouteApi('/datasets/')

/** `/datasets?q=&country=`: datasets and data services through /search/data. */
export function DatasetSearchPage() {
  const { t, i18n } = useLingui()
  const { q, country } = route.useSearch()
  const navigate = route.useNavigate()
  const [text, setText] = useState(q)

  useEffect(() => setText(q), [q])
  useEffect(() => {
    if (text === q) return
    // Keystrokes replace the history entry instead of stacking one per letter.
    const timer = setTimeout(
      () => void navigate({ search: (prev) => ({ ...prev, q: text }), replace: true }),
      300,
    )
    return () => clearTimeout(timer)
  }, [text, q, navigate])

  return (
    <section aria-labelledby="datasets-title" className="space-y-4">
      <h1 id="datasets-title" className="text-2xl font-semibold">
        <Trans>Datasets and data services</Trans>
      </h1>
      <form
        role="search"
        aria-label={t`Datasets and services`}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="flex min-w-64 flex-1 flex-col text-sm font-medium">
          <Trans>Search datasets and services</Trans>
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t`e.g. population, postal codes, cities`}
            className="mt-1 rounded-md border border-slate-300 px-3 py-2 font-normal"
          />
        </label>
        <label className="flex flex-col text-sm font-medium">
          <Trans>Country coverage</Trans>
          <select
            value={country}
            onChange={(event) =>
              void navigate({ search: (prev) => ({ ...prev, country: event.target.value }) })
            }
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 font-normal"
          >
            <option value="">{t`Any country`}</option>
            {COVERAGE_COUNTRIES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {i18n._(entry.name)} ({entry.code})
              </option>
            ))}
          </select>
        </label>
      </form>
      <DataSearchResults q={q} country={country} />
    </section>
  )
}

function DataSearchResults({ q, country }: { q: string; country: string }) {
  const { t } = useLingui()
  const { data: hits } = useSuspenseQuery(datasetQueries.search({ q, country }))
  const countryText = countryName(country) ?? country
  const streams = hits.filter((hit) => hit.type === 'STREAM')
  const services = hits.filter((hit) => hit.type === 'SERVICE')
  if (hits.length === 0) {
    return (
      <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-700">
        {q && country ? (
          <Trans>
            No datasets or services match “{q}” with coverage {countryText}. Try another word or any
            country.
          </Trans>
        ) : q ? (
          <Trans>No datasets or services match “{q}”. Try another word or any country.</Trans>
        ) : country ? (
          <Trans>
            No datasets or services match with coverage {countryText}. Try another word or any
            country.
          </Trans>
        ) : (
          <Trans>No datasets or services match. Try another word or any country.</Trans>
        )}
      </p>
    )
  }
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <HitList title={t`Datasets`} hits={streams} empty={t`No datasets match.`} />
      <HitList title={t`Data services`} hits={services} empty={t`No data services match.`} />
    </div>
  )
}

function HitList({ title, hits, empty }: { title: string; hits: DataSearchHit[]; empty: string }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold">
        {title}{' '}
        <span className="text-sm font-normal text-slate-600">({formatNumber(hits.length)})</span>
      </h2>
      {hits.length === 0 ? <p className="text-sm text-slate-600">{empty}</p> : null}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
        {hits.map((hit) => (
          <HitItem key={`${hit.type}-${hit.key}`} hit={hit} />
        ))}
      </ul>
    </section>
  )
}

function HitItem({ hit }: { hit: DataSearchHit }) {
  const { t, i18n } = useLingui()
  const name = hitName(hit, i18n.locale)
  const key = hit.key
  const shown = hit.coverage
    .slice(0, 8)
    .map((code) => countryName(code) ?? code)
    .join(', ')
  const more = hit.coverage.length - 8
  const coverage =
    hit.coverage.length === 0
      ? ''
      : more > 0
        ? t`Coverage: ${shown} +${more}`
        : t`Coverage: ${shown}`
  return (
    <li className="p-3">
      {hit.type === 'STREAM' ? (
        <Link
          to="/datasets/$id"
          params={{ id: key }}
          className="font-medium text-sky-800 underline"
        >
          {name}
        </Link>
      ) : (
        <Link to="/services/$key" params={{ key }} className="font-medium text-sky-800 underline">
          {name}
        </Link>
      )}
      <p className="mt-1 text-xs text-slate-600">
        {hit.source ? `${hit.source} · ` : ''}
        {coverage ? `${coverage} · ` : ''}
        {t`Key ${key}`}
      </p>
    </li>
  )
}
