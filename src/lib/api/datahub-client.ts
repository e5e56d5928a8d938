/**
 * The Data Hub client: every call to the Data Hub goes through here. Relative `/api/v2/...` URLs
 * only (the proxy adds the key), the caller's AbortSignal forwarded, a deep link's early response
 * taken over, small GETs batched on request, and every failure turned into an `ApiError`
 * (errors.ts) that carries the status and a readable detail. The explorer's own API has its own
 * client (explorer-client.ts).
 */

import type { BatchAnswer } from './batch'
import { apiRequestInit, buildUrl, type QueryParams } from './datahub-request'
import { ApiError, failureOf, NetworkError } from './errors'
import { explorerRequest } from './explorer-client'
import { takeEarlyResponse } from '@/first-paint/early-fetch'

export { API_BASE, buildUrl, type QueryParams, type QueryValue } from './datahub-request'

export interface RequestOptions {
  signal?: AbortSignal | undefined
  params?: QueryParams | undefined
  body?: unknown
  /**
   * A small GET that may travel in one batch with others asked at the same moment (lib/api/batch):
   * for pages that need many small answers at once (the start page's counts). A number: the most
   * requests one batch may hold (at most lib/api/batch's MAX_PER_BATCH, which `true` means).
   */
  batch?: boolean | number
}

type BatchedFetch = (
  url: string,
  signal: AbortSignal | null,
  perBatch?: number,
) => Promise<Response>
let batcher: Promise<BatchedFetch> | undefined

/**
 * Small GETs asked together travel as one POST to the explorer's own server (its `batch`,
 * proxy/gateway/batch.ts), through the explorer's one fetcher.
 * The batcher loads with the first batched request: the counts that ask through it come after the
 * first paint, and the first page's JavaScript is budgeted (scripts/bundle-budget.test.ts).
 * Requests asked while it loads wait for it together, so they still travel in one batch.
 */
function batchedFetch(
  url: string,
  signal: AbortSignal | null,
  perBatch: number | undefined,
): Promise<Response> {
  batcher ??= import('./batch').then(({ createBatcher }) =>
    createBatcher(async (paths) => {
      const answer = await explorerRequest('batch', { method: 'POST', body: { requests: paths } })
      return (answer as { answers: BatchAnswer[] }).answers
    }),
  )
  return batcher.then((fetchBatched) => fetchBatched(url, signal, perBatch))
}

async function request(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<unknown> {
  const body = method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined
  const signal = options.signal ?? null
  let response: Response
  try {
    const url = buildUrl(path, options.params)
    // A deep link's first requests were sent before the app's code ran (early-fetch.ts).
    const early = options.batch ? undefined : takeEarlyResponse(method, url, body, signal)
    response = await (early ??
      (method === 'GET' && options.batch
        ? batchedFetch(url, signal, options.batch === true ? undefined : options.batch)
        : fetch(url, { ...apiRequestInit(method, body), signal })))
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    // The batch itself was refused (sign-in, a budget): its answer says why.
    if (error instanceof ApiError) throw error
    throw new NetworkError('Could not reach the server. Check your connection and try again.')
  }
  if (!response.ok) throw await failureOf(response)
  const text = await response.text()
  try {
    return text ? (JSON.parse(text) as unknown) : null
  } catch {
    const error = new ApiError(
      response.status,
      'The server sent a response that is not valid JSON.',
    )
    error.problem = 'invalid-json'
    throw error
  }
}

export const apiClient = {
  get: (path: string, options?: RequestOptions) => request('GET', path, options),
  post: (path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request('POST', path, { ...options, body }),
}
