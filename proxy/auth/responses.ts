/** Small response helpers shared by the sign-in routes. */
import type { Context } from 'hono'
import { crossSiteReason } from '../gateway/cross-site'
import { requestAddress } from '../gateway/identity'
import { PAGE_WORDS, pageLanguage, withLanguage } from './page-language'
import { messagePage } from './pages'

export const NO_STORE = { 'cache-control': 'no-store' }

export function htmlPage(c: Context, html: string, status: 200 | 400 | 401 | 403 | 429 = 200) {
  return c.html(html, status, NO_STORE)
}

/** 303: the browser follows with a GET, so a reload never re-posts the form. */
export function seeOther(c: Context, location: string) {
  c.header('cache-control', 'no-store')
  return c.redirect(location, 303)
}

/**
 * CSRF defence for the forms (sign-in, sign-out): besides SameSite=Lax, a state-changing request
 * must come from this origin, as Sec-Fetch-Site or Origin say. A page on another site cannot sign
 * a visitor in as someone else (login CSRF) or out.
 */
export function refuseCrossSite(c: Context, publicOrigin: string | undefined): Response | null {
  if (crossSiteReason(c.req.raw.headers, publicOrigin) === null) return null
  const language = pageLanguage(c)
  const words = PAGE_WORDS[language]
  return htmlPage(
    c,
    messagePage({
      title: words.refused,
      message: words.refusedMessage,
      link: { href: withLanguage('/', language), label: words.openExplorer },
      language,
    }),
    403,
  )
}

/** The address a request came from (TRUST_PROXY decides), for counting failed sign-ins. */
export const clientAddress = requestAddress
