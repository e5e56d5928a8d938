/**
 * What the shared cache may keep and under which key. Two requests that ask the same thing in a
 * different spelling (parameters in another order, `%20` or `+`, JSON with other whitespace or key
 * order) must meet in one entry, or five colleagues opening one page still pay five times; two that
 * differ in any parameter must not (docs/datahub-api.md §10: cache keys hold every parameter).
 */
import { createHash } from 'node:crypto'

export const CACHE_FAMILIES = ['search', 'entities', 'relations', 'streams', 'catalogue'] as const
export type CacheFamily = (typeof CACHE_FAMILIES)[number]

/**
 * Searches change as records do; records and slices are versioned daily at most; dataset rows
 * change with an ingestion; the catalogue (relation definitions, stream and service metadata)
 * almost never.
 */
export const DEFAULT_TTL_SECONDS: Record<CacheFamily, number> = {
  search: 300,
  entities: 3600,
  relations: 3600,
  streams: 900,
  catalogue: 21_600,
}

/**
 * The family of a checked upstream path (`/api/v2/...`), or null when the answer is never cached:
 * POSTs other than relation resolves (a data service invocation is a purchase, each one counts).
 */
export function cacheFamily(method: string, path: string): CacheFamily | null {
  const rest = path.replace(/^\/api\/v2\//, '')
  if (method === 'POST') return rest.startsWith('relation/resolve/') ? 'relations' : null
  if (method !== 'GET') return null
  if (rest.startsWith('search/')) return 'search'
  if (rest.startsWith('entities/')) return 'entities'
  if (rest.startsWith('stream/data/')) return 'streams'
  if (/^(relation\/(list|get)|stream\/base|service\/get)\//.test(rest)) return 'catalogue'
  return null
}

/**
 * The forwarded request headers an answer may depend on (proxy/gateway/headers.ts forwards these two):
 * part of the key, so a German and an English answer, or JSON and msgpack, never meet. An answer
 * whose Vary names anything else is not kept (answer.ts).
 */
export const VARY_IN_KEY = ['accept', 'accept-language', 'accept-encoding']

export function varyValues(headers: Headers): string {
  return `accept=${headers.get('accept') ?? ''}\naccept-language=${headers.get('accept-language') ?? ''}`
}

/** JSON with object keys sorted at every depth and no whitespace. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value))
}

/**
 * Whether parsing and printing keeps every number of a JSON text as it was: integers beyond 2^53
 * (`12345678901234567891`) or long decimals would change, and two different requests would share
 * one key. Strings are skipped; numbers are compared with their printed form.
 */
export function numbersSurvive(text: string): boolean {
  const tokens = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g
  for (const [token] of text.matchAll(tokens)) {
    if (token.startsWith('"')) continue
    if (String(Number(token)) !== token) return false
  }
  return true
}

/** Canonical JSON when that changes no value, else null. */
function canonicalText(text: string): string | null {
  const value: unknown = JSON.parse(text)
  return numbersSurvive(text) ? canonicalJson(value) : null
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

/**
 * Parameters sorted by name (repeated names keep their order, which may mean something), encoded
 * one way, and JSON-valued parameters (`filters`, `query_parameters`) in canonical JSON.
 */
export function canonicalQuery(search: string): string {
  const params = [...new URLSearchParams(search)]
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const canonical = new URLSearchParams()
  for (const [name, value] of params) canonical.append(name, canonicalParam(value))
  return canonical.toString()
}

function canonicalParam(value: string): string {
  const trimmed = value.trim()
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value
  try {
    return canonicalText(trimmed) ?? value
  } catch {
    return value
  }
}

/**
 * The body of a resolve in canonical JSON; '' for an empty body; null when it is not JSON (the
 * upstream will refuse it, and a refusal is never cached).
 */
export function canonicalBody(body: Uint8Array): string | null {
  if (body.byteLength === 0) return ''
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body)
    // Numbers that would change: the text as sent is the key (JSON.parse checked it is JSON).
    return canonicalText(text) ?? `raw:${text}`
  } catch {
    return null
  }
}

/** The readable key (for tests) and its fixed-length digest (what the stores use). */
export function cacheKey(
  method: string,
  path: string,
  search: string,
  body = '',
  vary = '',
): string {
  const readable = `${method} ${path}?${canonicalQuery(search)}\n${vary}${body ? `\n${body}` : ''}`
  return createHash('sha256').update(readable).digest('base64url')
}
