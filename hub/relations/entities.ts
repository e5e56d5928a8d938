/** Finding the entity a relation is resolved on, and naming the entities a slice refers to. */
import type { EntityType } from '../../contract/entity-types'
import type { Database, Statement } from 'better-sqlite3'

const cache = new WeakMap<Database, Map<string, Statement>>()

/** Prepared statements cached per database: resolving must not re-parse SQL on every request. */
export function statement(db: Database, sql: string): Statement {
  let statements = cache.get(db)
  if (!statements) cache.set(db, (statements = new Map()))
  let prepared = statements.get(sql)
  if (!prepared) statements.set(sql, (prepared = db.prepare(sql)))
  return prepared
}

export interface OrganizationEntity {
  type: 'ORGANIZATION'
  id: string
  displayName: string
  lat: number
  lon: number
  legalForm: string
  /** Stamm-/Grundkapital in EUR; null for forms without one. */
  shareCapital: number | null
  sizeClass: string | null
  city: string | null
  street: string | null
  houseNumber: string | null
  postalCode: string | null
  registerCourt: string
  registerType: string
  registerNumber: string
}

export interface PersonEntity {
  type: 'PERSON'
  id: string
  displayName: string
}

export interface LocationEntity {
  type: 'LOCATION'
  id: string
  displayName: string
  subtype: string
  lat: number
  lon: number
  city: string | null
  cityId: number | null
  districtAgs: string | null
}

export type ResolvedEntity = OrganizationEntity | PersonEntity | LocationEntity

export interface Ref {
  fb_entity_id: string
  entity_type: EntityType
  display_name: string
}

const LOOKUPS: Record<EntityType, (db: Database, id: string) => ResolvedEntity | undefined> = {
  ORGANIZATION: (db, id) =>
    statement(
      db,
      `SELECT 'ORGANIZATION' AS type, id, name AS displayName, lat, lon, legal_form AS legalForm,
        share_capital AS shareCapital, size_class AS sizeClass, city, street, house_number AS houseNumber, postal_code AS postalCode,
        register_court AS registerCourt, register_type AS registerType, register_number AS registerNumber
      FROM organizations WHERE id = ?`,
    ).get(id) as OrganizationEntity | undefined,
  PERSON: (db, id) =>
    statement(
      db,
      `SELECT 'PERSON' AS type, id, given || ' ' || family AS displayName FROM persons WHERE id = ?`,
    ).get(id) as PersonEntity | undefined,
  LOCATION: (db, id) =>
    statement(
      db,
      `SELECT 'LOCATION' AS type, id, formatted_address AS displayName, subtype, lat, lon, city,
        city_id AS cityId, district_ags AS districtAgs FROM locations WHERE id = ?`,
    ).get(id) as LocationEntity | undefined,
}

/** Looks the id up among organizations, persons and locations, the relation's own types first. */
export function findEntity(
  db: Database,
  id: string,
  preferred: readonly EntityType[],
): ResolvedEntity | undefined {
  const order = [
    ...preferred,
    ...(['ORGANIZATION', 'PERSON', 'LOCATION'] as const).filter(
      (type) => !preferred.includes(type),
    ),
  ]
  for (const type of order) {
    const entity = LOOKUPS[type](db, id)
    if (entity) return entity
  }
  return undefined
}

export const refOf = (entity: ResolvedEntity): Ref => ({
  fb_entity_id: entity.id,
  entity_type: entity.type,
  display_name: entity.displayName,
})

/** SQL expression for a role holder's display name; needs `p` (persons) and `h` (organizations) joined. */
export const HOLDER_NAME = `COALESCE(p.given || ' ' || p.family, h.name, 'Unbekannt')`
export const HOLDER_JOINS = `LEFT JOIN persons p ON r.holder_type = 'PERSON' AND p.id = r.holder_id
  LEFT JOIN organizations h ON r.holder_type = 'ORGANIZATION' AND h.id = r.holder_id`
