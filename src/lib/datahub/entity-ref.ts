import { isEntityId, record, reject, text, tolerant } from './fields'

export type EntityType = 'ORGANIZATION' | 'PERSON' | 'LOCATION'

export interface EntityRef {
  id: string
  type: EntityType | null
  name: string
}

export function toEntityType(value: unknown): EntityType | null {
  const upper = typeof value === 'string' ? value.toUpperCase() : ''
  return upper === 'ORGANIZATION' || upper === 'PERSON' || upper === 'LOCATION' ? upper : null
}

/**
 * A reference to another entity. The name is `display_name`, or `attributes.display_name.en` in
 * older data (§9.5), or a `name` string; the ID must be a real entity ID or the ref is dropped.
 */
export const entityRef = tolerant((value, context): EntityRef => {
  const raw = record.parse(value)
  const id = raw.fb_entity_id
  if (!isEntityId(id)) return reject(context, 'not an entity reference')
  const attributes = record.parse(raw.attributes)
  const attributeName = record.parse(attributes.display_name)
  const name =
    text.parse(raw.display_name) ??
    text.parse(attributeName.en) ??
    text.parse(attributeName.de) ??
    text.parse(attributes.display_name) ??
    text.parse(raw.name) ??
    id
  return { id, type: toEntityType(raw.entity_type), name }
})

/** Route path of an entity page, for links built from data. */
export function entityPath(
  type: EntityType,
): '/organizations/$id' | '/persons/$id' | '/locations/$id' {
  if (type === 'PERSON') return '/persons/$id'
  if (type === 'LOCATION') return '/locations/$id'
  return '/organizations/$id'
}
