import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { sortRoles } from '@/lib/datahub/person-search-item'
import { formatDate, humanizeLabel } from '@/lib/format'
import { ErrorNotice } from '@/components/errors/error-notice'
import { personQueries } from '../api/person-queries'
import type { PersonView } from '../api/person-record'

/**
 * Roles across organizations. They come from person search (§5.2), a second request that must not
 * hold up the page, so this section loads on its own.
 */
export function PersonRoles({ person }: { person: PersonView }) {
  const { data, error, isPending, refetch } = useQuery(personQueries.roles(person))
  return (
    <section className="mt-6" aria-labelledby="person-roles-heading">
      <h2 id="person-roles-heading" className="text-lg font-semibold text-slate-900">
        Roles in organizations
      </h2>
      {isPending ? (
        <p className="mt-2 text-slate-600" role="status">
          Loading roles…
        </p>
      ) : error ? (
        <ErrorNotice
          error={error}
          title="Could not load the roles"
          onRetry={() => void refetch()}
        />
      ) : !data || data.roles.length === 0 ? (
        <p className="mt-2 text-slate-600">
          No roles in organizations are recorded for this person.
        </p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Roles of {person.name}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-600">
              <th scope="col" className="py-1 pr-4 font-medium">
                Organization
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                Role
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                Since
              </th>
              <th scope="col" className="py-1 font-medium">
                Until
              </th>
            </tr>
          </thead>
          <tbody>
            {sortRoles(data.roles).map((role, index) => (
              <tr
                key={`${role.organization.id}-${role.label}-${index}`}
                className="border-b border-slate-100"
              >
                <td className="py-1.5 pr-4">
                  <Link
                    to="/organizations/$id"
                    params={{ id: role.organization.id }}
                    className="text-sky-800 underline"
                  >
                    {role.organization.name}
                  </Link>
                </td>
                <td className="py-1.5 pr-4">{humanizeLabel(role.label)}</td>
                <td className="py-1.5 pr-4">{formatDate(role.startDate)}</td>
                <td className="py-1.5">
                  {role.endDate ? (
                    formatDate(role.endDate)
                  ) : (
                    <span className="font-medium text-emerald-800">active</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
