import { isoDate, num, record, text } from '@/lib/datahub/fields'
import { readEntityRef, type EntityRef } from '@/lib/datahub/entity-ref'
import type {
  ConnectionEntity,
  ConnectionEntityType,
  ConnectionRole,
  NetworkAnswer,
} from './connection-graph'

/**
 * Reads an ENTITY_NETWORK value (docs/datahub-api.md §7 (k)) for the connection search:
 * `{root, links: [{label, entity_from, entity_to, meta: {start_date, end_date, share_percentage?}}]}`.
 * Endpoints name themselves with `display_name` or `attributes.display_name.en` (§9 (5)) and may
 * carry 31-character IDs (§9 (13)); readEntityRef reads all of them. A link whose ends carry no ID
 * cannot be followed and is left out. `meta.share_percentage` is a hub decision: when it is absent
 * no share is known, and none is shown.
 */
export function readNetworkAnswer(value: unknown): NetworkAnswer {
  const raw = record.parse(value)
  const entities: ConnectionEntity[] = []
  const roles: ConnectionRole[] = []
  const root = toEntity(readEntityRef(raw.root), null)
  if (root) entities.push(root)
  const links = Array.isArray(raw.links) ? raw.links : []
  for (const item of links) {
    const link = record.parse(item)
    const meta = record.parse(link.meta)
    // The holder may be a person or an organization; what is held is an organization (§7 (k)).
    const holder = toEntity(readEntityRef(link.entity_from), null)
    const organization = toEntity(readEntityRef(link.entity_to), 'ORGANIZATION')
    if (!holder || !organization) continue
    entities.push(holder, organization)
    const share = num.parse(meta.share_percentage ?? link.share_percentage)
    roles.push({
      holder: holder.id,
      organization: organization.id,
      label: text.parse(link.label),
      startDate: isoDate.parse(meta.start_date ?? link.start_date),
      endDate: isoDate.parse(meta.end_date ?? link.end_date),
      sharePercentage: share !== null && share > 0 && share <= 100 ? share : null,
    })
  }
  return { entities, roles }
}

function toEntity(
  ref: EntityRef | null,
  fallbackType: ConnectionEntityType | null,
): ConnectionEntity | null {
  if (!ref?.id) return null
  const type = ref.type === 'ORGANIZATION' || ref.type === 'PERSON' ? ref.type : fallbackType
  return { id: ref.id, type, name: ref.name }
}
