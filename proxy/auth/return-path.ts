/**
 * Where to go after sign-in. Only a path on this server is accepted: anything that could name
 * another origin falls back to `/`, so the sign-in page can never be used as an open redirect.
 *
 * The check runs on the path as a browser will read it, after normalization: dot segments
 * (`/.//evil.example`, `/%2e//evil.example`, `/a/..//evil.example`) collapse into `//evil.example`
 * only then, so a check of the raw text alone lets them through. Backslashes (browsers read them
 * as `/`), control characters (browsers drop them) and encoded slashes are refused in any spelling.
 */
export const DEFAULT_RETURN = '/'
const MAX_LENGTH = 2048
const BASE = 'http://return.invalid'

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f]/

/** Percent-decoded until stable (`%252f` → `%2f` → `/`); null when it does not decode. */
function decodedFully(value: string): string | null {
  let current = value
  for (let round = 0; round < 4; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}

/** A normalized pathname that stays on this server in every reading (as sent and decoded). */
function isSafePathname(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return false
  const decoded = decodedFully(pathname)
  if (decoded === null || UNSAFE_CHARACTER.test(decoded)) return false
  try {
    // Decoded, `/a/..%2f/evil` normalizes to `//evil` too.
    const url = new URL(decoded, BASE)
    return url.origin === BASE && !url.pathname.startsWith('//')
  } catch {
    return false
  }
}

export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > MAX_LENGTH) return DEFAULT_RETURN
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTER.test(value))
    return DEFAULT_RETURN
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return DEFAULT_RETURN
  }
  // The normalized path is where the browser goes: the check runs on it, not on the raw text.
  if (url.origin !== BASE || !isSafePathname(url.pathname)) return DEFAULT_RETURN
  // Returning into the sign-in pages or the API would loop or show raw JSON.
  if (/^\/(auth|api)(\/|$)/i.test(decodedFully(url.pathname) ?? '')) return DEFAULT_RETURN
  return `${url.pathname}${url.search}${url.hash}`
}
