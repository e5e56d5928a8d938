/**
 * A candidate of organization search (docs/datahub-api.md §4.1) as matching reads it: the search
 * result has no separate postal code or city, so both are read from its one-line
 * `display_address` (`Leopoldstraße 12, 80802 Munich, Germany`), and the register ID from
 * `registration_authority_entity_name` (`München HRB 271144`).
 */
import { isEntityId, record, text } from '@/lib/datahub/fields'
import { organizationStatus } from '@/lib/datahub/organization-status'
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

/** One search result; null when it names no organization ID. */
export function readCandidate(value: unknown): Candidate | null {
  const outer = record.parse(value)
  const entity = record.parse(outer.entity ?? outer)
  if (!isEntityId(entity.fb_entity_id)) return null
  const address =
    text.parse(entity.display_address) ?? text.parse(record.parse(entity.address).formatted_address)
  const status = organizationStatus.parse(entity.status)
  const score = typeof outer.score === 'number' && Number.isFinite(outer.score) ? outer.score : null
  return {
    id: entity.fb_entity_id,
    name: text.parse(entity.display_name) ?? text.parse(entity.name) ?? entity.fb_entity_id,
    status: status.code,
    address,
    ...addressParts(address),
    register: text.parse(entity.registration_authority_entity_name),
    searchScore: score,
  }
}

/** The candidates of one search answer (`{results, total}`), unreadable items left out. */
export function readCandidates(body: unknown): Candidate[] {
  const results = record.parse(body).results
  if (!Array.isArray(results)) return []
  return results.flatMap((item) => {
    const candidate = readCandidate(item)
    return candidate ? [candidate] : []
  })
}

export function candidateRegister(candidate: Candidate): RegisterId | null {
  return parseRegisterId(candidate.register)
}
