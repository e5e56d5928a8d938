import { z } from 'zod/mini'
import { reject, tolerant } from '@/lib/datahub/fields'
import {
  entityRefSchema,
  isoDate,
  listOf,
  nullishOrNull,
  num,
  parseOrNull,
  text,
  type EntityRef,
} from './model-helpers'

/** Register role labels in words (§4.2), with the register's German term for reference. */
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

const roleFieldsSchema = z.looseObject({
  label: text,
  role: text,
  start_date: isoDate,
  end_date: isoDate,
  share_percentage: num,
  share_nominal_eur: num,
})

const roleSchema = tolerant((raw, ctx) => {
  const ref = entityRefSchema.safeParse(raw)
  if (!ref.success) return reject(ctx, 'not a role')
  const fields = roleFieldsSchema.parse(raw)
  const label = fields.label ?? fields.role
  return {
    entity: ref.data,
    label,
    role: roleInWords(label),
    startDate: fields.start_date,
    endDate: fields.end_date,
    sharePercent: fields.share_percentage,
    shareNominalEur: fields.share_nominal_eur,
  } satisfies Role
})

export interface RoleLists {
  current: Role[]
  past: Role[]
}

const byStartDesc = (a: Role, b: Role) => (b.startDate ?? '').localeCompare(a.startDate ?? '')

/**
 * Management, shareholders and shareholdings: the hub sends `{current, past}`; a flat list of
 * roles (older data) is split by whether the role has ended.
 */
export function parseRoleLists(value: unknown): RoleLists | null {
  if (Array.isArray(value)) {
    const roles = listOf(roleSchema).parse(value)
    return {
      current: roles.filter((role) => !role.endDate).sort(byStartDesc),
      past: roles.filter((role) => role.endDate).sort(byStartDesc),
    }
  }
  const split = parseOrNull(
    z.object({ current: z.nullish(listOf(roleSchema)), past: z.nullish(listOf(roleSchema)) }),
    value,
  )
  if (!split || (split.current === undefined && split.past === undefined)) return null
  return { current: split.current ?? [], past: split.past ?? [] }
}

export interface BeneficialOwner {
  entity: EntityRef
  effectiveShare: number | null
  /** Entity IDs from the organization down to the owner, as the hub lists them. */
  chain: string[]
}

export interface UnresolvedOwner {
  entity: EntityRef
  reason: string | null
  reasonText: string
}

const REASONS: Record<string, string> = {
  unlinked: 'The owner in the filing could not be linked to a register entry.',
  no_further_shareholder_data:
    'No shareholder list is on file for this owner, so the chain stops here.',
  cycle: 'The ownership chain loops back on itself (circular holding).',
  max_depth: 'The chain is longer than the maximum depth that is followed.',
}

const ownerFieldsSchema = z.looseObject({
  effective_share: num,
  chain: nullishOrNull(listOf(text)),
  reason: text,
})

const ownerSchema = tolerant((raw, ctx) => {
  const ref = entityRefSchema.safeParse(raw)
  if (!ref.success) return reject(ctx, 'not an owner')
  const fields = ownerFieldsSchema.parse(raw)
  return { entity: ref.data, ...fields }
})

export interface UboModel {
  owners: BeneficialOwner[]
  unresolved: UnresolvedOwner[]
}

export function parseUbo(value: unknown): UboModel | null {
  const parsed = parseOrNull(
    z.object({
      beneficial_owners: z.nullish(listOf(ownerSchema)),
      unresolved_beneficial_owners: z.nullish(listOf(ownerSchema)),
    }),
    value,
  )
  if (!parsed || (!parsed.beneficial_owners && !parsed.unresolved_beneficial_owners)) return null
  return {
    owners: (parsed.beneficial_owners ?? [])
      .map((owner) => ({
        // Beneficial owners are natural persons by definition, even when the type is omitted.
        entity: { ...owner.entity, type: owner.entity.type ?? ('PERSON' as const) },
        effectiveShare: owner.effective_share,
        chain: (owner.chain ?? []).filter((id): id is string => !!id),
      }))
      .sort((a, b) => (b.effectiveShare ?? -1) - (a.effectiveShare ?? -1)),
    unresolved: (parsed.unresolved_beneficial_owners ?? []).map((owner) => ({
      // A chain that stops for lack of data, a loop or depth stops at a company; "unlinked" is unknown.
      entity:
        owner.entity.type || owner.reason === 'unlinked' || !owner.reason
          ? owner.entity
          : { ...owner.entity, type: 'ORGANIZATION' as const },
      reason: owner.reason,
      reasonText:
        (owner.reason && REASONS[owner.reason]) ??
        (owner.reason ? `Reason: ${owner.reason}` : 'No reason given.'),
    })),
  }
}
