import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { hitName, otherHitName } from '@/lib/datahub/data-search'
import type { DataSearchHit } from '@/lib/datahub/data-search-schema'
import { useSeen } from '@/lib/hooks/use-seen'
import { serviceQueries } from '../api/service-queries'
import { pickText } from '@/lib/datahub/fields'
import type { Service } from '../api/service-schemas'
import { serviceCost } from './service-cost'

/**
 * One service of the catalogue. Its metadata (description, inputs, cost) is asked for once the
 * card is on screen, and shared with the service's own page, which then costs nothing to open.
 */
export function ServiceCard({ hit }: { hit: DataSearchHit }) {
  const { i18n } = useLingui()
  const other = otherHitName(hit, i18n.locale)
  const [ref, seen] = useSeen<HTMLLIElement>()
  const details = useQuery({ ...serviceQueries.detail(hit.key), enabled: seen })
  const headingId = `service-${hit.key}`
  const key = hit.key
  return (
    <li
      ref={ref}
      aria-labelledby={headingId}
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="service-card"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        <Link to="/services/$key" params={{ key: hit.key }} className="text-sky-800 underline">
          {hitName(hit, i18n.locale)}
        </Link>
      </h2>
      <p className="text-xs text-slate-600">
        {other ? (
          <>
            <span lang={other.lang}>{other.name}</span> ·{' '}
          </>
        ) : null}
        {hit.source ? `${hit.source} · ` : ''}
        <Trans>Key {key}</Trans>
      </p>
      {details.data ? (
        <ServiceDetails service={details.data} />
      ) : details.error ? (
        <p className="text-sm text-red-800">
          <Trans>Could not load what this service needs.</Trans>
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>Loading its inputs and cost…</Trans>
        </p>
      )}
    </li>
  )
}

function ServiceDetails({ service }: { service: Service }) {
  const { t } = useLingui()
  const description = pickText(service.description) ?? ''
  const inputs = service.service_input_definition
  return (
    <>
      {description ? <p className="text-sm text-slate-800">{description}</p> : null}
      <p className="text-sm" data-testid="service-cost">
        <span className="font-medium">
          <Trans>Cost:</Trans>
        </span>{' '}
        {serviceCost(service.credit_policy?.credit_cost)}
      </p>
      {inputs.length > 0 ? (
        <div>
          <h3 className="text-sm font-medium">
            <Trans>Inputs</Trans>
          </h3>
          <ul className="mt-1 space-y-1 text-sm" data-testid="service-inputs">
            {inputs.map((input) => (
              <li key={input.name}>
                <code className="rounded bg-slate-100 px-1">{input.name}</code>{' '}
                <span className="text-slate-600">
                  {input.type}
                  {input.required ? t`, required` : t`, optional`}
                </span>
                {input.description ? ` — ${pickText(input.description)}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>No inputs declared.</Trans>
        </p>
      )}
    </>
  )
}
