/**
 * The documented-variants mode of the embedded hub (HUB_VARIANTS=documented): the normal hub app,
 * over the same database, with its answers rewritten into the alternatives a client must tolerate
 * (docs/datahub-api.md §9), deterministically: the same request always gets the same answer.
 * The rewrites read only the JSON the normal hub answered (and, for IDs, which IDs name a person
 * or an organization), so the hub's own routes know nothing of this mode.
 */
import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { dataSearch, fusionSearch, streamBase } from './catalogue'
import { reportParams, withSignupHint, type ReportParams } from './financial-reports'
import { idShortener, padPathIds } from './ids'
import { capStreamRequest, emptyRows } from './plan-cap'
import { documentedEnvelope, type Envelope } from './relations'
import { keepOneBoundaryPlace, naiveDataUpdatedAt } from './data-versions'

interface FetchApp {
  fetch(request: Request): Response | Promise<Response>
}

export const RELATION_CATALOGUE_REFUSED =
  'Your API key is not allowed to read the relation catalogue.'

const CATALOGUE = /^\/api\/v2\/relation\/(?:list|get)\//
const RESOLVE = /^\/api\/v2\/relation\/resolve\//

/** Rewrites of a parsed JSON body, by path. */
function bodyRewrite(pathname: string): ((body: unknown) => unknown) | null {
  if (pathname.startsWith('/api/v2/stream/base/'))
    return (body) => naiveDataUpdatedAt(streamBase(body))
  if (pathname === '/api/v2/search/data') return dataSearch
  if (pathname === '/api/v2/search/fusion') return fusionSearch
  return null
}

const isJson = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('application/json')

function jsonResponse(text: string, like: Response): Response {
  const headers = new Headers(like.headers)
  headers.delete('content-length')
  return new Response(text, { status: like.status, headers })
}

/** The request with another URL; only GETs are retargeted here (resolve rebuilds its POST). */
const retarget = (request: Request, url: URL) =>
  url.href === request.url ? request : new Request(url, request)

export function withDocumentedVariants(inner: FetchApp, db: Database): Hono {
  const shortenIds = idShortener(db)

  async function resolveRelation(url: URL, request: Request, bodyText: string) {
    const response = await inner.fetch(
      new Request(url, {
        method: 'POST',
        headers: request.headers,
        body: bodyText,
        signal: request.signal,
      }),
    )
    if (!response.ok || !isJson(response)) return { response, envelopes: null }
    return { response, envelopes: (await response.json()) as Envelope[] }
  }

  async function resolve(url: URL, request: Request): Promise<Response> {
    const bodyText = await request.text()
    const { response, envelopes } = await resolveRelation(url, request, bodyText)
    if (!envelopes) return response
    let params: ReportParams = {}
    try {
      params = reportParams(bodyText ? JSON.parse(bodyText) : {})
    } catch {
      // The hub accepted the body, so it parsed; nothing else to read from it.
    }
    const resolveWith = async (other: ReportParams) =>
      (await resolveRelation(url, request, JSON.stringify({ params: other }))).envelopes?.[0]
    const rewritten = await Promise.all(
      envelopes.map((envelope) =>
        envelope.label === 'FINANCIAL_REPORTS'
          ? withSignupHint(envelope, params, resolveWith)
          : documentedEnvelope(envelope),
      ),
    )
    return jsonResponse(shortenIds(JSON.stringify(rewritten)), response)
  }

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (CATALOGUE.test(url.pathname)) {
      // The key check comes first, as on the real service.
      const checked = await inner.fetch(request)
      if (checked.status === 401) return checked
      return Response.json({ detail: RELATION_CATALOGUE_REFUSED }, { status: 403 })
    }
    url.pathname = padPathIds(url.pathname)
    if (request.method === 'POST' && RESOLVE.test(url.pathname)) return resolve(url, request)
    keepOneBoundaryPlace(url)

    const capped = capStreamRequest(url)
    if (capped) {
      const response = await inner.fetch(retarget(request, capped.url))
      return capped.empty && response.ok ? emptyRows(response) : response
    }
    // Stream rows are not entity records: passed on untouched (msgpack included).
    const response = await inner.fetch(retarget(request, url))
    if (!response.ok || !isJson(response) || url.pathname.startsWith('/api/v2/stream/data/'))
      return response
    const rewrite = bodyRewrite(url.pathname)
    const text = rewrite ? JSON.stringify(rewrite(await response.json())) : await response.text()
    return jsonResponse(shortenIds(text), response)
  }

  const app = new Hono()
  app.all('*', (c) => answer(c.req.raw))
  return app
}
