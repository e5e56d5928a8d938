/**
 * Data versions in the documented-variants mode.
 *
 * §9 (4): the metadata's `data_updated_at` comes without its offset (read as UTC), as in older data.
 *
 * §9 (9): `version_boundary` is read at the top level or inside
 * `query_parameters`, and a client cannot know which. In the documented-variants mode each stream
 * reads it in one place only and ignores it in the other, as a service that does not know the
 * parameter there would: a client that sends it in just one place gets every row back for half
 * of the streams, silently. Streams whose key ends in an odd digit read it inside
 * `query_parameters`, the others at the top level.
 */

const STREAM_ROWS = /^\/api\/v2\/stream\/data\/([^/]+)$/

export type BoundaryPlace = 'top-level' | 'query_parameters'

export function boundaryPlace(streamKey: string): BoundaryPlace {
  const last = Number(streamKey.at(-1))
  return Number.isInteger(last) && last % 2 === 1 ? 'query_parameters' : 'top-level'
}

/** Drops `version_boundary` from the place this stream does not read it (in place). */
export function keepOneBoundaryPlace(url: URL): void {
  const key = STREAM_ROWS.exec(url.pathname)?.[1]
  if (!key) return
  if (boundaryPlace(key) === 'query_parameters') {
    url.searchParams.delete('version_boundary')
    return
  }
  const raw = url.searchParams.get('query_parameters')
  if (!raw) return
  let parameters: unknown
  try {
    parameters = JSON.parse(raw)
  } catch {
    return // The hub answers its own 400 for JSON it cannot read.
  }
  if (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters)) return
  if (!('version_boundary' in parameters)) return
  const { version_boundary: _ignored, ...rest } = parameters as Record<string, unknown>
  url.searchParams.set('query_parameters', JSON.stringify(rest))
}

/** `2026-02-16T09:14:05.120000+00:00` → `2026-02-16T09:14:05.120000` on GET /stream/base. */
export function naiveDataUpdatedAt(base: unknown): unknown {
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return base
  const record = base as Record<string, unknown>
  const value = record.data_updated_at
  if (typeof value !== 'string') return base
  return { ...record, data_updated_at: value.replace(/(?:Z|[+-]00:?00)$/, '') }
}
