/**
 * The beneficial owners of one company by GwG § 3 (2) (lib/datahub/gwg-beneficial-owners.ts), from
 * the SHAREHOLDERS slices of the company and of the companies above it. The company's own list is
 * read with its tab; the intermediate companies' lists cost one call each and are read once the
 * reader agreed (`approve`), their number shown before. The UBO slice's chains, when at hand, name
 * the companies above from the start, so the whole cost is known before the first call.
 */
import { useEffect, useMemo, useState } from 'react'
import type { EntityRef } from '@/lib/datahub/entity-ref'
import { useQuery } from '@tanstack/react-query'
import type { RoleLists } from '@/lib/datahub/roles'
import type { UboSlice } from '@/lib/datahub/ubo'
import {
  determineBeneficialOwners,
  type BeneficialOwnerResult,
} from '@/lib/datahub/gwg-beneficial-owners'
import {
  filingLookup,
  ownershipSliceKey,
  useOwnershipSlices,
  type OwnershipSource,
} from './ownership-slices'

export interface BeneficialOwnersState {
  result: BeneficialOwnerResult
  /** Companies above whose list is not read yet and not in the cache: one call each. */
  unpaid: EntityRef[]
  /** Lists being read now. */
  loading: number
  /** Whether the company's own shareholder list is still on its way. */
  rootPending: boolean
  /** Reads the unpaid lists (their cost was shown). */
  readAll: () => void
  /** Where the management (the legal representatives) stands, when it is wanted. */
  managementStatus: 'pending' | 'error' | 'success'
}

/**
 * The management slice, for the legal representatives: asked only when nobody is an owner for
 * certain, through the same cache as the Management tab (no second call when both are opened).
 */
export function useManagement(source: OwnershipSource, entityId: string, wanted: boolean) {
  return useQuery({
    queryKey: ownershipSliceKey('MANAGEMENT', entityId),
    queryFn: async ({ client }): Promise<RoleLists | null> =>
      (await source.fetch(client, 'MANAGEMENT', entityId)) ?? { current: [], past: [] },
    enabled: wanted,
  })
}

/** The companies the hub's UBO chains pass through: the rule reads their shareholder lists. */
export function companiesAbove(model: UboSlice, selfId: string): string[] {
  const ids = new Set<string>()
  for (const owner of model.owners)
    for (const id of owner.chain.slice(1, -1)) if (id !== selfId) ids.add(id)
  for (const end of model.unresolved)
    if (end.entity.id && end.entity.type === 'ORGANIZATION' && end.reason !== 'unlinked')
      ids.add(end.entity.id)
  return [...ids]
}

export function useBeneficialOwners(
  source: OwnershipSource,
  company: EntityRef & { id: string },
  options: {
    knownAbove?: readonly string[]
    /** The management when the page has it already (then it is not asked for here). */
    management?: RoleLists | null
  } = {},
): BeneficialOwnersState {
  const knownAbove = options.knownAbove
  const [discovered, setDiscovered] = useState<readonly string[]>([])
  const ids = useMemo(
    () => [...new Set([company.id, ...(knownAbove ?? []), ...discovered])],
    [company.id, knownAbove, discovered],
  )
  const free = useMemo(() => [company.id], [company.id])
  const slices = useOwnershipSlices(source, 'SHAREHOLDERS', ids, free)
  const filings = filingLookup(slices)
  const rootPending = slices.state(company.id) === 'pending'
  const plain = determineBeneficialOwners({ company, filings })
  const management = useManagement(
    source,
    company.id,
    options.management === undefined && !rootPending && plain.owners.length === 0,
  )
  const roles = options.management !== undefined ? options.management : management.data
  const result = roles ? determineBeneficialOwners({ company, filings, management: roles }) : plain
  const found = result.companies.map((entity) => entity.id!).filter((id) => !ids.includes(id))
  const foundKey = found.join(',')
  useEffect(() => {
    if (foundKey) setDiscovered((before) => [...new Set([...before, ...foundKey.split(',')])])
  }, [foundKey])
  const names = new Map(result.companies.map((entity) => [entity.id, entity]))
  const unpaid = slices.unpaid.map(
    (id) => names.get(id) ?? { id, type: 'ORGANIZATION' as const, name: id },
  )
  return {
    result,
    unpaid,
    loading: slices.loading,
    rootPending,
    readAll: () => slices.approve(slices.unpaid),
    managementStatus: options.management !== undefined ? 'success' : management.status,
  }
}
