/**
 * One query per entity record (docs/datahub-api.md §5): the entity page, the name of a holder in
 * an ownership chain, a pin on a map, the origin of a nearby search and the watchlist's version
 * check all read the same cache entry and derive what they need with `select`, so one request
 * serves them all. The selectors here are plain functions (no schema library): the watchlist on
 * the start page uses them, and the start page's JavaScript has a budget.
 */
// The query itself is in a module of its own, small enough for the entry script, which asks for
// a linked or hovered entity's record before the page's code has arrived (lib/entity/entity-intent.ts).
export { entityRecordQuery } from './entity-record-options'
import { entityName } from '@/lib/datahub/entity-name'
import { readCoordinate } from '@/lib/datahub/coordinate'

type Raw = Record<string, unknown>

function asRecord(value: unknown): Raw {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {}
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null
}

/** `fb_entity_version`: changes whenever any field of the record changes (§1). */
export function recordVersion(raw: unknown): string | null {
  return nonEmpty(asRecord(raw).fb_entity_version)
}

/**
 * An organization's register status code (`INSOLVENCY_PROCEEDINGS`, …): an object on records and
 * a string in older data (§9.1). Null for persons and places.
 */
export function recordStatusCode(raw: unknown): string | null {
  const status = asRecord(raw).status
  const code = nonEmpty(status) ?? nonEmpty(asRecord(status).status)
  return code ? code.toUpperCase() : null
}

/** What to call the entity: its name (lib/datahub/entity-name), a place's formatted address. */
export function recordName(raw: unknown): string | null {
  return entityName(raw) ?? nonEmpty(asRecord(raw).formatted_address)
}

/**
 * Where the entity is: a place's own coordinate, an organization's address, a person's home
 * (postal-code level, §5.2). Null when the record has none.
 */
export function recordCoordinate(raw: unknown): { lat: number; lon: number } | null {
  const record = asRecord(raw)
  return (
    readCoordinate(record.coordinate) ??
    readCoordinate(asRecord(record.address).coordinate) ??
    readCoordinate(asRecord(asRecord(record.locations).home).coordinate)
  )
}
