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
 *
 * What one batch may cost the server is bounded (issue 39): its answer holds at most
 * MAX_BATCH_ANSWER_BYTES of bodies (an item that does not fit answers "fetch it alone", which the
 * SPA's batcher does); a path asked twice is fetched and sent once (the second answer names the
 * first); a user has at most MAX_BATCHES_IN_FLIGHT batches running, MAX_BATCHES_WAITING more wait
 * their turn, and further ones are refused (429); and the per-minute rate counts every item, a
 * duplicate too, at once for the whole batch.
 */
import type { Context, Hono } from 'hono'
import { readLimitedBody } from './body-limit'
import { jsonError } from './forward'
import { requestIdentity } from './identity'
import { RATE_VERDICT_BINDING, type RateVerdict } from '../ops/api-pipeline'

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
/**
 * Bytes of answer bodies one batch sends. The SPA batches small GETs (counts, records: a few KiB
 * each, a dozen a batch); without a bound, 40 dataset pages of 8 MiB would be held in memory and
 * sent as one answer. What does not fit is asked alone, and is a cache hit then when it could be
 * kept.
 */
export const MAX_BATCH_ANSWER_BYTES = 2 * 1024 * 1024
/**
 * Batches of one user running at once: each keeps BATCH_CONCURRENCY upstream calls in flight, so a
 * user keeps at most 24. The start page sends a few batches at once (its counts), more with several
 * tabs open: those wait their turn instead of failing.
 */
export const MAX_BATCHES_IN_FLIGHT = 4
/** Batches of one user waiting for their turn; one more is refused with 429. */
export const MAX_BATCHES_WAITING = 16

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

/**
 * One request's answer in the batch: its own; `alone`: too large for the batch, to be asked by
 * itself (status 413 and a detail, for a client that does not know the flag); `same`: the answer of
 * the earlier request at that index, which asked for the same path.
 */
export type BatchAnswer =
  { status: number; headers: Record<string, string>; body: string; alone?: true } | { same: number }

const ALONE: BatchAnswer = {
  alone: true,
  status: 413,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({
    detail: `This answer does not fit in a batch (at most ${MAX_BATCH_ANSWER_BYTES} bytes): ask for it alone.`,
  }),
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

/** Bytes of answer bodies a batch has taken so far, of MAX_BATCH_ANSWER_BYTES. */
interface Room {
  used: number
}

/**
 * The answer of one request, its body read as long as the batch has room for it; ALONE (and the
 * body left unread) once it has not.
 */
async function answerOf(response: Response, room: Room): Promise<BatchAnswer> {
  const headers: Record<string, string> = {}
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name)
    if (value !== null) headers[name] = value
  }
  const chunks: Uint8Array[] = []
  let taken = 0
  if (response.body) {
    const reader = response.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (room.used + value.byteLength > MAX_BATCH_ANSWER_BYTES) {
        room.used -= taken
        await reader.cancel().catch(() => undefined)
        return ALONE
      }
      room.used += value.byteLength
      taken += value.byteLength
      chunks.push(value)
    }
  }
  return { status: response.status, headers, body: Buffer.concat(chunks).toString('utf8') }
}

/**
 * Per user: at most `running` batches at once and `waiting` more in line, first come first served.
 * `enter` resolves with the function that leaves (once the batch is done, or at once when the
 * browser went away while it waited), or null when the line is full.
 */
export function createBatchSlots(running = MAX_BATCHES_IN_FLIGHT, waiting = MAX_BATCHES_WAITING) {
  const users = new Map<string, { running: number; line: (() => void)[] }>()
  const leave = (user: string) => {
    const state = users.get(user)!
    // The slot passes from the batch that leaves to the first in line: `running` stays as it is.
    const next = state.line.shift()
    if (next) return next()
    state.running--
    if (state.running === 0) users.delete(user)
  }
  const once = (user: string) => {
    let left = false
    return () => {
      if (left) return
      left = true
      leave(user)
    }
  }
  return {
    async enter(user: string, signal: AbortSignal): Promise<(() => void) | null> {
      let state = users.get(user)
      if (!state) users.set(user, (state = { running: 0, line: [] }))
      if (state.running < running) {
        state.running++
        return once(user)
      }
      if (state.line.length >= waiting) return null
      const line = state.line
      const got = await new Promise<boolean>((resolve) => {
        const turn = () => {
          signal.removeEventListener('abort', gone)
          resolve(true)
        }
        const gone = () => {
          const index = line.indexOf(turn)
          if (index >= 0) line.splice(index, 1)
          resolve(false)
        }
        line.push(turn)
        signal.addEventListener('abort', gone, { once: true })
      })
      return got ? once(user) : () => undefined
    },
  }
}

export interface BatchOptions {
  /**
   * The per-minute rate of the team server (proxy/ops/api-pipeline.ts): counts a batch's requests
   * at once. Without it (the dev server) each request is counted, if at all, where it is handled.
   */
  countRequests?: ((c: Context, count: number) => Promise<RateVerdict[]>) | undefined
}

/** Mounts the batch route on the proxy app; each request is dispatched through `app` itself. */
export function mountBatch(app: Hono, options: BatchOptions = {}) {
  const slots = createBatchSlots()
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
    const user = requestIdentity(c).key
    const leave = await slots.enter(user, c.req.raw.signal)
    if (!leave)
      return jsonError(
        429,
        `You have ${MAX_BATCHES_IN_FLIGHT + MAX_BATCHES_WAITING} batches of requests on their way already; try again in a moment.`,
        { 'retry-after': '1' },
      )
    try {
      // The browser went away while the batch waited its turn: nothing to ask, nobody to answer.
      if (c.req.raw.signal.aborted) return jsonError(400, 'The batch was called off.')
      const { paths } = checked
      const verdicts = options.countRequests
        ? await options.countRequests(c, paths.length)
        : paths.map(() => undefined)
      // One fetch per distinct path (and verdict: a duplicate past the rate is refused itself).
      const first = new Map<string, number>()
      const fetched: { path: string; verdict: RateVerdict | undefined }[] = []
      const slotOf = paths.map((path, index) => {
        const verdict = verdicts[index]
        const key = verdict?.refusal ? `${path}\0refused` : path
        let slot = first.get(key)
        if (slot === undefined) {
          slot = fetched.push({ path, verdict }) - 1
          first.set(key, slot)
        }
        return slot
      })
      const room: Room = { used: 0 }
      const results = await mapLimited(fetched, BATCH_CONCURRENCY, async ({ path, verdict }) => {
        const request = new Request(new URL(path, c.req.url), {
          method: 'GET',
          headers,
          signal: c.req.raw.signal,
        })
        const env = verdict ? { ...(c.env as object), [RATE_VERDICT_BINDING]: verdict } : c.env
        return answerOf(await app.fetch(request, env), room)
      })
      const firstIndex = new Map<number, number>()
      const answers = slotOf.map((slot, index): BatchAnswer => {
        const earlier = firstIndex.get(slot)
        if (earlier !== undefined) return { same: earlier }
        firstIndex.set(slot, index)
        return results[slot]!
      })
      return c.json({ answers }, 200, { 'cache-control': 'no-store' })
    } finally {
      leave()
    }
  })
}
