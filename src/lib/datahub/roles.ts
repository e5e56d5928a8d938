import { num } from './fields'
import { readLinkItems, type LinkItem, type LinkReadContext } from './relation-links'
import type { EntityRef } from './entity-ref'

/** Register role labels in words (docs/datahub-api.md §4.2), with the German term for reference. */
export const ROLE_WORDS: Record<string, string> = {
  MANAGING_DIRECTOR: 'Managing director',
  BOARD_MEMBER: 'Board member',
  SUPERVISORY_BOARD_MEMBER: 'Supervisory board member',
  PROKURIST: 'Authorised officer (Prokurist)',
  LIQUIDATOR: 'Liquidator',
  SHAREHOLDER: 'Shareholder',
  FULLY_LIABLE_PARTNER: 'General partner',
  LIMITED_PARTNER: 'Limited partner',
  OWNER: 'Owner',
}

export function roleInWords(label: string | null): string {
  if (!label) return 'Role not stated'
  if (ROLE_WORDS[label]) return ROLE_WORDS[label]
  const words = label.toLowerCase().replace(/_+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export interface Role {
  entity: EntityRef
  label: string | null
  role: string
  startDate: string | null
  endDate: string | null
  /** Share of the capital in percent (0–100), when the filing states it. */
  sharePercent: number | null
  shareNominalEur: number | null
}

export interface RoleLists {
  current: Role[]
  past: Role[]
}

export function roleFromLink(item: LinkItem): Role {
  return {
    entity: item.entity,
    label: item.label,
    role: roleInWords(item.label),
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
