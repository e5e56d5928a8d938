import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { formatDateTime } from '@/lib/format'
import { serviceQueries } from '../api/service-queries'
import { text } from '../api/service-schemas'
import { ServiceForm } from './service-form'

const route = getRouteApi('/services/$key')

/** `/services/$key`: what the service does, a form built from its input definition, its result. */
export function ServicePage() {
  const { key } = route.useParams()
  const { data: service } = useSuspenseQuery(serviceQueries.detail(key))
  const name = text(service.name, `Service ${key}`)
  const uri = service.source?.service_specific?.uri
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <p className="text-sm text-slate-600">Data service · key {service.serviceKey}</p>
        <h1 className="text-2xl font-semibold">{name}</h1>
        {text(service.description) ? (
          <p className="max-w-3xl text-slate-800">{text(service.description)}</p>
        ) : null}
        <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm">
          <div>
            <dt className="text-xs text-slate-600">Cost per call</dt>
            <dd>
              {service.credit_policy?.credit_cost != null
                ? `${service.credit_policy.credit_cost} credits`
                : '—'}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Updated</dt>
            <dd>{formatDateTime(service.updated_at)}</dd>
          </div>
          {uri ? (
            <div>
              <dt className="text-xs text-slate-600">Source</dt>
              <dd className="break-all">{uri}</dd>
            </div>
          ) : null}
        </dl>
      </header>
      <ServiceForm serviceKey={service.serviceKey} definitions={service.service_input_definition} />
    </article>
  )
}
