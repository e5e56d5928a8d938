/**
 * The one fetch wrapper of the SPA. Every call to the Data Hub goes through here: relative
 * `/api/v2/...` URLs only (the proxy adds the key), the caller's AbortSignal forwarded, and every
 * failure turned into an `ApiError` that carries the status and a readable detail.
 */

import type { BatchAnswer } from './batch'
import type { UpstreamInfo } from '@contract/upstream'
import { apiRequestInit, buildUrl, type QueryParams } from './datahub-request'
import { takeEarlyResponse } from '@/first-paint/early-fetch'

export { API_BASE, buildUrl, type QueryParams, type QueryValue } from './datahub-request'
/** The proxy's batch of small GETs (proxy/batch.ts). */
const BATCH_URL = '/api/explorer/batch'

/**
 * A refusal by the explorer's own server: the user reached a budget the team set (a request rate
 * per minute, or a daily number of Data Hub calls). Waiting is the only cure, so it is explained
 * with its reset time and never retried automatically.
 */
export interface BudgetInfo {
  kind: 'rate' | 'daily'
  resetsAt: Date
  limit: number | null
}

export class ApiError extends Error {
  readonly status: number
  readonly detail: unknown
  /** Seconds the server asked us to wait (429/503 `Retry-After`), when given. */
  readonly retryAfter: number | null
  /**
   * The explorer's own proxy gave up waiting for the upstream (`X-Proxy-Timeout: 1` on its 504).
   * The upstream may still be working on the request and charging for it, so it is never retried
   * (docs/datahub-api.md §9, Cost).
   */
  readonly proxyTimeout: boolean
  /** Set when the explorer's server refused the request for a user's budget (429, `X-Budget`). */
  readonly budget: BudgetInfo | null
  /**
   * What went wrong when the client itself knows it (no answer at all, an answer that is not
   * JSON): the error page words it in the reader's language when it shows it, since errors are
   * kept in the query cache across a language switch. `message` stays English (logs, tests).
   */
  problem: 'network' | 'invalid-json' | null = null

  constructor(
    status: number,
    detail: unknown,
    retryAfter: number | null = null,
    proxyTimeout = false,
    budget: BudgetInfo | null = null,
  ) {
    super(describeDetail(status, detail))
    this.name = 'ApiError'
    this.status = status
    this.detail = detail
    this.retryAfter = retryAfter
    this.proxyTimeout = proxyTimeout
    this.budget = budget
  }

  get isNotFound() {
    return this.status === 404
  }

  /** FastAPI-style validation errors (422) as `{field, message}` pairs. */
  get fieldErrors(): { field: string; message: string }[] {
    if (!Array.isArray(this.detail)) return []
    return this.detail.flatMap((item) => {
      if (!item || typeof item !== 'object') return []
      const { loc, msg } = item as { loc?: unknown; msg?: unknown }
      const path = Array.isArray(loc) ? loc.map(String) : []
      return [{ field: path[path.length - 1] ?? '', message: typeof msg === 'string' ? msg : '' }]
    })
  }
}

/** Status 0: the request never got an HTTP answer (offline, proxy down, body not JSON). */
export class NetworkError extends ApiError {
  constructor(message: string) {
    super(0, message)
    this.name = 'NetworkError'
    this.problem = 'network'
  }
}

function describeDetail(status: number, detail: unknown): string {
  if (typeof detail === 'string' && detail.trim()) return humanizeCode(detail)
  if (Array.isArray(detail) && detail.length > 0) {
    return detail
      .map((item) => {
        if (!item || typeof item !== 'object') return String(item)
        const { loc, msg } = item as { loc?: unknown; msg?: unknown }
        const where = Array.isArray(loc)
          ? loc.filter((part) => part !== 'query' && part !== 'body').join('.')
          : ''
        return where ? `${where}: ${String(msg)}` : String(msg)
      })
      .join('; ')
  }
  return status ? `Request failed with status ${status}` : 'The request failed'
}

/** `ORGANIZATION_NOT_FOUND` → "Organization not found"; other strings pass through. */
function humanizeCode(text: string): string {
  if (!/^[A-Z][A-Z0-9_]+$/.test(text)) return text
  const words = text.toLowerCase().replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Set by the explorer's proxy on a 504 of its own making (its upstream timeout). */
export const PROXY_TIMEOUT_HEADER = 'X-Proxy-Timeout'

/** Reads `detail`, else `message`, else the raw text, as docs/datahub-api.md §2 asks. */
async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  let detail: unknown = text || response.statusText
  try {
    const body = JSON.parse(text) as { detail?: unknown; message?: unknown }
    detail = body.detail ?? body.message ?? text
  } catch {
    // Not JSON: keep the raw text.
  }
  const retryAfterHeader = response.headers.get('Retry-After')
  const retryAfter =
    retryAfterHeader !== null && /^\d+$/.test(retryAfterHeader) ? Number(retryAfterHeader) : null
  const proxyTimeout = response.headers.get(PROXY_TIMEOUT_HEADER)?.trim() === '1'
  const budget = response.status === 429 ? readBudget(response.headers) : null
  return new ApiError(response.status, detail, retryAfter, proxyTimeout, budget)
}

/** The explorer server's budget headers (proxy/ops/budgets.ts); null on any other 429. */
function readBudget(headers: Headers): BudgetInfo | null {
  const kind = headers.get('X-Budget')?.trim()
  const resetsAt = new Date(headers.get('X-Budget-Reset') ?? '')
  if ((kind !== 'rate' && kind !== 'daily') || Number.isNaN(resetsAt.getTime())) return null
  const limit = Number(headers.get('X-Budget-Limit'))
  return { kind, resetsAt, limit: Number.isInteger(limit) && limit > 0 ? limit : null }
}

/** Marks the proxy's own 401 (the session ended), unlike the upstream's 401 (a bad API key). */
export const SIGN_IN_HEADER = 'X-Explorer-Sign-In'

/**
 * Sends the browser to sign-in and back to this very view (the URL holds the view's state,
 * including what was typed into searches and service forms). Once, however many requests fail.
 */
export const signInNavigation = {
  started: false,
  // Replaced in tests: jsdom cannot navigate.
  go: (url: string) => window.location.assign(url),
}
export function goToSignIn(signInPath = '/auth/sign-in') {
  if (signInNavigation.started) return
  signInNavigation.started = true
  const { pathname, search, hash } = window.location
  signInNavigation.go(`${signInPath}?next=${encodeURIComponent(pathname + search + hash)}`)
}

async function failure(response: Response): Promise<ApiError> {
  const signIn = response.status === 401 ? response.headers.get(SIGN_IN_HEADER) : null
  if (signIn?.startsWith('/')) goToSignIn(signIn)
  return readError(response)
}

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
      const response = await fetch(BATCH_URL, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json; charset=utf-8' },
        credentials: 'same-origin',
        body: JSON.stringify({ requests: paths }),
      })
      if (!response.ok) throw await failure(response)
      return ((await response.json()) as { answers: BatchAnswer[] }).answers
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
  if (!response.ok) throw await failure(response)
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

const RETRYABLE_STATUSES = new Set([429, 502, 503, 504])
const MAX_RETRIES = 3

/**
 * Retry only what can succeed later: rate limits, gateway faults and network errors; never 4xx,
 * never a timeout the proxy declared itself: the upstream may still be computing (and billing)
 * the first attempt, so a retry would pay twice for one answer; and never a budget refusal, which
 * only time cures (its reset can be hours away).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false
  if (!(error instanceof ApiError)) return false
  if (error.proxyTimeout || error.budget) return false
  return error.status === 0 || RETRYABLE_STATUSES.has(error.status)
}

/** Exponential backoff with jitter, or exactly what `Retry-After` asked for (capped at 30 s). */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfter !== null)
    return Math.min(error.retryAfter, 30) * 1000
  const base = Math.min(500 * 2 ** failureCount, 8000)
  return base / 2 + Math.random() * (base / 2)
}

/** Who is signed in (GET /api/explorer/session, served by the proxy). */
export type SessionInfo =
  | { auth: 'none' }
  | { auth: 'basic' | 'oidc'; user: { id: string; name: string } | null; signOut: string }

/** GET of the proxy's own small JSON endpoints (/api/explorer/...), never the Data Hub. */
async function fetchExplorer<T>(name: string, signal?: AbortSignal): Promise<T> {
  let response: Response
  try {
    response = await fetch(`/api/explorer/${name}`, {
      signal: signal ?? null,
      headers: { Accept: 'application/json' },
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new NetworkError('Could not reach the server.')
  }
  if (!response.ok) throw await failure(response)
  return (await response.json()) as T
}

export const fetchUpstreamInfo = (signal?: AbortSignal) =>
  fetchExplorer<UpstreamInfo>('upstream', signal)

export const fetchSession = (signal?: AbortSignal) => fetchExplorer<SessionInfo>('session', signal)

/**
 * A call to the explorer's own server API (/api/explorer/…: watchlists and monitoring), never the
 * Data Hub. Same-origin with the session cookie; failures become ApiErrors with the server's detail.
 */
export async function explorerRequest(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(`/api/explorer/${path}`, {
      method,
      signal: signal ?? null,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json; charset=utf-8' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new NetworkError('Could not reach the server.')
  }
  if (!response.ok) throw await failure(response)
  return response.status === 204 ? null : ((await response.json()) as unknown)
}
