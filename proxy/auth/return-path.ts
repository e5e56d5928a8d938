/**
 * Where to go after sign-in. Only a path on this server is accepted: anything that could name
 * another origin (`//evil.example`, `/\evil.example`, `https://…`, control characters that
 * browsers strip) falls back to `/`, so the sign-in page can never be used as an open redirect.
 */
export const DEFAULT_RETURN = '/'
const MAX_LENGTH = 2048
const BASE = 'http://return.invalid'

export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > MAX_LENGTH) return DEFAULT_RETURN
  // A single leading slash, and no backslash or control character anywhere (browsers read `\` as
  // `/` and drop tabs and newlines, which would turn `/\t/evil` into `//evil`).
  if (!value.startsWith('/') || value.startsWith('//')) return DEFAULT_RETURN
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_RETURN
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return DEFAULT_RETURN
  }
  if (url.origin !== BASE) return DEFAULT_RETURN
  // Returning into the sign-in pages or the API would loop or show raw JSON.
  if (/^\/(auth|api)(\/|$)/.test(url.pathname)) return DEFAULT_RETURN
  return `${url.pathname}${url.search}${url.hash}`
}
