import { Link } from '@tanstack/react-router'
import type { Column } from './compare-page'
import { OrgSwatch } from './org-swatch'

/** Where each organization has its head office, and the place's context. */
export function CompareLocations({ columns }: { columns: Column[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {columns.map(({ org, data, index }) => {
        const address = org.address
        const area = [address?.postalCode, address?.city].filter(Boolean).join(' ')
        return (
          <section
            key={data.id}
            aria-labelledby={`location-${data.id}`}
            className="min-w-0 rounded-md border border-slate-200 p-3"
          >
            <h3
              id={`location-${data.id}`}
              className="flex items-center gap-2 font-semibold text-slate-900"
            >
              <OrgSwatch index={index} />
              {org.name}
            </h3>
            {address ? (
              <dl className="mt-2 space-y-1 text-sm">
                <div>
                  <dt className="inline font-medium text-slate-600">Address: </dt>
                  <dd className="inline">{address.formattedAddress ?? '—'}</dd>
                </div>
                <div>
                  <dt className="inline font-medium text-slate-600">City: </dt>
                  <dd className="inline">{area || '—'}</dd>
                </div>
                <div>
                  <dt className="inline font-medium text-slate-600">District: </dt>
                  <dd className="inline">{address.county ?? '—'}</dd>
                </div>
                <div>
                  <dt className="inline font-medium text-slate-600">State: </dt>
                  <dd className="inline">{address.state ?? '—'}</dd>
                </div>
              </dl>
            ) : (
              <p className="mt-2 text-sm text-slate-700">
                The register names no head office address.
              </p>
            )}
            {address?.id ? (
              <p className="mt-2 text-sm">
                <Link
                  to="/locations/$id"
                  params={{ id: address.id }}
                  className="text-sky-800 underline"
                >
                  Flood and fire risk, crime and regional statistics{' '}
                  <span className="sr-only">for the head office of {org.name}</span>
                </Link>
              </p>
            ) : null}
          </section>
        )
      })}
    </div>
  )
}
