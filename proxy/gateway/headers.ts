/**
 * Which headers cross the proxy. Both directions are allow-lists: a deny-list would forward the next
 * credential-bearing or hop-by-hop header nobody thought of (cookies, Authorization, a client's own
 * X-API-KEY, Forwarded, Proxy-*, Connection, Transfer-Encoding ...).
 */

const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'if-none-match',
  'if-modified-since',
]

// Content-Encoding is absent on purpose: Node's fetch decodes compressed upstream bodies itself, so
// the bytes we pass on are never encoded, and Content-Length only holds when nothing was decoded.
const RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'content-language',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'retry-after',
  'vary',
]

export function upstreamRequestHeaders(incoming: Headers, apiKey: string): Headers {
  const headers = new Headers()
  for (const name of REQUEST_HEADERS) {
    const value = incoming.get(name)
    if (value !== null) headers.set(name, value)
  }
  headers.set('x-api-key', apiKey)
  return headers
}

/** Headers for the browser; any value that carries the key (an upstream echoing it) is dropped. */
export function clientResponseHeaders(
  upstream: Headers,
  apiKey: string,
  { keepLength = true } = {},
): Headers {
  const headers = new Headers()
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.get(name)
    if (value !== null && !value.includes(apiKey)) headers.set(name, value)
  }
  const length = upstream.get('content-length')
  if (keepLength && length !== null && !upstream.has('content-encoding') && /^\d+$/.test(length)) {
    headers.set('content-length', length)
  }
  return headers
}

/**
 * The same filter applied in place, for complete in-memory responses (ForwardOptions.completeResponses; their headers are
 * mutable): returning that very object lets the Node adapter write its in-memory body directly.
 */
export function filterResponseHeadersInPlace(headers: Headers, apiKey: string): void {
  const encoded = headers.has('content-encoding')
  for (const [name, value] of [...headers]) {
    const allowed = RESPONSE_HEADERS.includes(name) || (name === 'content-length' && !encoded)
    if (!allowed || value.includes(apiKey)) headers.delete(name)
  }
}
