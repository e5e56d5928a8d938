import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '@/lib/format/format'
import {
  DATA_SEARCH_LIMIT,
  catalogueQuery,
  matchesCatalogueFilter,
} from '@/lib/datahub/data-search'
import { ServiceCard } from './service-card'

const route = getRouteApi('/services/')

/**
 * `/services?q=`: every data service of the catalogue. The list is one answer of the data search
 * (shared with the start page and the dataset search); `q` filters it in the browser. What each
 * service needs and costs comes from its metadata, asked for only when its card is on screen.
 */
export function ServiceCataloguePage() {
  const { q } = route.useSearch()
  const navigate = route.useNavigate()
  const [text, setText] = useState(q)
  const inputId = useId()
  const { data: hits } = useSuspenseQuery(catalogueQuery())
  const services = hits.filter((hit) => hit.type === 'SERVICE')
  const shown = services.filter((hit) => matchesCatalogueFilter(hit, q))
  const { t } = useLingui()
  const shownCount = formatNumber(shown.length)
  const total = services.length
  const serviceCount = formatNumber(total)
  const limit = formatNumber(DATA_SEARCH_LIMIT)

  useEffect(() => setText(q), [q])
  useEffect(() => {
    if (text === q) return
    // Keystrokes replace the history entry instead of stacking one per letter.
    const timer = setTimeout(
      () => void navigate({ search: { q: text.trim() ? text : '' }, replace: true }),
      200,
    )
    return () => clearTimeout(timer)
  }, [text, q, navigate])

  return (
    <section aria-labelledby="services-title" className="space-y-4">
      <h1 id="services-title" className="text-2xl font-semibold">
        <Trans>Data services</Trans>
      </h1>
      <p className="max-w-prose text-slate-700">
        <Trans>
          A data service computes an answer from the inputs you give it. Each call is charged the
          credits the service publishes.
        </Trans>
      </p>
      <form
        role="search"
        aria-label={t`Data services`}
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={inputId} className="text-sm font-medium">
          <Trans>Filter services</Trans>
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t`e.g. geocode, postal code, size`}
          className="mt-1 block w-full max-w-md rounded-md border border-slate-300 px-3 py-2"
        />
      </form>
      <p className="text-sm text-slate-600" role="status" data-testid="service-count">
        {q
          ? plural(total, {
              one: `${shownCount} of ${serviceCount} service matches “${q}”.`,
              other: `${shownCount} of ${serviceCount} services match “${q}”.`,
            })
          : plural(total, {
              one: `${serviceCount} service.`,
              other: `${serviceCount} services.`,
            })}
        {services.length >= DATA_SEARCH_LIMIT ? (
          <>
            {' '}
            <Trans>
              The Data Hub listed the first {limit}; the{' '}
              <Link to="/datasets" search={{ q, country: '' }} className="text-sky-800 underline">
                dataset and service search
              </Link>{' '}
              searches them all.
            </Trans>
          </>
        ) : null}
      </p>
      {shown.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t`Data services`}>
          {shown.map((hit) => (
            <ServiceCard key={hit.key} hit={hit} />
          ))}
        </ul>
      ) : (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-700">
          {services.length === 0
            ? t`The Data Hub lists no data services.`
            : t`No service matches. Try another word.`}
        </p>
      )}
    </section>
  )
}
