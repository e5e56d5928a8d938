/**
 * Delivery over HTTP. Behind sign-in, under /api/explorer/monitor/lists/:id: create (rotate) and
 * revoke the list's feed token, register and remove webhooks, the delivery log — for the owner and
 * editors. Public (the URL is the credential): the Atom feed at /api/explorer/feeds/<token>.atom.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { jsonError } from '../gateway/forward'
import { auditWrite, type MonitorContext } from './context'
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
import { listAccess, canEdit } from './lists'
import { checkWebhookTarget, normalizeWebhookUrl } from './webhook-address'
import {
  listDeliveries,
  listWebhooks,
  MAX_WEBHOOKS_PER_USER,
  registerWebhook,
  removeWebhook,
  webhooksMadeBy,
} from './webhooks'

const NO_STORE = { 'cache-control': 'no-store' }
const MAX_WEBHOOKS_PER_LIST = 10

const webhookBody = z.object({
  url: z
    .string()
    .trim()
    .max(2000, 'The URL must be at most 2,000 characters.')
    .superRefine((value, context) => {
      const problem = normalizeWebhookUrl(value)
      if ('reason' in problem) context.addIssue({ code: 'custom', message: problem.reason })
    }),
})

export interface DeliveryRouteDeps extends MonitorContext {
  /** PUBLIC_URL's origin; else links use the origin the request came to. */
  publicOrigin?: string | undefined
}

const originOf = (deps: DeliveryRouteDeps, c: Context) =>
  deps.publicOrigin ?? new URL(c.req.url).origin

/** Routes behind the sign-in gate. */
export function createDeliveryRoutes(deps: DeliveryRouteDeps) {
  const { db } = deps
  const app = new Hono()
  const audit = (user: string, action: string, list: string, status: number) =>
    auditWrite(deps, user, action, list, status)

  app.post(`${MONITOR_BASE}/lists/:id/feed`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    const token = await rotateFeedToken(db, id, allowed.userId)
    audit(allowed.userId, 'feed.create', id, 201)
    return c.json({ url: `${originOf(deps, c)}${FEED_BASE}/${token}.atom` }, 201, NO_STORE)
  })

  app.delete(`${MONITOR_BASE}/lists/:id/feed`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    await revokeFeedToken(db, id)
    audit(allowed.userId, 'feed.revoke', id, 204)
    return c.body(null, 204)
  })

  app.get(`${MONITOR_BASE}/lists/:id/webhooks`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    const full = allowed.access === 'owner'
    return c.json({ webhooks: await listWebhooks(db, id, full) }, 200, NO_STORE)
  })

  app.post(`${MONITOR_BASE}/lists/:id/webhooks`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    const body = await readJson(c, webhookBody)
    if (body instanceof Response) return body
    if ((await listWebhooks(db, id, false)).length >= MAX_WEBHOOKS_PER_LIST) {
      return jsonError(400, `A list can have at most ${MAX_WEBHOOKS_PER_LIST} webhooks.`)
    }
    if ((await webhooksMadeBy(db, allowed.userId)) >= MAX_WEBHOOKS_PER_USER) {
      return jsonError(
        400,
        `You can have at most ${MAX_WEBHOOKS_PER_USER} webhooks over all lists; delete one you no longer need.`,
      )
    }
    // Stored and shown as the parser reads it (what is sent is what is seen), and checked where
    // it resolves now; every delivery checks again, and connects to the address it checked.
    const normalized = normalizeWebhookUrl(body.url)
    if ('reason' in normalized) return jsonError(400, `url: ${normalized.reason}`)
    const checked = await checkWebhookTarget(normalized.url, deps.webhookAllow, deps.resolve)
    if (!checked.ok) return jsonError(400, `url: ${checked.reason}`)
    const made = await registerWebhook(deps, id, checked.target, allowed.userId)
    audit(allowed.userId, 'webhook.add', id, 201)
    // The secret is in this answer only: it is what the receiver checks signatures with.
    return c.json(made, 201, NO_STORE)
  })

  app.delete(`${MONITOR_BASE}/lists/:id/webhooks/:webhook`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    if (!(await removeWebhook(db, id, c.req.param('webhook')))) {
      return jsonError(404, 'This list has no such webhook.')
    }
    audit(allowed.userId, 'webhook.remove', id, 204)
    return c.body(null, 204)
  })

  app.get(`${MONITOR_BASE}/lists/:id/deliveries`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    const full = allowed.access === 'owner'
    return c.json({ deliveries: await listDeliveries(db, id, full) }, 200, NO_STORE)
  })

  return app
}

async function makerMayStillEdit(deps: DeliveryRouteDeps, listId: string, maker: string | null) {
  if (maker === null) return true
  const users = deps.users
  const exists = users?.authoritative ? (await users.find(maker)) !== null : true
  if (exists && canEdit(await listAccess(deps.db, listId, maker))) return true
  await revokeFeedToken(deps.db, listId)
  return false
}

/** The feed, answered without a session: the token in its path is the credential. */
export function createFeedRoutes(deps: DeliveryRouteDeps) {
  const app = new Hono()
  app.get(`${FEED_BASE}/:file`, async (c) => {
    const file = c.req.param('file')
    const list = file.endsWith('.atom') ? await listForToken(deps.db, file.slice(0, -5)) : null
    // The same answer for a revoked, an unknown and a malformed token, and for a feed whose maker
    // can no longer edit the list or no longer exists (it is revoked on the way).
    if (!list || !(await makerMayStillEdit(deps, list.id, list.feed_created_by))) {
      return jsonError(404, 'There is no such feed, or it was revoked.')
    }
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
