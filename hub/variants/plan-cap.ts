/**
 * The plan cap of docs/datahub-api.md §6 and §9.17: without a subscription a stream answers at
 * most 10 rows, while `meta.entry_count` keeps the full size. In the documented-variants mode the
 * streams below are "not subscribed": rows at index 10 and beyond are never served, whatever
 * `skip` and `limit` ask. The KPI dataset (the million-row one at default scale) stays subscribed.
 */

/** Keys of the plan-capped streams; tests and the e2e suite pick capped or uncapped data here. */
export const PLAN_CAPPED_STREAM_KEYS: ReadonlySet<string> = new Set([
  '4412095001', // German districts: population and area
  '4412095004', // German postal codes
  '4412095005', // European cities
  '5120448302', // Management appointments
  '5990427999', // Commercial register publications
])

/** The subscribed KPI dataset, named so nobody caps it by mistake. */
export const UNCAPPED_KPI_STREAM_KEY = '5601746999'

export const PLAN_CAP_ROWS = 10

const STREAM_ROWS = /^\/api\/v2\/stream\/data\/(?:search\/)?([^/]+)$/
const WHOLE_NUMBER = /^\d+$/

export interface CappedRequest {
  url: URL
  /** The window starts at or after row 10: answer no rows (after the hub has checked the rest). */
  empty: boolean
}

/**
 * The request to pass on for a capped stream's rows, or null when it is not one (or when `skip`
 * or `limit` is malformed: the hub then answers its own 422 unchanged).
 */
export function capStreamRequest(url: URL): CappedRequest | null {
  const key = STREAM_ROWS.exec(url.pathname)?.[1]
  if (!key || !PLAN_CAPPED_STREAM_KEYS.has(key)) return null
  const skipText = url.searchParams.get('skip') || '0'
  const limitText = url.searchParams.get('limit')
  if (!WHOLE_NUMBER.test(skipText.trim())) return null
  if (limitText && (!WHOLE_NUMBER.test(limitText.trim()) || Number(limitText) < 1)) return null
  const skip = Number(skipText)
  const capped = new URL(url)
  if (skip >= PLAN_CAP_ROWS) {
    // One row is still asked for, so an unknown column or a bad filter gets its 422.
    capped.searchParams.set('limit', '1')
    return { url: capped, empty: true }
  }
  const room = PLAN_CAP_ROWS - skip
  const limit = limitText ? Math.min(Number(limitText), room) : room
  capped.searchParams.set('limit', String(limit))
  return { url: capped, empty: false }
}

/** No rows, in the format the hub chose (msgpack's empty array is the single byte 0x90). */
export function emptyRows(response: Response): Response {
  const msgpack = (response.headers.get('content-type') ?? '').includes('msgpack')
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  const body = msgpack ? new Uint8Array([0x90]) : '[]'
  return new Response(body, { status: response.status, headers })
}
