/**
 * /api/explorer/monitor/lists…: the watchlists of the signed-in user (or the local user) and those
 * shared with them. Behind the proxy's sign-in gate and cross-site check (proxy/gateway/app.ts).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { jsonError } from '../gateway/forward'
import { auditWrite, type MonitorContext } from './context'
import {
  addEntries,
  createList,
  deleteList,
  listEntries,
  listsFor,
  listShares,
  MAX_ENTRIES_PER_LIST,
  MAX_LISTS_PER_USER,
  ownedListCount,
  removeEntry,
  removeShare,
  setShare,
  updateList,
} from './lists'
import { readJson, requestUserId, requireAccess } from './request-user'

export const MONITOR_BASE = '/api/explorer/monitor'

const NO_STORE = { 'cache-control': 'no-store' }
const schedule = z.enum(['hourly', 'daily', 'weekly'])
const listName = z.string().trim().min(1, 'The name must not be empty.').max(100)
const entityType = z.enum(['ORGANIZATION', 'PERSON', 'LOCATION'])
const entityId = z.string().regex(/^[a-f0-9]{1,32}$/, 'not an entity id')
export const watchedEntity = z.object({
  type: entityType,
  id: entityId,
  name: z.string().trim().min(1).max(300),
  version: z.string().max(64).nullable().optional(),
})
// A user id as the users file or the identity provider gives it.
const userId = z.string().trim().min(1).max(200)

export const tooManyEntries = () =>
  jsonError(400, `A list holds at most ${MAX_ENTRIES_PER_LIST} entities.`)
export const tooManyLists = () =>
  jsonError(400, `You can own at most ${MAX_LISTS_PER_USER} lists; delete one you no longer need.`)

export function createListRoutes(context: MonitorContext) {
  const { db } = context
  const app = new Hono()
  const audit = (user: string, action: string, list: string, status: number) =>
    auditWrite(context, user, action, list, status)

  app.get(`${MONITOR_BASE}/lists`, async (c) =>
    c.json({ user: requestUserId(c), lists: await listsFor(db, requestUserId(c)) }, 200, NO_STORE),
  )

  app.post(`${MONITOR_BASE}/lists`, async (c) => {
    const body = await readJson(c, z.object({ name: listName, schedule: schedule.optional() }))
    if (body instanceof Response) return body
    const owner = requestUserId(c)
    if ((await ownedListCount(db, owner)) >= MAX_LISTS_PER_USER) return tooManyLists()
    const id = await createList(db, owner, body.name, body.schedule)
    audit(owner, 'list.create', id, 201)
    return c.json({ id }, 201)
  })

  app.get(`${MONITOR_BASE}/lists/:id`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'read')
    if (allowed instanceof Response) return allowed
    const list = (await listsFor(db, allowed.userId)).find((l) => l.id === id)
    const [entries, shares] = await Promise.all([listEntries(db, id), listShares(db, id)])
    return c.json({ ...list, entries, shares }, 200, NO_STORE)
  })

  app.patch(`${MONITOR_BASE}/lists/:id`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    const body = await readJson(
      c,
      z.object({ name: listName.optional(), schedule: schedule.optional() }),
    )
    if (body instanceof Response) return body
    await updateList(db, id, body)
    audit(allowed.userId, 'list.update', id, 204)
    return c.body(null, 204)
  })

  app.delete(`${MONITOR_BASE}/lists/:id`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'owner')
    if (allowed instanceof Response) return allowed
    await deleteList(db, id)
    audit(allowed.userId, 'list.delete', id, 204)
    return c.body(null, 204)
  })

  app.put(`${MONITOR_BASE}/lists/:id/shares/:user`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'owner')
    if (allowed instanceof Response) return allowed
    const colleague = userId.safeParse(c.req.param('user'))
    if (!colleague.success) return jsonError(400, 'Name the colleague by their user name.')
    const body = await readJson(c, z.object({ role: z.enum(['read', 'edit']) }))
    if (body instanceof Response) return body
    // Only someone who exists: a share to a free name would go to whoever takes it later.
    const found = (await context.users?.find(colleague.data)) ?? null
    if (found === null) {
      return jsonError(
        404,
        `There is no user named "${colleague.data}". Check the spelling; a colleague who signs in with OpenID Connect must have signed in once.`,
      )
    }
    if (found.toLowerCase() === allowed.userId.toLowerCase()) {
      return jsonError(400, 'You own this list already.')
    }
    await setShare(db, id, found, body.role)
    audit(allowed.userId, 'share.set', id, 204)
    return c.body(null, 204)
  })

  app.delete(`${MONITOR_BASE}/lists/:id/shares/:user`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'owner')
    if (allowed instanceof Response) return allowed
    await removeShare(db, id, c.req.param('user'))
    audit(allowed.userId, 'share.remove', id, 204)
    return c.body(null, 204)
  })

  app.post(`${MONITOR_BASE}/lists/:id/entries`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    const body = await readJson(c, z.object({ entities: z.array(watchedEntity).min(1).max(500) }))
    if (body instanceof Response) return body
    if (!(await addEntries(db, id, allowed.userId, body.entities))) return tooManyEntries()
    audit(allowed.userId, 'entries.add', id, 204)
    return c.body(null, 204)
  })

  app.delete(`${MONITOR_BASE}/lists/:id/entries/:type/:entity`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    await removeEntry(db, id, c.req.param('type'), c.req.param('entity'))
    audit(allowed.userId, 'entries.remove', id, 204)
    return c.body(null, 204)
  })

  return app
}
