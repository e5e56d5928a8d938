import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { EntityRef } from '@/lib/datahub/entity-ref'
import type { Role, RoleLists } from '@/lib/datahub/roles'
import { formatDate, formatNumber, formatPercent } from '@/lib/format/format'
import type { Loadable } from '../api/comparison-data'
import { isShared, sharedEntities, type SharedEntity } from '../api/shared-entities'
import type { Column } from './compare-page'
import { columnGrid } from './column-grid'
import { OrgSwatch } from './org-swatch'
import type { OwnershipSource } from '@/lib/ownership/ownership-slices'
import { CompareOwners } from './compare-owners'
import { GwgRuleSentence } from '@/components/ownership/ownership-statements'

function EntityName({ entity }: { entity: EntityRef }) {
  const className = 'font-medium text-sky-800 underline underline-offset-2'
  if (entity.id && entity.type === 'PERSON')
    return (
      <Link to="/persons/$id" params={{ id: entity.id }} className={className}>
        {entity.name}
      </Link>
    )
  if (entity.id && entity.type === 'ORGANIZATION')
    return (
      <Link to="/organizations/$id" params={{ id: entity.id }} className={className}>
        {entity.name}
      </Link>
    )
  return <span className="font-medium">{entity.name}</span>
}

export function ComparePeople({
  columns,
  ownership,
}: {
  columns: Column[]
  ownership: OwnershipSource
}) {
  const loaded = columns.every(
    ({ data }) => data.management.status !== 'pending' && data.shareholders.status !== 'pending',
  )
  const shared = sharedEntities(
    columns.map(({ data }) => ({
      management: data.management.status === 'success' ? data.management.data : null,
      shareholders: data.shareholders.status === 'success' ? data.shareholders.data : null,
    })),
  )
  return (
    <div className="space-y-6">
      <GwgRuleSentence />
      <SharedSummary shared={shared} columns={columns} loaded={loaded} />
      <div className={columnGrid(columns.length)}>
        {columns.map((column) => (
          <section
            key={column.data.id}
            aria-labelledby={`people-${column.data.id}`}
            className="rounded-md border border-slate-200 p-3"
          >
            <h3
              id={`people-${column.data.id}`}
              className="flex items-center gap-2 font-semibold text-slate-900"
            >
              <OrgSwatch index={column.index} />
              {column.org.name}
            </h3>
            <RoleList
              title={t`Management`}
              lists={column.data.management}
              shared={shared}
              none={t`No managers or officers recorded.`}
            />
            <RoleList
              title={t`Shareholders`}
              lists={column.data.shareholders}
              shared={shared}
              none={t`No shareholders recorded.`}
              withShares
            />
            <CompareOwners
              source={ownership}
              company={column.org}
              ubo={column.data.ubo}
              management={column.data.management}
            />
          </section>
        ))}
      </div>
    </div>
  )
}

function SharedSummary({
  shared,
  columns,
  loaded,
}: {
  shared: SharedEntity[]
  columns: Column[]
  loaded: boolean
}) {
  const sharedCount = formatNumber(shared.length)
  if (shared.length === 0)
    return (
      <p className="text-slate-700" data-testid="shared-summary">
        {loaded
          ? t`These organizations share no managers, officers or shareholders.`
          : t`Looking for managers and shareholders the organizations share…`}
      </p>
    )
  return (
    <div
      className="rounded-md border-l-4 border-amber-500 bg-amber-50 p-4"
      data-testid="shared-summary"
    >
      <h3 className="font-semibold text-slate-900">
        {shared.length === 1
          ? t`Shared by one person or company`
          : t`Shared by ${sharedCount} people and companies`}
      </h3>
      <ul className="mt-2 space-y-2">
        {shared.map((entry) => (
          <li key={entry.entity.id}>
            <EntityName entity={entry.entity} />{' '}
            <span className="text-slate-800">{sharedAt(entry, columns)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function RoleList({
  title,
  lists,
  shared,
  none,
  withShares = false,
}: {
  title: string
  lists: Loadable<RoleLists | null>
  shared: SharedEntity[]
  /** What an empty list says. */
  none: string
  withShares?: boolean
}) {
  let body
  if (lists.status === 'pending')
    body = (
      <p className="text-sm text-slate-700">
        <Trans>Loading…</Trans>
      </p>
    )
  else if (lists.status === 'error') {
    const reason = lists.error.message
    body = (
      <p className="text-sm text-red-800">
        <Trans>Could not be loaded: {reason}</Trans>
      </p>
    )
  } else if (lists.data === null)
    body = (
      <p className="text-sm text-slate-700">
        <Trans>
          Delivered in a shape the explorer cannot list; the organization’s page shows it as
          delivered.
        </Trans>
      </p>
    )
  else if (lists.data.current.length === 0 && lists.data.past.length === 0)
    body = <p className="text-sm text-slate-700">{none}</p>
  else
    body = (
      <ul className="space-y-1 text-sm">
        {lists.data.current.map((role, index) => (
          <RoleItem
            key={`c-${index}`}
            role={role}
            shared={isShared(shared, role.entity.id)}
            withShares={withShares}
          />
        ))}
        {/* Former holders only matter here when another compared organization shares them. */}
        {lists.data.past
          .filter((role) => isShared(shared, role.entity.id))
          .map((role, index) => (
            <RoleItem key={`p-${index}`} role={role} shared withShares={withShares} former />
          ))}
      </ul>
    )
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-700">{title}</h4>
      <div className="mt-1">{body}</div>
    </div>
  )
}

function RoleItem({
  role,
  shared,
  withShares,
  former = false,
}: {
  role: Role
  shared: boolean
  withShares: boolean
  former?: boolean
}) {
  const until = formatDate(role.endDate)
  return (
    <li
      data-shared={shared || undefined}
      className={shared ? 'rounded border-l-4 border-amber-500 bg-amber-50 px-2 py-1' : 'px-2 py-1'}
    >
      <EntityName entity={role.entity} />
      {shared ? (
        <span className="ml-2 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
          <Trans>shared</Trans>
        </span>
      ) : null}
      <span className="block text-slate-700">
        {role.role}
        {withShares && role.sharePercent !== null ? ` · ${formatPercent(role.sharePercent)}` : ''}
        {former ? ` · ${t`former, until ${until}`}` : ''}
      </span>
    </li>
  )
}

/** "at 2 of 3: Alpha GmbH (Managing director), Beta AG (Shareholder, former)" */
function sharedAt(entry: SharedEntity, columns: Column[]): string {
  const count = formatNumber(entry.organizations.length)
  const list = entry.organizations
    .map((position) => {
      const roles = entry.roles
        .filter((role) => role.organization === position)
        .map((role) => {
          const words = role.role
          return role.current ? words : t`${words}, former`
        })
      return `${columns[position]!.org.name} (${[...new Set(roles)].join('; ')})`
    })
    .join(', ')
  const total = formatNumber(columns.length)
  return t`at ${count} of ${total}: ${list}`
}
