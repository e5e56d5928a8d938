/**
 * The Data Hub's request paths (docs/datahub-api.md), relative to API_BASE: the SPA, the proxy's
 * monitor, the tests and the benchmarks build their URLs with these, so they all ask the same thing.
 */
import type { RecordEntityType } from './entity-types'

/** Where the proxy forwards to the Data Hub (and where the hub serves it). */
export const API_BASE = '/api/v2'

/** The entity record (§5): the page, the hover card, the early ask and the monitor. */
export const entityRecordPath = (type: RecordEntityType, id: string) =>
  `/entities/${type}/get/${encodeURIComponent(id)}`

/** The relation list of an entity type (§7); either case of the type is accepted. */
export const relationListPath = (type: string) => `/relation/list/${type.toLowerCase()}`

/** One relation slice of one entity (§7), a POST with `{ params }`. */
export const relationResolvePath = (key: string, entityId: string) =>
  `/relation/resolve/${encodeURIComponent(key)}/${encodeURIComponent(entityId)}`
