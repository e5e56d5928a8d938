/**
 * Is a request cross-site? Browsers say where a request comes from (Sec-Fetch-Site, and Origin on
 * every POST); anything not same-origin is refused by the proxy, which holds the key, and by the
 * sign-in routes (CSRF). Non-browser clients send neither header and are not affected: without a
 * browser there is no ambient cookie to abuse.
 *
 * @param publicOrigin the external origin (PUBLIC_URL) when a reverse proxy rewrites Host.
 */
export function crossSiteReason(headers: Headers, publicOrigin?: string): string | null {
  const site = headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin' || site === 'none' ? null : site
  const origin = headers.get('origin')
  if (origin === null) return null
  if (publicOrigin !== undefined && origin === publicOrigin) return null
  try {
    return new URL(origin).host === headers.get('host') ? null : 'origin'
  } catch {
    return 'origin'
  }
}
