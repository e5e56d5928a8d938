import { isEntityId, listOf, num, record, reject, text, tolerant } from './fields'
import { entityRef, type EntityRef } from './entity-ref'
import { sourceKey } from './source'

export interface PersonRole {
  /** `MANAGING_DIRECTOR`, `SHAREHOLDER`, ... */
  label: string
  organization: EntityRef
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

const role = tolerant((value, context): PersonRole => {
  const raw = record.parse(value)
  const organization = entityRef.safeParse(raw.entity_to)
  if (!organization.success) return reject(context, 'role without organization')
  const meta = record.parse(raw.meta)
  return {
    label: text.parse(raw.label) ?? 'ROLE',
    organization: { ...organization.data, type: 'ORGANIZATION' },
    startDate: text.parse(meta.start_date ?? raw.start_date),
    endDate: text.parse(meta.end_date ?? raw.end_date),
  }
})

export function personName(given: string | null, family: string | null, fallback: string): string {
  return [given, family].filter(Boolean).join(' ') || fallback
}

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
    name: personName(
      given,
      family,
      text.parse(entity.display_name) ?? text.parse(entity.name) ?? entity.fb_entity_id,
    ),
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
