import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { readUboSlice, type UboDeadEnd, type UboOwner } from '@/lib/datahub/ubo'
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

export type BeneficialOwner = UboOwner

export interface UnresolvedOwner extends UboDeadEnd {
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

/** The UBO slice (lib/datahub/ubo.ts), each dead end with its reason in words. */
export function parseUbo(value: unknown, context: SliceContext): UboModel | null {
  const slice = readUboSlice(value, context.entityId)
  if (!slice) return null
  return {
    owners: slice.owners,
    unresolved: slice.unresolved.map((owner) => ({
      ...owner,
      reasonText: reasonText(owner.reason),
    })),
  }
}
