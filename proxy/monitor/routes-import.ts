/**
 * POST /api/explorer/monitor/import: the browser's watchlist of earlier versions (localStorage)
 * moves onto the server on first use. Idempotent, so a second tab or a retry after a lost answer
 * adds nothing twice: the entities go into the user's list named like the browser's ("Watchlist"),
 * created when missing. The browser clears its copy only after this answered 200.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { MonitorDb } from './database'
import { addEntries, createList, listsFor } from './lists'
import { readJson, requestUserId } from './request-user'
import { MONITOR_BASE, watchedEntity } from './routes-lists'

export const IMPORTED_LIST_NAME = 'Watchlist'

const importBody = z.object({
  entities: z
    .array(watchedEntity.extend({ at: z.iso.datetime({ offset: true }).optional() }))
    .max(1_000),
})

export function createImportRoutes(db: MonitorDb) {
  const app = new Hono()
  app.post(`${MONITOR_BASE}/import`, async (c) => {
    const body = await readJson(c, importBody)
    if (body instanceof Response) return body
    const userId = requestUserId(c)
    const own = (await listsFor(db, userId)).find(
      (list) => list.access === 'owner' && list.name === IMPORTED_LIST_NAME,
    )
    const listId = own?.id ?? (await createList(db, userId, IMPORTED_LIST_NAME))
    await addEntries(
      db,
      listId,
      userId,
      body.entities.map((entity) => ({ ...entity, addedAt: entity.at })),
    )
    return c.json({ listId, imported: body.entities.length }, 200)
  })
  return app
}
