/**
 * Fault injection for the embedded hub: lets tests and demos see how clients behave when the Data
 * Hub is slow, rate limits, fails, sends broken JSON or never answers. Off unless configured
 * (`faults` option of createHubApp, or HUB_FAULTS in the environment, see hub/env.ts).
 */
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { HubError } from './http'

/** The fault kinds in the order a random draw walks through their rates. */
export const FAULT_KINDS = ['429', '500', '502', '503', 'truncated', 'malformed', 'hang'] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

const rate = z.number().min(0).max(1)

export const hubFaultsSchema = z
  .strictObject({
    /** Added delay per matching request in milliseconds. */
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    /** Probability per matching request of each fault; they add up to at most 1. */
    rates: z.partialRecord(z.enum(FAULT_KINDS), rate).optional(),
    /** Deterministic alternative: every n-th matching request (1 = all) fails with `status`. */
    failEvery: z.number().int().min(1).optional(),
    status: z.union([z.literal(429), z.literal(500), z.literal(502), z.literal(503)]).optional(),
    /** Retry-After seconds sent with a 429 (and a 503). */
    retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
    /**
     * Only the first n matching requests to each distinct URL are faulted; later ones pass. A
     * glitch that a retry gets past, so a test can assert recovery deterministically.
     */
    firstPerUrl: z.number().int().min(1).optional(),
    /** A regular expression the request path below /api/v2 (with its query) must match. */
    path: z
      .string()
      .min(1)
      .refine((source) => isRegExp(source), 'path must be a valid regular expression')
      .optional(),
  })
  .refine(
    (faults) =>
      Object.values(faults.rates ?? {}).reduce((sum, value) => sum + (value ?? 0), 0) <= 1,
    'the fault rates must add up to at most 1',
  )

export type HubFaults = z.infer<typeof hubFaultsSchema> & {
  /** Injectable for tests; defaults to Math.random. */
  random?: () => number
  /**
   * Told of each fault as it takes effect (a hang: once the request waits for its abort), with the
   * path below /api/v2: the hub's log names the answers it faked, and tests wait for a hang on it.
   */
  onFault?: (kind: FaultKind, path: string) => void
}

function isRegExp(source: string): boolean {
  try {
    new RegExp(source)
    return true
  } catch {
    return false
  }
}

/** Parses HUB_FAULTS (JSON); throws a readable message on any problem. */
export function parseHubFaults(raw: string): HubFaults {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    throw new Error('HUB_FAULTS: not valid JSON')
  }
  const parsed = hubFaultsSchema.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${['HUB_FAULTS', ...issue.path].join('.')}: ${issue.message}`)
      .join('; ')
    throw new Error(problems)
  }
  return parsed.data
}

// Bounded so a long-running faulty server does not remember every URL it has ever seen.
const MAX_REMEMBERED_URLS = 10_000

/** Decides, per request, which fault (if any) it gets. */
function faultPicker(faults: HubFaults) {
  const random = faults.random ?? Math.random
  const pattern = faults.path ? new RegExp(faults.path) : null
  const seen = new Map<string, number>()
  let count = 0
  return (relativeUrl: string): FaultKind | null | 'skip' => {
    if (pattern && !pattern.test(relativeUrl)) return 'skip'
    if (faults.firstPerUrl !== undefined) {
      const times = (seen.get(relativeUrl) ?? 0) + 1
      if (seen.size >= MAX_REMEMBERED_URLS) seen.clear()
      seen.set(relativeUrl, times)
      if (times > faults.firstPerUrl) return null
    }
    count++
    if (faults.failEvery && count % faults.failEvery === 0)
      return String(faults.status ?? 503) as FaultKind
    const draw = random()
    let cumulative = 0
    for (const kind of FAULT_KINDS) {
      cumulative += faults.rates?.[kind] ?? 0
      if (draw < cumulative) return kind
    }
    return null
  }
}

/**
 * The signals of hanging requests, held until they abort. A Request's signal follows the caller's
 * signal only through a weak reference (undici), and a hanging request is referenced by nothing
 * but its own abort listener: a garbage collection in between dropped it, and the abort never came
 * (seen as a 60-s timeout of the hang test in CI).
 */
const hanging = new Set<AbortSignal>()

const MALFORMED_BODY = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>'

export function faultInjection(faults: HubFaults): MiddlewareHandler {
  const pick = faultPicker(faults)
  const retryAfter = String(faults.retryAfterSeconds ?? 1)
  return async (c, next) => {
    const url = new URL(c.req.url)
    const path = url.pathname.replace(/^\/api\/v2/, '') + url.search
    const fault = pick(path)
    if (fault === 'skip') return next()
    if (faults.latencyMs) await sleep(faults.latencyMs, c.req.raw.signal)
    if (fault !== null && fault !== 'hang') faults.onFault?.(fault, path)
    switch (fault) {
      case null:
        return next()
      case '429':
        throw new HubError(429, 'RATE_LIMITED', { 'Retry-After': retryAfter })
      case '500':
        throw new HubError(500, 'Internal server error')
      case '502':
        throw new HubError(502, 'Bad gateway')
      case '503':
        throw new HubError(503, 'Service temporarily unavailable', { 'Retry-After': retryAfter })
      case 'hang':
        // Never answers: the request ends only when the client (or the proxy's deadline) gives up.
        await new Promise<void>((resolve) => {
          const { signal } = c.req.raw
          hanging.add(signal)
          onAbort(signal, () => {
            hanging.delete(signal)
            resolve()
          })
          faults.onFault?.('hang', path)
        })
        throw new HubError(503, 'The client went away')
      case 'truncated': {
        await next()
        if (!c.res.ok) return
        const text = await c.res.text()
        c.res = brokenJson(text.slice(0, Math.floor(text.length / 2)), c.res.status)
        // Hono carries the old headers over; a stale Content-Length would break the connection.
        c.res.headers.delete('content-length')
        return
      }
      case 'malformed':
        await next()
        if (!c.res.ok) return
        c.res = brokenJson(MALFORMED_BODY, c.res.status)
        c.res.headers.delete('content-length')
    }
  }
}

function brokenJson(body: string, status: number): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })
}

function onAbort(signal: AbortSignal, listener: () => void) {
  if (signal.aborted) listener()
  else signal.addEventListener('abort', listener, { once: true })
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    onAbort(signal, () => {
      clearTimeout(timer)
      resolve()
    })
  })
}
