/**
 * Error bodies and parameter parsing shared by every hub route, so each status of
 * docs/datahub-api.md §2 has exactly one shape: `{detail: string}` or, for 422, a FastAPI-style list.
 */
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export interface ValidationIssue {
  loc: (string | number)[]
  msg: string
  type: string
}

/** An error a handler throws on purpose; `app.onError` turns it into the JSON body. */
export class HubError extends Error {
  readonly status: ContentfulStatusCode
  readonly detail: string | ValidationIssue[]
  readonly headers: Record<string, string>

  constructor(
    status: ContentfulStatusCode,
    detail: string | ValidationIssue[],
    headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : detail.map((issue) => issue.msg).join('; '))
    this.status = status
    this.detail = detail
    this.headers = headers
  }
}

export const notFound = (what: string) => new HubError(404, `${what}_NOT_FOUND`)

export function invalid(loc: (string | number)[], msg: string, type = 'value_error') {
  return new HubError(422, [{ loc, msg, type }])
}

export const badRequest = (detail: string) => new HubError(400, detail)

/** Turns any thrown value into the documented body; unknown errors become a 500 without internals. */
export function errorResponse(error: unknown): {
  status: ContentfulStatusCode
  body: { detail: unknown }
  headers: Record<string, string>
} {
  if (error instanceof HubError)
    return { status: error.status, body: { detail: error.detail }, headers: error.headers }
  if (error instanceof HTTPException) {
    return {
      status: error.status as ContentfulStatusCode,
      body: { detail: error.message || 'Request error' },
      headers: {},
    }
  }
  return { status: 500, body: { detail: 'Internal server error' }, headers: {} }
}

const MAX_TEXT = 500

/** A query-string integer: absent → fallback; non-integer or below `min` → 422; above `max` → clamped. */
function intParam(
  raw: string | undefined,
  name: string,
  { fallback, min = 0, max }: { fallback: number; min?: number; max?: number },
): number {
  if (raw === undefined || raw === '') return fallback
  if (!/^-?\d+$/.test(raw.trim()))
    throw invalid(['query', name], `${name} must be an integer`, 'type_error.integer')
  const value = Number(raw)
  if (!Number.isSafeInteger(value)) throw invalid(['query', name], `${name} is out of range`)
  if (value < min) throw invalid(['query', name], `${name} must be greater than or equal to ${min}`)
  return max !== undefined ? Math.min(value, max) : value
}

/** `skip`/`limit` pair with the resource's default and maximum limit. */
export function pageParams(
  query: (name: string) => string | undefined,
  defaultLimit: number,
  maxLimit: number,
) {
  return {
    skip: intParam(query('skip'), 'skip', { fallback: 0, max: 10_000_000 }),
    limit: intParam(query('limit'), 'limit', { fallback: defaultLimit, min: 1, max: maxLimit }),
  }
}

export function boolParam(raw: string | undefined, name: string, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback
  const value = raw.toLowerCase()
  if (['true', '1', 'yes'].includes(value)) return true
  if (['false', '0', 'no'].includes(value)) return false
  throw invalid(['query', name], `${name} must be a boolean`, 'type_error.bool')
}

/** A free-text parameter, trimmed, bounded so a pathological string cannot reach FTS or LIKE. */
export function textParam(
  raw: string | undefined,
  name: string,
  { required = false } = {},
): string {
  const value = (raw ?? '').trim()
  if (required && !value)
    throw invalid(['query', name], `${name} is required`, 'value_error.missing')
  if (value.length > MAX_TEXT)
    throw invalid(['query', name], `${name} must be at most ${MAX_TEXT} characters`)
  return value
}

/** Parses a URL-encoded JSON parameter (`filters`, `query_parameters`): unparsable → 400. */
export function jsonParam(raw: string | undefined, name: string): unknown {
  if (raw === undefined || raw === '') return undefined
  if (raw.length > 65_536) throw new HubError(413, `${name} is too large`)
  try {
    return JSON.parse(raw)
  } catch {
    throw badRequest(`${name} is not valid JSON`)
  }
}

export const ENTITY_ID = /^[a-f0-9]{32}$/
