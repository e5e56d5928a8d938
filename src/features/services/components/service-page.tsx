import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { formatDateTime, formatNumber } from '@/lib/format/format'
import { serviceQueries } from '../api/service-queries'
import { pickText } from '@/lib/datahub/fields'
import { ServiceForm } from './service-form'

const route = getRouteApi('/services/$key')

function serviceCredits(cost: number | null | undefined): string {
  if (cost === null || cost === undefined) return '—'
  const amount = formatNumber(cost)
  return plural(cost, { one: `${amount} credit`, other: `${amount} credits` })
}

/** `/services/$key`: what the service does, a form built from its input definition, its result. */
export function ServicePage() {
  const { key } = route.useParams()
  const { t } = useLingui()
  const { data: service } = useSuspenseQuery(serviceQueries.detail(key))
  const name = pickText(service.name) ?? t`Service ${key}`
  const uri = service.source?.service_specific?.uri
  const serviceKey = service.serviceKey

  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <p className="text-sm text-slate-600">
          <Trans>Data service · key {serviceKey}</Trans>
        </p>
        <h1 className="text-2xl font-semibold">{name}</h1>
        {service.description ? (
          <p className="max-w-3xl text-slate-800">{pickText(service.description)}</p>
        ) : null}
        <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm">
          <div>
            <dt className="text-xs text-slate-600">
              <Trans>Cost per call</Trans>
            </dt>
            <dd>{serviceCredits(service.credit_policy?.credit_cost)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">
              <Trans>Updated</Trans>
            </dt>
            <dd>{formatDateTime(service.updated_at)}</dd>
          </div>
          {uri ? (
            <div>
              <dt className="text-xs text-slate-600">
                <Trans>Source</Trans>
              </dt>
              <dd className="break-all">{uri}</dd>
            </div>
          ) : null}
        </dl>
      </header>
      <ServiceForm serviceKey={service.serviceKey} definitions={service.service_input_definition} />
    </article>
  )
}
