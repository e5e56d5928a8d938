/**
 * How both servers' failures reach the views: an `ApiError` that carries the status, a readable
 * detail and what the answer's headers said (wait and retry, the proxy's own timeout, a budget).
 */
import { readBudget, type BudgetInfo } from './budget'
import { signInIfAsked } from './sign-in'

export type { BudgetInfo } from './budget'

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

/**
 * A failed answer of either server as an ApiError; when it says the session ended, the browser goes
 * to sign-in first.
 */
export async function failureOf(response: Response): Promise<ApiError> {
  signInIfAsked(response)
  return readError(response)
}
