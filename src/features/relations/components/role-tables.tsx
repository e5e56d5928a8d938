import { useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatDate, formatEuro, formatNumber, formatPercent } from '@/lib/format/format'
import type { Role, RoleLists } from '@/lib/datahub/roles'
import { EntityLink } from './entity-link'
import { GERMAN_ROLE_TERMS, roleInWords } from '@/lib/datahub/roles'
import { WordsWithGermanTerm } from '@/components/delivered-text'
import { entityKind } from './label-words'
import { RelationEmpty } from './relation-empty'
import { RelationTable, type Column } from './relation-table'

function columnsFor(i18n: I18n, withShares: boolean, past: boolean): Column<Role>[] {
  const columns: Column<Role>[] = [
    { header: i18n._(msg`Name`), cell: (role) => <EntityLink entity={role.entity} /> },
    { header: i18n._(msg`Type`), cell: (role) => entityKind(i18n, role.entity.type) },
    {
      header: i18n._(msg`Role`),
      cell: (role) => (
        <WordsWithGermanTerm text={roleInWords(role.label)} terms={GERMAN_ROLE_TERMS} />
      ),
    },
  ]
  if (withShares) {
    columns.push(
      {
        header: i18n._(msg`Share`),
        cell: (role) => formatPercent(role.sharePercent),
        numeric: true,
      },
      {
        header: i18n._(msg`Nominal`),
        cell: (role) => formatEuro(role.shareNominalEur),
        numeric: true,
      },
    )
  }
  columns.push({ header: i18n._(msg`Since`), cell: (role) => formatDate(role.startDate) })
  if (past) columns.push({ header: i18n._(msg`Until`), cell: (role) => formatDate(role.endDate) })
  return columns
}

/** What a role list is of, for its captions and empty sentences. */
export type RoleNoun = 'managers' | 'shareholders' | 'shareholdings' | 'roles'

/** Current and past holders of roles, each as a captioned table, with the empty case in words. */
export function RoleTables({
  lists,
  noun,
  withShares,
}: {
  lists: RoleLists
  noun: RoleNoun
  withShares: boolean
}) {
  const { i18n, t } = useLingui()
  const key = (role: Role, index: number) =>
    `${role.entity.id ?? role.entity.name}-${role.label}-${role.startDate}-${index}`
  const current = formatNumber(lists.current.length)
  const past = formatNumber(lists.past.length)
  const words = {
    managers: {
      current: t`Current managers and officers (${current})`,
      past: t`Past managers and officers (${past})`,
      noCurrent: t`No current managers and officers.`,
      noPast: t`No past managers and officers are recorded.`,
    },
    shareholders: {
      current: t`Current shareholders (${current})`,
      past: t`Past shareholders (${past})`,
      noCurrent: t`No current shareholders.`,
      noPast: t`No past shareholders are recorded.`,
    },
    shareholdings: {
      current: t`Current shareholdings (${current})`,
      past: t`Past shareholdings (${past})`,
      noCurrent: t`No current shareholdings.`,
      noPast: t`No past shareholdings are recorded.`,
    },
    roles: {
      current: t`Current roles (${current})`,
      past: t`Past roles (${past})`,
      noCurrent: t`No current roles.`,
      noPast: t`No past roles are recorded.`,
    },
  }[noun]
  return (
    <div className="space-y-6">
      {lists.current.length ? (
        <RelationTable
          caption={words.current}
          columns={columnsFor(i18n, withShares, false)}
          rows={lists.current}
          rowKey={key}
        />
      ) : (
        <RelationEmpty>{words.noCurrent}</RelationEmpty>
      )}
      {lists.past.length ? (
        <RelationTable
          caption={words.past}
          columns={columnsFor(i18n, withShares, true)}
          rows={lists.past}
          rowKey={key}
        />
      ) : (
        <p className="text-sm text-slate-600">{words.noPast}</p>
      )}
    </div>
  )
}
