import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { catalogueQuery, hitName } from '@/lib/datahub/data-search'
import type { DataSearchHit } from '@/lib/datahub/data-search-schema'
import { streamRowCountQuery } from '@/lib/datahub/stream-row-count'
import { formatDateTime, formatNumber } from '@/lib/format/format'
import { useSeen } from '@/lib/hooks/use-seen'

/** At most this many datasets (and as many row-count requests) on the start page. */
export const START_DATASETS = 12
const START_SERVICES = 8

/**
 * The catalogue on the start page: datasets with their row counts and the data services. The list
 * is the one catalogue answer the example questions use too; each row count is one metadata
 * request, made once the list is on screen and then kept in the browser for a day.
 */
export function CatalogueSection() {
  const { t, i18n } = useLingui()
  const { data: hits, error } = useQuery(catalogueQuery())
  const [ref, seen] = useSeen<HTMLDivElement>()
  if (error)
    return (
      <p className="text-sm text-red-800">
        <Trans>The catalogue could not be loaded.</Trans>
      </p>
    )
  const streams = (hits ?? []).filter((hit) => hit.type === 'STREAM')
  const services = (hits ?? []).filter((hit) => hit.type === 'SERVICE')
  const datasetCount = formatNumber(streams.length)
  const serviceCount = formatNumber(services.length)
  return (
    <div ref={ref} className="grid gap-8 lg:grid-cols-3">
      <section aria-labelledby="catalogue-datasets" className="lg:col-span-2">
        <h2 id="catalogue-datasets" className="text-lg font-semibold">
          <Trans>Datasets</Trans>
        </h2>
        {!hits ? (
          <p className="mt-2 text-slate-600">
            <Trans>Loading the catalogue…</Trans>
          </p>
        ) : null}
        {hits && streams.length === 0 ? (
          <p className="mt-2 text-slate-700">
            <Trans>The Data Hub lists no datasets.</Trans>
          </p>
        ) : null}
        {streams.length > 0 ? (
          <table className="mt-2 w-full text-sm" data-testid="dataset-catalogue">
            <thead className="text-left text-xs text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  <Trans>Dataset</Trans>
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  <Trans>Rows</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {streams.slice(0, START_DATASETS).map((hit) => (
                <DatasetRow key={hit.key} hit={hit} countNow={seen} />
              ))}
            </tbody>
          </table>
        ) : null}
        <p className="mt-2 text-sm">
          <Link to="/datasets" search={{ q: '', country: '' }} className="text-sky-800 underline">
            {streams.length > START_DATASETS
              ? t`All ${datasetCount} datasets`
              : t`Search the datasets`}
          </Link>
        </p>
      </section>
      <section aria-labelledby="catalogue-services">
        <h2 id="catalogue-services" className="text-lg font-semibold">
          <Trans>Data services</Trans>
        </h2>
        {hits && services.length === 0 ? (
          <p className="mt-2 text-slate-700">
            <Trans>The Data Hub lists no data services.</Trans>
          </p>
        ) : null}
        <ul className="mt-2 space-y-1 text-sm" data-testid="service-catalogue">
          {services.slice(0, START_SERVICES).map((hit) => (
            <li key={hit.key}>
              <Link
                to="/services/$key"
                params={{ key: hit.key }}
                className="text-sky-800 underline"
              >
                {hitName(hit, i18n.locale)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm">
          <Link to="/services" search={{ q: '' }} className="text-sky-800 underline">
            {services.length > 0
              ? t`All ${serviceCount} data services, their inputs and cost`
              : t`Data services`}
          </Link>
        </p>
      </section>
    </div>
  )
}

function DatasetRow({ hit, countNow }: { hit: DataSearchHit; countNow: boolean }) {
  const { t, i18n } = useLingui()
  const { data, error } = useQuery({ ...streamRowCountQuery(hit.key), enabled: countNow })
  const counted = data ? formatDateTime(new Date(data.at).toISOString()) : null
  let count = '…'
  if (error) count = t`not available`
  else if (data) count = data.count === null ? '—' : formatNumber(data.count)
  return (
    <tr>
      <td className="py-1.5 pr-3">
        <Link to="/datasets/$id" params={{ id: hit.key }} className="text-sky-800 underline">
          {hitName(hit, i18n.locale)}
        </Link>
        {hit.source ? <span className="block text-xs text-slate-600">{hit.source}</span> : null}
      </td>
      <td
        className="py-1.5 text-right tabular-nums"
        title={counted ? t`Counted ${counted}` : undefined}
      >
        {count}
      </td>
    </tr>
  )
}
