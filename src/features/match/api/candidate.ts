/**
 * A candidate of organization search (docs/datahub-api.md §4.1) as matching reads it: the search
 * result has no separate postal code or city, so both are read from its one-line
 * `display_address` (`Leopoldstraße 12, 80802 Munich, Germany`), and the register ID from
 * `registration_authority_entity_name` (`München HRB 271144`).
 */
import type { OrganizationItem } from '@/lib/datahub/organization-search-item'
import { parseRegisterId, type RegisterId } from './normalize'

export interface Candidate {
  id: string
  name: string
  /** The status word of the search result (`ACTIVE`, `LIQUIDATION`, …), when given. */
  status: string | null
  address: string | null
  postalCode: string | null
  city: string | null
  register: string | null
  /** The search's own relevance score (not normalised, §4.1). */
  searchScore: number | null
}

const POSTAL_AND_CITY = /(?:^|,\s*)(\d{5})\s+([^,]+)/

export function addressParts(address: string | null): {
  postalCode: string | null
  city: string | null
} {
  const match = address ? POSTAL_AND_CITY.exec(address) : null
  return { postalCode: match?.[1] ?? null, city: match?.[2]?.trim() ?? null }
}

/** A search result as matching reads it (the one reading of organization search). */
export function toCandidate(item: OrganizationItem): Candidate {
  return {
    id: item.id,
    name: item.name,
    status: item.status.code,
    address: item.address,
    ...addressParts(item.address),
    register: item.register,
    searchScore: item.score,
  }
}

export function candidateRegister(candidate: Candidate): RegisterId | null {
  return parseRegisterId(candidate.register)
}
