import { entityName } from './entity-name'
import { isEntityId, listOf, num, record, reject, text, tolerant } from './fields'
import type { LinkedEntityRef } from './entity-ref'
import { readLinkItem } from './relation-links'
import { sourceKey } from './source'

export interface PersonRole {
  /** `MANAGING_DIRECTOR`, `SHAREHOLDER`, ... */
  label: string
  organization: LinkedEntityRef
  startDate: string | null
  /** Null while the role is active. */
  endDate: string | null
}

export interface PersonSearchItem {
  id: string
  name: string
  given: string | null
  family: string | null
  home: string | null
  roles: PersonRole[]
  source: string | null
  score: number | null
}

/** A person's role as person search lists it (§4.2): a link record with the organization at `entity_to`. */
const role = tolerant((value, context): PersonRole => {
  const item = readLinkItem(value, { farType: 'ORGANIZATION', fallbackEnd: 'to' })
  const id = item?.entity.id
  if (!item || !id) return reject(context, 'role without organization')
  return {
    label: item.label ?? 'ROLE',
    organization: { ...item.entity, id, type: 'ORGANIZATION' },
    startDate: item.startDate,
    endDate: item.endDate,
  }
})

/** One item of §4.2 person search (also the role source of the person page, §5.2). */
export const personSearchItem = tolerant((value, context): PersonSearchItem => {
  const outer = record.parse(value)
  const entity = record.parse(outer.entity ?? outer)
  if (!isEntityId(entity.fb_entity_id)) return reject(context, 'person result without ID')
  const name = record.parse(entity.name)
  const given = text.parse(name.given)
  const family = text.parse(name.family)
  const relations = record.parse(entity.relations)
  return {
    id: entity.fb_entity_id,
    name: entityName(entity) ?? entity.fb_entity_id,
    given,
    family,
    home: text.parse(record.parse(record.parse(entity.locations).home).formatted_address),
    roles: listOf(role).parse(relations.ORGANIZATION ?? relations.organization),
    source: sourceKey(outer) ?? sourceKey(entity),
    score: num.parse(outer.score),
  }
})

/** Active roles first, then by start date, newest first. */
export function sortRoles(roles: PersonRole[]): PersonRole[] {
  return [...roles].sort((a, b) => {
    if (!a.endDate !== !b.endDate) return a.endDate ? 1 : -1
    return (b.startDate ?? '').localeCompare(a.startDate ?? '')
  })
}
