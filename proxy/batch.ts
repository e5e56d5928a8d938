/**
 * `POST /api/explorer/batch`: several small Data Hub GETs in one browser request. A
 * browser opens at most six connections to a host over HTTP/1.1, so a page that needs two dozen
 * small answers (the start page's counts) waited for them in waves of round trips. Here the server
 * asks them side by side, a few at a time, and answers all of them at once.
 *
 * Each request in the batch goes through the proxy app exactly as if the browser had sent it
 * (sign-in gate, the team server's rate and daily budgets, cache, audit, metrics): a batch costs
 * the same credits and counts against the same budgets as its requests sent one by one, and the
 * answer of each is its own (status, the headers the SPA reads, body).
 */
import type { Context, Hono } from 'hono'
import { readLimitedBody } from './body-limit'
import { jsonError } from './forward'

export const BATCH_PATH = '/api/explorer/batch'
/** More than a page asks at once; a bound on the work one browser request can start. */
export const MAX_BATCH_REQUESTS = 40
/**
 * Upstream calls in flight per batch: what a browser would use itself over HTTP/1.1, so a batch
 * never puts more load on the Data Hub at once than the same page without batching.
 */
export const BATCH_CONCURRENCY = 6
const MAX_PATH_LENGTH = 2048
const MAX_BODY = 64 * 1024

/** Headers of a request's answer that the SPA reads (api-client.ts): everything else is dropped. */
const KEPT_HEADERS = [
  'content-type',
  'retry-after',
  'x-proxy-timeout',
  'x-budget',
  'x-budget-limit',
  'x-budget-reset',
  'x-explorer-sign-in',
  'x-cache',
]
/** Headers of the batch that each of its requests carries (who asks, and that it is same-site). */
const PASSED_HEADERS = ['cookie', 'accept-language', 'sec-fetch-site', 'origin', 'user-agent']

export interface BatchAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

type Checked = { ok: true; paths: string[] } | { ok: false; detail: string }

export function checkBatch(body: unknown): Checked {
  const requests = (body as { requests?: unknown } | null)?.requests
  if (!Array.isArray(requests) || requests.length === 0)
    return { ok: false, detail: 'The body must be {"requests": ["/api/v2/…", …]}.' }
  if (requests.length > MAX_BATCH_REQUESTS)
    return { ok: false, detail: `A batch holds at most ${MAX_BATCH_REQUESTS} requests.` }
  for (const path of requests) {
    if (
      typeof path !== 'string' ||
      !path.startsWith('/api/v2/') ||
      path.length > MAX_PATH_LENGTH ||
      path.includes('#')
    )
      return {
        ok: false,
        detail: `Each request must be a path below /api/v2/ of at most ${MAX_PATH_LENGTH} characters.`,
      }
  }
  return { ok: true, paths: requests as string[] }
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function mapLimited<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

async function answerOf(response: Response): Promise<BatchAnswer> {
  const headers: Record<string, string> = {}
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name)
    if (value !== null) headers[name] = value
  }
  return { status: response.status, headers, body: await response.text() }
}

/** Mounts the batch route on the proxy app; each request is dispatched through `app` itself. */
export function mountBatch(app: Hono) {
  app.all(BATCH_PATH, async (c: Context) => {
    if (c.req.method !== 'POST') return jsonError(405, 'Only POST is allowed.', { allow: 'POST' })
    const read = await readLimitedBody(c.req.raw, MAX_BODY)
    if (!read.ok) return jsonError(read.status, read.detail)
    let body: unknown
    try {
      body = JSON.parse(new TextDecoder().decode(read.body))
    } catch {
      return jsonError(400, 'The body must be JSON.')
    }
    const checked = checkBatch(body)
    if (!checked.ok) return jsonError(400, checked.detail)

    const headers = new Headers({ accept: 'application/json' })
    for (const name of PASSED_HEADERS) {
      const value = c.req.raw.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    const answers = await mapLimited(checked.paths, BATCH_CONCURRENCY, async (path) => {
      const request = new Request(new URL(path, c.req.url), {
        method: 'GET',
        headers,
        signal: c.req.raw.signal,
      })
      return answerOf(await app.fetch(request, c.env))
    })
    return c.json({ answers }, 200, { 'cache-control': 'no-store' })
  })
}
