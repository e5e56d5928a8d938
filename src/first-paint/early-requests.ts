/**
 * Which Data Hub requests a page asks for first, known from its URL alone: the inline
 * script of index.html (src/first-paint/early-data.ts) sends them before the app's code has run,
 * and the app adopts them (early-fetch.ts). Only what the page is certain to ask for at once is
 * listed, so nothing is sent that the page would not send itself; anything less certain (a `?tab=`,
 * a sorted or filtered dataset view, an answer the browser may have stored) is left to the page.
 *
 * Kept in step with the page's own queries by early-requests.test.ts, which runs the routes'
 * loaders and the start page's queries and compares what they ask with this list.
 */
import { decode } from '@tanstack/router-core'
import { entityRecordPath, relationListPath, relationResolvePath } from '@contract/requests'
import { PAGE_SIZE } from '@/features/datasets/api/rows-page'
import { buildUrl } from '@/lib/api/datahub-request'
import type { EarlyRequest } from './early-fetch'
import { entityOfPath } from './entity-path'
import type { OpeningSlices } from './opening-slices'
import { STORED_ANSWER, storedAnswerKey } from '@/lib/query/stored-answer-key'

/**
 * The search object as the router reads it (router-core's `defaultParseSearch`: decoded, then
 * each value that may be JSON parsed as JSON), without pulling its serializer into this script.
 */
function parseSearch(search: string): Record<string, unknown> {
  const params = decode(search.replace(/^\?/, '')) as Record<string, unknown>
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string' || !/^(?:\s|["[{\d-]|fa|nu|tr)/.test(value)) continue
    try {
      params[key] = JSON.parse(value)
    } catch {
      // Not JSON: the text as it is.
    }
  }
  return params
}

/** Fusion search's `q` as the route reads it (routes/search.tsx): trimmed, at most 200 characters. */
function fusionQuery(search: Record<string, unknown>): string {
  const q = search.q
  const trimmed = typeof q === 'string' ? q.trim() : ''
  return trimmed.length <= 200 ? trimmed : ''
}

/** Parameters of a dataset link that leave its first rows as they are (`lang`: any page's). */
const ROWS_NEUTRAL = new Set(['hidden', 'widths', 'version', 'lang'])

function storedAnswer(storage: Pick<Storage, 'getItem'> | null, name: string): boolean {
  try {
    return storage?.getItem(storedAnswerKey(name)) != null
  } catch {
    // Storage disabled: the page finds nothing stored either.
    return false
  }
}

const get = (url: string): EarlyRequest => ({ method: 'GET', url })

/** The requests the page at this location asks for first; [] when that is not certain. */
export function earlyRequests(
  { pathname, search }: { pathname: string; search: string },
  storage: Pick<Storage, 'getItem'> | null,
  opening: OpeningSlices,
): EarlyRequest[] {
  const params = parseSearch(search)
  const entity = entityOfPath(pathname)
  if (entity) {
    const requests = [
      get(buildUrl(entityRecordPath(entity.type, entity.id))),
      get(buildUrl(relationListPath(entity.type))),
    ]
    const tabKey = opening[entity.type]
    if (tabKey && !('tab' in params))
      requests.push({
        method: 'POST',
        url: buildUrl(relationResolvePath(tabKey, entity.id)),
        body: JSON.stringify({ params: {} }),
      })
    return requests
  }
  if (/^\/search\/?$/.test(pathname)) {
    const q = fusionQuery(params)
    return q ? [get(buildUrl('/search/fusion', { q }))] : []
  }
  const dataset = /^\/datasets\/([A-Za-z0-9._~-]+)\/?$/.exec(pathname)?.[1]
  if (dataset) {
    const requests = [get(buildUrl(`/stream/base/${dataset}`))]
    if (Object.keys(params).every((key) => ROWS_NEUTRAL.has(key)))
      requests.push(
        get(buildUrl(`/stream/data/${dataset}`, { skip: 0, limit: PAGE_SIZE, format: 'json' })),
      )
    return requests
  }
  if (pathname === '/') {
    const requests: EarlyRequest[] = []
    if (!storedAnswer(storage, STORED_ANSWER.exampleOrganizations))
      requests.push(
        get(
          buildUrl('/search/entities/organization', {
            limit: 3,
            filters: JSON.stringify({ status: 'ACTIVE' }),
          }),
        ),
      )
    if (!storedAnswer(storage, STORED_ANSWER.catalogue))
      requests.push(
        get(
          buildUrl('/search/data', { limit: 100, include_streams: true, include_services: true }),
        ),
      )
    return requests
  }
  return []
}
