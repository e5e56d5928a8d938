import { num, text } from './fields'
import type { EntityRef } from './entity-ref'
import { readLinkItems, type LinkItem } from './relation-links'

/** A natural person at the end of an ownership chain, as the UBO slice lists them. */
export interface UboOwner {
  entity: EntityRef
  /** 0–1: the product of the shares along the chain; null when the filing gives none. */
  effectiveShare: number | null
  /** Entity IDs from the organization down to the owner, as the hub lists them. */
  chain: string[]
}

/** A chain that stops before a natural person: an unlinked holder, a loop, a company without data. */
export interface UboDeadEnd {
  entity: EntityRef
  /** `unlinked`, `no_further_shareholder_data`, `cycle`, `max_depth` or another the hub names. */
  reason: string | null
}

export interface UboSlice {
  owners: UboOwner[]
  unresolved: UboDeadEnd[]
}

const chainOf = (item: LinkItem) =>
  Array.isArray(item.fields.chain)
    ? item.fields.chain.flatMap((id) => {
        const value = text.parse(id)
        return value ? [value] : []
      })
    : []

/**
 * The UBO slice (docs/datahub-api.md §7 (c), §9 (14)): owners and dead ends as flat references or
 * link records (the owner at the far end from the organization), the share at the top or in
 * `meta`. Null for any other shape. Shared by the organization's tab and the comparison.
 */
export function readUboSlice(value: unknown, selfId: string): UboSlice | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const raw = value as Record<string, unknown>
  const ownersRaw = raw.beneficial_owners ?? null
  const unresolvedRaw = raw.unresolved_beneficial_owners ?? null
  if (ownersRaw === null && unresolvedRaw === null) return null
  if (
    (ownersRaw !== null && !Array.isArray(ownersRaw)) ||
    (unresolvedRaw !== null && !Array.isArray(unresolvedRaw))
  )
    return null
  const link = { selfId, farType: null, fallbackEnd: 'to' } as const
  const owners = readLinkItems(ownersRaw ?? [], { ...link, farType: 'PERSON' })
  const unresolved = readLinkItems(unresolvedRaw ?? [], link)
  if (!owners.readable || !unresolved.readable) return null
  return {
    owners: owners.items
      .map((owner) => ({
        // Beneficial owners are natural persons by definition, even when the type is omitted.
        entity: { ...owner.entity, type: owner.entity.type ?? ('PERSON' as const) },
        effectiveShare: num.parse(owner.fields.effective_share),
        chain: chainOf(owner),
      }))
      .sort((a, b) => (b.effectiveShare ?? -1) - (a.effectiveShare ?? -1)),
    unresolved: unresolved.items.map((owner) => {
      const reason = text.parse(owner.fields.reason)
      return {
        // A chain that stops for lack of data, a loop or depth stops at a company; "unlinked" is unknown.
        entity:
          owner.entity.type || reason === 'unlinked' || !reason
            ? owner.entity
            : { ...owner.entity, type: 'ORGANIZATION' as const },
        reason,
      }
    }),
  }
}
