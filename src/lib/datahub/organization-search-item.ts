/**
 * One organization of organization search (docs/datahub-api.md §4.1), as every page reads it: the
 * search page and the typeahead, the entity picker, the list matcher and the start page. Loaded
 * with the first search (organization-search.ts), not with the app shell.
 */
import { isEntityId, listOf, num, record, reject, text, tolerant } from './fields'
import { entityName } from './entity-name'
import { organizationStatus, type OrganizationStatus } from './organization-status'
import { sourceKey } from './source'

export interface OrganizationItem {
  id: string
  name: string
  status: OrganizationStatus
  address: string | null
  register: string | null
  source: string | null
  score: number | null
}

export const organizationItem = tolerant((value, context): OrganizationItem => {
  const outer = record.parse(value)
  const entity = record.parse(outer.entity ?? outer)
  if (!isEntityId(entity.fb_entity_id)) return reject(context, 'organization result without ID')
  return {
    id: entity.fb_entity_id,
    name: entityName(entity) ?? entity.fb_entity_id,
    status: organizationStatus.parse(entity.status),
    address:
      text.parse(entity.display_address) ??
      text.parse(record.parse(entity.address).formatted_address),
    register: text.parse(entity.registration_authority_entity_name),
    source: sourceKey(entity),
    score: num.parse(outer.score),
  }
})

export interface OrganizationPage {
  items: OrganizationItem[]
  /** As the Data Hub counts it; null when the answer has none. */
  total: number | null
}

const organizationItems = listOf(organizationItem)

/** An organization search answer (`{results, total}`); unreadable items are left out. */
export function organizationPage(value: unknown): OrganizationPage {
  const body = record.parse(value)
  return { items: organizationItems.parse(body.results), total: num.parse(body.total) }
}
