/**
 * /api/explorer/monitor/lists…: the watchlists of the signed-in user (or the local user) and those
 * shared with them. Behind the proxy's sign-in gate and cross-site check (proxy/app.ts).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { jsonError } from '../forward'
import type { MonitorDb } from './database'
import {
  addEntries,
  createList,
  deleteList,
  listEntries,
  listsFor,
  listShares,
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

export const MAX_ENTRIES_PER_LIST = 5_000

export function createListRoutes(db: MonitorDb) {
  const app = new Hono()

  app.get(`${MONITOR_BASE}/lists`, async (c) =>
    c.json({ user: requestUserId(c), lists: await listsFor(db, requestUserId(c)) }, 200, NO_STORE),
  )

  app.post(`${MONITOR_BASE}/lists`, async (c) => {
    const body = await readJson(c, z.object({ name: listName, schedule: schedule.optional() }))
    if (body instanceof Response) return body
    const id = await createList(db, requestUserId(c), body.name, body.schedule)
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
    return c.body(null, 204)
  })

  app.delete(`${MONITOR_BASE}/lists/:id`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'owner')
    if (allowed instanceof Response) return allowed
    await deleteList(db, id)
    return c.body(null, 204)
  })

  app.put(`${MONITOR_BASE}/lists/:id/shares/:user`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'owner')
    if (allowed instanceof Response) return allowed
    const colleague = userId.safeParse(c.req.param('user'))
    if (!colleague.success) return jsonError(400, 'Name the colleague by their user name.')
    if (colleague.data === allowed.userId) return jsonError(400, 'You own this list already.')
    const body = await readJson(c, z.object({ role: z.enum(['read', 'edit']) }))
    if (body instanceof Response) return body
    await setShare(db, id, colleague.data, body.role)
    return c.body(null, 204)
  })

  app.delete(`${MONITOR_BASE}/lists/:id/shares/:user`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'owner')
    if (allowed instanceof Response) return allowed
    await removeShare(db, id, c.req.param('user'))
    return c.body(null, 204)
  })

  app.post(`${MONITOR_BASE}/lists/:id/entries`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    const body = await readJson(c, z.object({ entities: z.array(watchedEntity).min(1).max(500) }))
    if (body instanceof Response) return body
    const count = (await listsFor(db, allowed.userId)).find((l) => l.id === id)?.entries ?? 0
    if (count + body.entities.length > MAX_ENTRIES_PER_LIST) {
      return jsonError(400, `A list holds at most ${MAX_ENTRIES_PER_LIST} entities.`)
    }
    await addEntries(db, id, allowed.userId, body.entities)
    return c.body(null, 204)
  })

  app.delete(`${MONITOR_BASE}/lists/:id/entries/:type/:entity`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    await removeEntry(db, id, c.req.param('type'), c.req.param('entity'))
    return c.body(null, 204)
  })

  return app
}
