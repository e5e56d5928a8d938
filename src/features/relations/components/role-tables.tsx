import { formatDate, formatEuro, formatNumber } from '@/lib/format'
import type { Role, RoleLists } from '@/lib/datahub/roles'
import { EntityLink, entityKind } from './entity-link'
import { RelationEmpty } from './relation-empty'
import { RelationTable, type Column } from './relation-table'

const percent = (value: number | null) =>
  value === null ? '—' : `${formatNumber(Math.round(value * 100) / 100)} %`

function columnsFor(withShares: boolean, past: boolean): Column<Role>[] {
  const columns: Column<Role>[] = [
    { header: 'Name', cell: (role) => <EntityLink entity={role.entity} /> },
    { header: 'Type', cell: (role) => entityKind(role.entity.type) },
    { header: 'Role', cell: (role) => role.role },
  ]
  if (withShares) {
    columns.push(
      { header: 'Share', cell: (role) => percent(role.sharePercent), numeric: true },
      { header: 'Nominal', cell: (role) => formatEuro(role.shareNominalEur), numeric: true },
    )
  }
  columns.push({ header: 'Since', cell: (role) => formatDate(role.startDate) })
  if (past) columns.push({ header: 'Until', cell: (role) => formatDate(role.endDate) })
  return columns
}

/** Current and past holders of roles, each as a captioned table, with the empty case in words. */
export function RoleTables({
  lists,
  noun,
  withShares,
}: {
  lists: RoleLists
  noun: string
  withShares: boolean
}) {
  const key = (role: Role, index: number) =>
    `${role.entity.id ?? role.entity.name}-${role.label}-${role.startDate}-${index}`
  return (
    <div className="space-y-6">
      {lists.current.length ? (
        <RelationTable
          caption={`Current ${noun} (${lists.current.length})`}
          columns={columnsFor(withShares, false)}
          rows={lists.current}
          rowKey={key}
        />
      ) : (
        <RelationEmpty>No current {noun}.</RelationEmpty>
      )}
      {lists.past.length ? (
        <RelationTable
          caption={`Past ${noun} (${lists.past.length})`}
          columns={columnsFor(withShares, true)}
          rows={lists.past}
          rowKey={key}
        />
      ) : (
        <p className="text-sm text-slate-600">No past {noun} are recorded.</p>
      )}
    </div>
  )
}
