/**
 * The one reader of a catalogue entry's key (a stream, a service, a relation): `key` or, in
 * older data, `_key` (docs/datahub-api.md §9 (15)); numbers are read as their digits. Plain code
 * (no schema library): the typeahead on the first page reads data search results with it.
 */
export function keyField(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return null
  const { key, _key } = raw as Record<string, unknown>
  for (const candidate of [key, _key]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate.trim()
    if (typeof candidate === 'number' && Number.isFinite(candidate)) return String(candidate)
  }
  return null
}

/**
 * The key from `key`/`_key`, else from the long `id`, which carries a prefix such as
 * `data_streams/` or `relations/`. Null when none of them is there.
 */
export function catalogueKey(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return null
  const key = keyField(raw)
  if (key) return key
  const { id } = raw as Record<string, unknown>
  if (typeof id === 'string' && id.includes('/')) return id.slice(id.lastIndexOf('/') + 1) || null
  return null
}
