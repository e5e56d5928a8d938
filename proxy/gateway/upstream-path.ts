/**
 * Turns the path a browser asked for into the one path the upstream may see. Rather than guess what
 * a tricky path "means", anything that could step outside `/api/v2/` once some later layer decodes
 * it (dot segments, encoded slashes or backslashes, double encoding, control characters) is refused.
 * The URL parser has already resolved literal and `%2e` dot segments before this runs; this catches
 * what survives it.
 */

export const API_PREFIX = '/api/v2/'

export type UpstreamPath =
  { ok: true; path: string } | { ok: false; status: 400 | 404; detail: string }

// Something that still looks percent-encoded after one decoding pass, i.e. double encoding.
const STILL_ENCODED = /%[0-9a-f]{2}/i
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

const refuse = (detail: string): UpstreamPath => ({ ok: false, status: 400, detail })

/** `rawPathname` is `URL.pathname` (still percent-encoded); the result is re-encoded canonically. */
export function toUpstreamPath(rawPathname: string): UpstreamPath {
  if (!rawPathname.startsWith(API_PREFIX)) return { ok: false, status: 404, detail: 'NOT_FOUND' }
  const rest = rawPathname.slice(API_PREFIX.length)
  // Empty segments ("//", a trailing "/") are how `/api/v2//evil.com` or `http://` sneak in.
  const segments = rest.split('/')
  if (segments.some((segment) => segment === ''))
    return { ok: false, status: 404, detail: 'NOT_FOUND' }

  const encoded: string[] = []
  for (const segment of segments) {
    if (segment.includes('\\')) return refuse('Backslashes are not allowed in the path.')
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return refuse('The path is not valid percent-encoding.')
    }
    if (decoded === '.' || decoded === '..')
      return refuse('Dot segments are not allowed in the path.')
    if (decoded.includes('/') || decoded.includes('\\')) {
      return refuse('Encoded slashes are not allowed in the path.')
    }
    if (STILL_ENCODED.test(decoded)) return refuse('Double-encoded paths are not allowed.')
    if (CONTROL.test(decoded)) return refuse('Control characters are not allowed in the path.')
    encoded.push(encodeURIComponent(decoded))
  }
  return { ok: true, path: API_PREFIX + encoded.join('/') }
}

/**
 * Joins the configured base (which may carry a path prefix) with a checked path and the untouched
 * query string, then verifies the result still points at the upstream: the last line of defence
 * against any parsing surprise.
 */
export function buildUpstreamUrl(base: URL, path: string, search: string): URL | null {
  const basePath = base.pathname.replace(/\/+$/, '')
  const url = new URL(`${base.origin}${basePath}${path}${search}`)
  if (url.origin !== base.origin || !url.pathname.startsWith(`${basePath}${API_PREFIX}`))
    return null
  return url
}
