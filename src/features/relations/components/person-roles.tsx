import { Suspense } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { relationQueries } from '../api/relation-queries'
import { parseCareer } from '../api/models/career-model'
import { RelationErrorBoundary } from './relation-error-boundary'
import { RelationLoading } from './relation-loading'
import { RelationEmpty } from './relation-empty'
import { RoleTables } from './role-tables'

const HISTORY_LABEL = 'PUBLICATIONS'

/**
 * A person's roles in organizations, from the person History relation (docs/datahub-api.md §7),
 * not from a search for the name. It asks exactly what the Career history tab asks (the same
 * discovered definition, so the same query): opening that tab costs no second call.
 */
export function PersonRoles({ personId }: { personId: string }) {
  const { t } = useLingui()
  return (
    <section className="mt-6" aria-labelledby="person-roles-heading">
      <h2 id="person-roles-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Roles in organizations</Trans>
      </h2>
      <div className="mt-2">
        <RelationErrorBoundary title={t`Could not load the roles`}>
          <Suspense fallback={<RelationLoading what={t`roles`} />}>
            <PersonRoleTables personId={personId} />
          </Suspense>
        </RelationErrorBoundary>
      </div>
    </section>
  )
}

function PersonRoleTables({ personId }: { personId: string }) {
  const { data: discovery } = useSuspenseQuery(relationQueries.list('PERSON'))
  const history = discovery.tabs.find((tab) => tab.label === HISTORY_LABEL)
  if (!history)
    return (
      <RelationEmpty>
        <Trans>The Data Hub offers no history for persons.</Trans>
      </RelationEmpty>
    )
  return <HistoryRoles definition={history} personId={personId} />
}

function HistoryRoles({
  definition,
  personId,
}: {
  definition: Parameters<typeof relationQueries.resolve>[0]
  personId: string
}) {
  const { data: roles } = useSuspenseQuery({
    ...relationQueries.resolve(definition, { entityType: 'PERSON', entityId: personId }, {}),
    // Read once per answer (select is memoised), not on every render.
    select: (slice) =>
      slice.kind === 'value'
        ? (parseCareer(slice.value, {
            entityType: 'PERSON',
            entityId: personId,
            label: HISTORY_LABEL,
          })?.roles ?? [])
        : [],
  })
  if (roles.length === 0)
    return (
      <RelationEmpty>
        <Trans>No roles in organizations are recorded for this person.</Trans>
      </RelationEmpty>
    )
  return (
    <RoleTables
      lists={{
        current: roles.filter((role) => !role.endDate),
        past: roles.filter((role) => role.endDate),
      }}
      noun="roles"
      withShares={false}
    />
  )
}
