import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { num, text } from '@/lib/datahub/fields'
import type { EntityRef } from '@/lib/datahub/entity-ref'
import { readLinkItems, type LinkItem } from '@/lib/datahub/relation-links'
import { readRoleLists, type RoleLists } from '@/lib/datahub/roles'
import type { SliceContext } from '../../slice'

/**
 * Management (the people and companies holding roles: the holder is the far end of a link),
 * shareholders (the holders) and shareholdings (the held companies), in every documented item
 * shape (docs/datahub-api.md §7, §9 (14)).
 */
export function parsePeopleSlice(value: unknown, context: SliceContext): RoleLists | null {
  const holdings = context.label === 'SHAREHOLDINGS'
  return readRoleLists(value, {
    selfId: context.entityId,
    farType: context.label === 'MANAGEMENT' ? 'PERSON' : holdings ? 'ORGANIZATION' : null,
    fallbackEnd: holdings ? 'to' : 'from',
  })
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
  /** Translated when shown: the model is cached in no particular language. */
  reasonText: MessageDescriptor
}

const REASONS: Record<string, MessageDescriptor> = {
  unlinked: msg`The owner in the filing could not be linked to a register entry.`,
  no_further_shareholder_data: msg`No shareholder list is on file for this owner, so the chain stops here.`,
  cycle: msg`The ownership chain loops back on itself (circular holding).`,
  max_depth: msg`The chain is longer than the maximum depth that is followed.`,
}

function reasonText(reason: string | null): MessageDescriptor {
  if (!reason) return msg`No reason given.`
  return REASONS[reason] ?? msg`Reason: ${reason}`
}

export interface UboModel {
  owners: BeneficialOwner[]
  unresolved: UnresolvedOwner[]
}

const chainOf = (item: LinkItem) =>
  Array.isArray(item.fields.chain)
    ? item.fields.chain.flatMap((id) => {
        const value = text.parse(id)
        return value ? [value] : []
      })
    : []

/**
 * Beneficial owners and the owners the chain could not follow, as flat references or link
 * records (the owner at the far end from the organization); the share at the top or in `meta`.
 */
export function parseUbo(value: unknown, context: SliceContext): UboModel | null {
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
  const link = { selfId: context.entityId, farType: null, fallbackEnd: 'to' } as const
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
        reasonText: reasonText(reason),
      }
    }),
  }
}
