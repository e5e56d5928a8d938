/**
 * A deep link's first Data Hub requests, sent by a small inline script of index.html
 * (early-data.ts) while the app's code is still on its way, and adopted by the one fetch wrapper
 * (lib/api/datahub-client.ts) when the app asks for the same request. The entry script runs only once its whole
 * static graph (React, the router, Query, Lingui, the route tree) is fetched and evaluated; asking
 * before that saves that time on the first answer of every deep link.
 *
 * Each request is sent once: the app's identical request (method, URL, body) takes the early
 * response instead of fetching, once; a second identical request fetches as usual. An early
 * response nobody took within EARLY_MAX_AGE_MS is dropped, so a later visit to the same view never
 * sees it. The app's AbortSignal cancels the early request it took, as it would its own. A failed
 * early request fails the request that took it, and the wrapper reports it like any other.
 */

/** Where the inline script leaves its requests for the app: request key → entry. */
export const EARLY_GLOBAL = '__dhxEarly'

/** Long enough for the entry script on a slow machine, short against the query cache's minute. */
export const EARLY_MAX_AGE_MS = 20_000

export interface EarlyRequest {
  method: 'GET' | 'POST'
  /** As api-request.ts `buildUrl` writes it. */
  url: string
  /** A POST's JSON body, as the wrapper writes it. */
  body?: string
}

interface EarlyEntry {
  /** Null once dropped unused: the key stays, so what was never taken can be seen (e2e). */
  response: Promise<Response> | null
  controller: AbortController
}

type EarlyMap = Map<string, EarlyEntry>
type Host = Record<string, unknown>

export const earlyKey = (method: string, url: string, body?: string) =>
  `${method} ${url}${body === undefined ? '' : ` ${body}`}`

const earlyMap = (host: Host) => host[EARLY_GLOBAL] as EarlyMap | undefined

/** Sends the requests and leaves them for the app; called by the inline script only. */
export function startEarlyRequests(
  requests: EarlyRequest[],
  init: (request: EarlyRequest) => RequestInit,
  host: Host = globalThis as unknown as Host,
  send: typeof fetch = fetch,
) {
  if (requests.length === 0) return
  const map: EarlyMap = new Map()
  host[EARLY_GLOBAL] = map
  for (const request of requests) {
    const controller = new AbortController()
    const response = send(request.url, { ...init(request), signal: controller.signal })
    // Nobody may be there to read a failure yet: the request that takes it will.
    response.catch(() => undefined)
    map.set(earlyKey(request.method, request.url, request.body), { response, controller })
  }
  setTimeout(() => {
    for (const entry of map.values()) entry.response = null
  }, EARLY_MAX_AGE_MS)
}

/**
 * The early response to this request, once; undefined when there is none (or it was taken or
 * dropped), and the caller fetches as usual. The caller's signal aborts the early request.
 */
export function takeEarlyResponse(
  method: string,
  url: string,
  body: string | undefined,
  signal: AbortSignal | null | undefined,
  host: Host = globalThis as unknown as Host,
): Promise<Response> | undefined {
  const map = earlyMap(host)
  // An aborted request is never sent; the early one stays for the request that follows.
  if (!map || signal?.aborted) return undefined
  const key = earlyKey(method, url, body)
  const entry = map.get(key)
  if (!entry?.response) return undefined
  map.delete(key)
  signal?.addEventListener('abort', () => entry.controller.abort(signal.reason), { once: true })
  return entry.response
}
