import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { num } from './fields'
import { readLinkItems, type LinkItem, type LinkReadContext } from './relation-links'
import type { EntityRef } from './entity-ref'

/** Register role labels in words (docs/datahub-api.md §4.2), with the German term for reference. */
export const ROLE_WORDS: Record<string, MessageDescriptor> = {
  MANAGING_DIRECTOR: msg`Managing director`,
  BOARD_MEMBER: msg`Board member`,
  SUPERVISORY_BOARD_MEMBER: msg`Supervisory board member`,
  PROKURIST: msg`Authorised officer (Prokurist)`,
  LIQUIDATOR: msg`Liquidator`,
  SHAREHOLDER: msg`Shareholder`,
  FULLY_LIABLE_PARTNER: msg`General partner`,
  LIMITED_PARTNER: msg`Limited partner`,
  OWNER: msg`Owner`,
}

/** German register terms the English role words quote: shown marked as German (`lang="de"`). */
export const GERMAN_ROLE_TERMS = ['Prokurist'] as const

/** The role in words, in the language shown now: call it when rendering. */
export function roleInWords(label: string | null): string {
  if (!label) return t`Role not stated`
  const known = ROLE_WORDS[label]
  if (known) return i18n._(known)
  const words = label.toLowerCase().replace(/_+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export interface Role {
  entity: EntityRef
  label: string | null
  startDate: string | null
  endDate: string | null
  /** The role in words (`roleInWords(label)`), worded when read, so it follows the language. */
  role: string
  /** Share of the capital in percent (0–100), when the filing states it. */
  sharePercent: number | null
  shareNominalEur: number | null
}

export interface RoleLists {
  current: Role[]
  past: Role[]
}

/**
 * Roles are kept in the query cache while the reader may switch the language, so `role` is a
 * getter that words the label when it is read (when rendering), not when the answer was parsed.
 */
export function roleFromLink(item: LinkItem): Role {
  return {
    entity: item.entity,
    label: item.label,
    get role() {
      return roleInWords(item.label)
    },
    startDate: item.startDate,
    endDate: item.endDate,
    sharePercent: num.parse(item.fields.share_percentage),
    shareNominalEur: num.parse(item.fields.share_nominal_eur),
  }
}

function readRoles(value: unknown, context: LinkReadContext) {
  if (value === null || value === undefined) return { roles: [], readable: true }
  if (!Array.isArray(value)) return null
  const { items, readable } = readLinkItems(value, context)
  return { roles: items.map(roleFromLink), readable }
}

/**
 * Management, shareholders and shareholdings (docs/datahub-api.md §7, §9 (14)): a `{current, past}`
 * split or a plain array, of flat references or network-link records. A plain array is split by
 * whether the role has ended, each part in the order the Data Hub gave. Null when the value has another shape, or when it lists items of
 * which none names an entity: the caller then shows the data as delivered instead of rows of
 * nameless entities.
 */
export function readRoleLists(value: unknown, context: LinkReadContext): RoleLists | null {
  if (Array.isArray(value)) {
    const read = readRoles(value, context)
    if (!read?.readable) return null
    // The Data Hub's order is kept, as for the split shape.
    return {
      current: read.roles.filter((role) => !role.endDate),
      past: read.roles.filter((role) => role.endDate),
    }
  }
  if (!value || typeof value !== 'object') return null
  const split = value as Record<string, unknown>
  if (!('current' in split) && !('past' in split)) return null
  const current = readRoles(split.current, context)
  const past = readRoles(split.past, context)
  if (!current || !past || !current.readable || !past.readable) return null
  // The split is already ordered by the Data Hub; keep its order.
  return { current: current.roles, past: past.roles }
}
