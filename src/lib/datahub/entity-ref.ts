import { ENTITY_PAGES, isEntityType, type EntityType } from '@contract/entity-types'
import { entityName } from './entity-name'
import { isEntityId, record, reject, tolerant } from './fields'

/**
 * A reference to another entity as the SPA shows it. `id` is null for the rare reference that only
 * names its entity (it is then shown as text, not a link); `name` falls back to the ID.
 */
export interface EntityRef {
  id: string | null
  type: EntityType | null
  name: string
}

/** A reference with an ID: something a link can point at. */
export type LinkedEntityRef = EntityRef & { id: string }

export function toEntityType(value: unknown): EntityType | null {
  const upper = typeof value === 'string' ? value.toUpperCase() : ''
  return isEntityType(upper) ? upper : null
}

/** A reference by ID or name, or null when it has neither. */
export function readEntityRef(value: unknown): EntityRef | null {
  const raw = record.parse(value)
  const id = isEntityId(raw.fb_entity_id) ? raw.fb_entity_id : null
  const name = entityName(raw) ?? id
  if (!name) return null
  return { id, type: toEntityType(raw.entity_type), name }
}

/** A reference that can be linked: it must carry a real entity ID. */
export const entityRef = tolerant((value, context): LinkedEntityRef => {
  const ref = readEntityRef(value)
  if (!ref?.id) return reject(context, 'not an entity reference')
  return ref as LinkedEntityRef
})

/**
 * A reference that names its entity by ID or by name; one with neither is no reference at all
 * and fails, so a list never shows rows of "unnamed" entities.
 */
export const namedEntityRef = tolerant((value, context): EntityRef => {
  return readEntityRef(value) ?? reject(context, 'a reference with neither an ID nor a name')
})

/** Route path of an entity page, for links built from data. */
export function entityPath(type: EntityType) {
  return ENTITY_PAGES[type]
}
