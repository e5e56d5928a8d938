/**
 * Delivery over HTTP. Behind sign-in, under /api/explorer/monitor/lists/:id: create (rotate) and
 * revoke the list's feed token, register and remove webhooks, the delivery log — for the owner and
 * editors. Public (the URL is the credential): the Atom feed at /api/explorer/feeds/<token>.atom.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { jsonError } from '../forward'
import type { MonitorDb } from './database'
import {
  FEED_BASE,
  listChanges,
  listForToken,
  renderAtom,
  revokeFeedToken,
  rotateFeedToken,
} from './feed'
import { readJson, requireAccess } from './request-user'
import { MONITOR_BASE } from './routes-lists'
import { listDeliveries, listWebhooks, registerWebhook, removeWebhook } from './webhooks'

const NO_STORE = { 'cache-control': 'no-store' }
const MAX_WEBHOOKS_PER_LIST = 10

/** Why a URL cannot receive webhooks, or null when it can. */
function webhookUrlProblem(value: string): string | null {
  if (!URL.canParse(value)) return 'This is not a URL.'
  const url = new URL(value)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'Only http:// and https:// URLs can receive webhooks.'
  }
  if (url.username !== '' || url.password !== '') {
    return 'The URL must not contain a user name or password; check the signature instead.'
  }
  return null
}

const webhookBody = z.object({
  url: z
    .string()
    .trim()
    .max(2000, 'The URL must be at most 2,000 characters.')
    .superRefine((value, context) => {
      const problem = webhookUrlProblem(value)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
})

export interface DeliveryRouteDeps {
  db: MonitorDb
  /** PUBLIC_URL's origin; else links use the origin the request came to. */
  publicOrigin?: string | undefined
}

const originOf = (deps: DeliveryRouteDeps, c: Context) =>
  deps.publicOrigin ?? new URL(c.req.url).origin

/** Routes behind the sign-in gate. */
export function createDeliveryRoutes(deps: DeliveryRouteDeps) {
  const { db } = deps
  const app = new Hono()

  app.post(`${MONITOR_BASE}/lists/:id/feed`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    const token = await rotateFeedToken(db, id)
    return c.json({ url: `${originOf(deps, c)}${FEED_BASE}/${token}.atom` }, 201, NO_STORE)
  })

  app.delete(`${MONITOR_BASE}/lists/:id/feed`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    await revokeFeedToken(db, id)
    return c.body(null, 204)
  })

  app.get(`${MONITOR_BASE}/lists/:id/webhooks`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    return c.json({ webhooks: await listWebhooks(db, id) }, 200, NO_STORE)
  })

  app.post(`${MONITOR_BASE}/lists/:id/webhooks`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    const body = await readJson(c, webhookBody)
    if (body instanceof Response) return body
    if ((await listWebhooks(db, id)).length >= MAX_WEBHOOKS_PER_LIST) {
      return jsonError(400, `A list can have at most ${MAX_WEBHOOKS_PER_LIST} webhooks.`)
    }
    // The secret is in this answer only: it is what the receiver checks signatures with.
    return c.json(await registerWebhook(db, id, body.url), 201, NO_STORE)
  })

  app.delete(`${MONITOR_BASE}/lists/:id/webhooks/:webhook`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    if (!(await removeWebhook(db, id, c.req.param('webhook')))) {
      return jsonError(404, 'This list has no such webhook.')
    }
    return c.body(null, 204)
  })

  app.get(`${MONITOR_BASE}/lists/:id/deliveries`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    return c.json({ deliveries: await listDeliveries(db, id) }, 200, NO_STORE)
  })

  return app
}

/** The feed, answered without a session: the token in its path is the credential. */
export function createFeedRoutes(deps: DeliveryRouteDeps) {
  const app = new Hono()
  app.get(`${FEED_BASE}/:file`, async (c) => {
    const file = c.req.param('file')
    const list = file.endsWith('.atom') ? await listForToken(deps.db, file.slice(0, -5)) : null
    // The same answer for a revoked, an unknown and a malformed token.
    if (!list) return jsonError(404, 'There is no such feed, or it was revoked.')
    const origin = originOf(deps, c)
    // English unless the address asks for German (the list page offers it in the reader's language).
    const lang = c.req.query('lang') === 'de' ? 'de' : 'en'
    const body = renderAtom({
      list,
      changes: await listChanges(deps.db, list.id),
      origin,
      selfUrl: `${origin}${FEED_BASE}/${file}${lang === 'de' ? '?lang=de' : ''}`,
      lang,
    })
    return c.body(body, 200, {
      'content-type': 'application/atom+xml; charset=utf-8',
      'cache-control': 'private, no-cache',
      'referrer-policy': 'no-referrer',
    })
  })
  return app
}
