/**
 * Security headers for every response of the production server. The CSP allows scripts only from
 * this origin and the inline scripts of the built index.html by their hashes (the early requests of
 * a deep link, src/first-paint/server/inline-scripts.ts), images from here, data: URIs (Leaflet's
 * marker icons are inlined by Vite) and the tile host when TILE_URL is set, and API calls only to
 * itself.
 *
 * style-src: the built CSS is one file from 'self'. React's `style={...}` and Leaflet's positioning
 * write through the CSSOM (`element.style.x = ...`), which CSP does not govern; only style
 * *attributes* in parsed markup would need `style-src-attr 'unsafe-inline'`, and the app has none.
 */
import type { MiddlewareHandler } from 'hono'

export interface SecurityHeaderOptions {
  /** CSP source of the map tile host, e.g. `https://*.tile.openstreetmap.org`. */
  tileSource?: string | undefined
  /** Origins forms may lead to besides this one: the OpenID provider's logout page. */
  formActions?: string[] | undefined
  /** Strict-Transport-Security: only when the server is reached over https (PUBLIC_URL). */
  hsts?: boolean | undefined
  /** `'sha256-…'` sources of the inline scripts allowed: those of the index.html being served. */
  scriptHashes?: readonly string[] | undefined
}

export function contentSecurityPolicy({
  tileSource,
  formActions = [],
  scriptHashes = [],
}: SecurityHeaderOptions = {}): string {
  const images = ["'self'", 'data:', ...(tileSource ? [tileSource] : [])]
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formActions].join(' '),
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    // Only features Chromium knows: an unknown one is logged as a console error on every page.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    // A year, as browsers' preload lists expect; sent only when PUBLIC_URL is https, since a
    // browser that saw it cannot reach a plain-http deployment by that name any more.
    ...(options.hsts ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  }
}

/**
 * Hono middleware setting the headers on whatever response the handlers produced. `scriptHashes`
 * is read after the handler ran, so an HTML page gets the hashes of the build it was served from.
 */
export function securityHeadersMiddleware(
  options: SecurityHeaderOptions = {},
  scriptHashes: () => readonly string[] = () => [],
): MiddlewareHandler {
  let hashes: readonly string[] = []
  let headers = Object.entries(securityHeaders(options))
  return async (c, next) => {
    await next()
    if (scriptHashes() !== hashes) {
      hashes = scriptHashes()
      headers = Object.entries(securityHeaders({ ...options, scriptHashes: hashes }))
    }
    // A Response straight from fetch() has immutable headers; copy it once to set ours.
    if (!trySet(c.res.headers, headers)) {
      c.res = new Response(c.res.body, c.res)
      trySet(c.res.headers, headers)
    }
  }
}

function trySet(target: Headers, headers: [string, string][]): boolean {
  try {
    for (const [name, value] of headers) target.set(name, value)
    return true
  } catch {
    return false
  }
}
