/**
 * Forwards one browser request to the upstream Data Hub: checks method, path and body, adds the key,
 * bounds the time, and maps the answer (or its absence) to what the browser may see.
 */
import { readLimitedBody, MAX_BODY_BYTES } from './body-limit'
import {
  clientResponseHeaders,
  filterResponseHeadersInPlace,
  upstreamRequestHeaders,
} from './headers'
import { startUpstreamCall, type UpstreamCall } from './upstream-call'
import { buildUpstreamUrl, toUpstreamPath } from './upstream-path'

export type UpstreamFetch = (request: Request) => Response | Promise<Response>

export interface ProxyTimeouts {
  /** Every GET. */
  get: number
  /** POST /relation/resolve/...: slices of big entities take long on the real service. */
  resolve: number
  /** Every other POST. */
  post: number
}

export const DEFAULT_TIMEOUTS: ProxyTimeouts = { get: 30_000, resolve: 120_000, post: 30_000 }

export interface ForwardOptions {
  upstream: string
  apiKey: string
  fetch: UpstreamFetch
  timeouts?: Partial<ProxyTimeouts>
  maxBodyBytes?: number
  /**
   * `fetch` resolves only with responses whose bodies are complete in memory and whose headers
   * are mutable (an app in this process, a test double): they are passed on as they are (headers
   * filtered in place) instead of being re-streamed under the deadline, which costs more than a
   * small JSON answer itself. Remote upstreams leave it unset.
   */
  completeResponses?: boolean
}

// Error bodies are read whole so the key can be redacted from them (FastAPI's 422 bodies echo
// their input); anything larger than this is not an error message.
const MAX_ERROR_BODY = 1024 * 1024

export function jsonError(
  status: number,
  detail: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ detail }), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  })
}

const isJson = (contentType: string | null) =>
  /^application\/([a-z0-9.+-]+\+)?json$/i.test((contentType ?? '').split(';')[0]?.trim() ?? '')

export function createForwarder(options: ForwardOptions) {
  const base = new URL(options.upstream)
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts }
  const maxBody = options.maxBodyBytes ?? MAX_BODY_BYTES
  const { apiKey } = options

  return async function forward(request: Request): Promise<Response> {
    const method = request.method
    if (method !== 'GET' && method !== 'POST') {
      return jsonError(405, 'Only GET and POST are allowed.', { allow: 'GET, POST' })
    }
    const url = new URL(request.url)
    const target = toUpstreamPath(url.pathname)
    if (!target.ok) return jsonError(target.status, target.detail)
    const upstreamUrl = buildUpstreamUrl(base, target.path, url.search)
    if (!upstreamUrl) return jsonError(400, 'This path cannot be forwarded.')

    let body: Uint8Array<ArrayBuffer> | undefined
    if (method === 'POST') {
      const read = await readLimitedBody(request, maxBody)
      if (!read.ok) return jsonError(read.status, read.detail)
      if (read.body.byteLength > 0 && !isJson(request.headers.get('content-type'))) {
        return jsonError(415, 'Request bodies must be application/json.')
      }
      body = read.body
    }

    const ms =
      method === 'GET'
        ? timeouts.get
        : target.path.startsWith('/api/v2/relation/resolve/')
          ? timeouts.resolve
          : timeouts.post
    const call = startUpstreamCall(ms, request.signal)
    const upstreamRequest = new Request(upstreamUrl, {
      method,
      headers: upstreamRequestHeaders(request.headers, apiKey),
      body: body ?? null,
      signal: call.signal,
      // Following a redirect would send the key to wherever the redirect points.
      redirect: 'manual',
    })

    let response: Response
    try {
      response = await call.run(() => options.fetch(upstreamRequest))
    } catch {
      call.finish()
      return call.timedOut ? timeoutError(ms) : jsonError(502, 'The Data Hub could not be reached.')
    }
    return toClientResponse(response, call, apiKey, ms, options.completeResponses ?? false)
  }
}

/**
 * Marks a 504 the proxy declared itself (its own deadline passed), as opposed to one the upstream
 * sent: the SPA never retries it, since the retry would spend the same credits to time out again
 * (docs/datahub-api.md §9, "Cost"). Upstream responses can never carry it: it is not on the
 * allow-list of proxy/gateway/headers.ts.
 */
export const PROXY_TIMEOUT_HEADER = 'X-Proxy-Timeout'

const timeoutError = (ms: number) =>
  jsonError(504, `The Data Hub did not answer within ${ms / 1000} s.`, {
    [PROXY_TIMEOUT_HEADER]: '1',
  })

async function toClientResponse(
  response: Response,
  call: UpstreamCall,
  apiKey: string,
  ms: number,
  completeResponses: boolean,
): Promise<Response> {
  const { status } = response
  if (status < 200 || (status >= 300 && status < 400 && status !== 304)) {
    call.finish()
    await response.body?.cancel().catch(() => undefined)
    return jsonError(502, 'The Data Hub answered with a redirect, which the proxy does not follow.')
  }
  if (status >= 400) return errorResponse(response, call, apiKey, ms)
  if (completeResponses) {
    call.finish()
    filterResponseHeadersInPlace(response.headers, apiKey)
    return response
  }

  const headers = clientResponseHeaders(response.headers, apiKey)
  if (!response.body || status === 204 || status === 304) {
    call.finish()
    return new Response(null, { status, headers })
  }
  return new Response(call.guardBody(response.body), { status, headers })
}

/** Upstream 4xx/5xx: the JSON body passes (key redacted); anything else becomes a JSON detail. */
async function errorResponse(
  response: Response,
  call: UpstreamCall,
  apiKey: string,
  ms: number,
): Promise<Response> {
  let text: string | null
  try {
    text = await readTextCapped(response, MAX_ERROR_BODY)
  } catch {
    return call.timedOut ? timeoutError(ms) : jsonError(502, 'The Data Hub connection broke off.')
  } finally {
    call.finish()
  }
  const headers = clientResponseHeaders(response.headers, apiKey, { keepLength: false })
  if (text !== null && isJson(response.headers.get('content-type'))) {
    return new Response(text.split(apiKey).join('[redacted]'), { status: response.status, headers })
  }
  const retryAfter = headers.get('retry-after')
  return jsonError(
    response.status,
    `The Data Hub answered with status ${response.status}.`,
    retryAfter ? { 'retry-after': retryAfter } : {},
  )
}

async function readTextCapped(response: Response, cap: number): Promise<string | null> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value.byteLength
    if (size > cap) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    text += decoder.decode(value, { stream: true })
  }
}
