/**
 * `fb_entity_id`: lowercase hex, normally 32 characters, but real data has shorter ones (a published
 * person ID has 31), so anything from 1 to 32 is a real ID (docs/datahub-api.md §1, §9 (13)). In a
 * module of its own: the inline script of index.html checks a deep link's ID with it.
 */
export const ENTITY_ID_PATTERN = /^[a-f0-9]{1,32}$/

export function isEntityId(value: unknown): value is string {
  return typeof value === 'string' && ENTITY_ID_PATTERN.test(value)
}
