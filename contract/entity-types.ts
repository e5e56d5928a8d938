/**
 * The Data Hub's three entity types (docs/datahub-api.md §5) and where each one lives: the
 * upper-case name the records and relations carry, the lower-case one their request paths use, and
 * the SPA's page for it. Everything that names an entity type takes it from here, so a fourth type
 * or a renamed page is one edit.
 */

export const ENTITY_TYPES = ['ORGANIZATION', 'PERSON', 'LOCATION'] as const

export type EntityType = (typeof ENTITY_TYPES)[number]

/** The lower-case form of `/entities/<type>/get/<id>` and `/relation/list/<type>`. */
export type RecordEntityType = Lowercase<EntityType>

export function isEntityType(value: unknown): value is EntityType {
  return ENTITY_TYPES.some((type) => type === value)
}

export function recordType(type: EntityType): RecordEntityType {
  return type.toLowerCase() as RecordEntityType
}

/** The SPA's page of each entity type, as the router names it. */
export const ENTITY_PAGES = {
  ORGANIZATION: '/organizations/$id',
  PERSON: '/persons/$id',
  LOCATION: '/locations/$id',
} as const satisfies Record<EntityType, string>

export type EntityPage = (typeof ENTITY_PAGES)[EntityType]

/**
 * `/organizations/<id>` → the organization and its (still unchecked) ID; null for other paths. A
 * page's path is its record type's plural (ENTITY_PAGES; contract.test.ts holds them together),
 * which keeps this small enough for the inline script of index.html.
 */
export function entityOfPagePath(pathname: string): { type: RecordEntityType; id: string } | null {
  const match = /^\/([a-z]+)s\/([^/]+)\/?$/.exec(pathname)
  const type = match && ENTITY_TYPES.find((candidate) => recordType(candidate) === match[1])
  return type && match ? { type: recordType(type), id: match[2]! } : null
}
