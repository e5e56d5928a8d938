/**
 * POST /api/explorer/monitor/import: the browser's watchlist of earlier versions (localStorage)
 * moves onto the server on first use. Idempotent, so a second tab or a retry after a lost answer
 * adds nothing twice: the entities go into the user's list named like the browser's ("Watchlist"),
 * created when missing. The browser clears its copy only after this answered 200.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { auditWrite, type MonitorContext } from './context'
import { addEntries, createList, listsFor, MAX_LISTS_PER_USER, ownedListCount } from './lists'
import { readJson, requestUserId } from './request-user'
import { MONITOR_BASE, tooManyEntries, tooManyLists, watchedEntity } from './routes-lists'

export const IMPORTED_LIST_NAME = 'Watchlist'

const importBody = z.object({
  entities: z
    .array(watchedEntity.extend({ at: z.iso.datetime({ offset: true }).optional() }))
    .max(1_000),
})

export function createImportRoutes(context: MonitorContext) {
  const { db } = context
  const app = new Hono()
  app.post(`${MONITOR_BASE}/import`, async (c) => {
    const body = await readJson(c, importBody)
    if (body instanceof Response) return body
    const userId = requestUserId(c)
    const own = (await listsFor(db, userId)).find(
      (list) => list.access === 'owner' && list.name === IMPORTED_LIST_NAME,
    )
    if (!own && (await ownedListCount(db, userId)) >= MAX_LISTS_PER_USER) return tooManyLists()
    const listId = own?.id ?? (await createList(db, userId, IMPORTED_LIST_NAME))
    // The browser's `at` is not taken: the added time is the server's, as on every path, since it
    // decides which of the entity's changes the list shows (none from before it was added here).
    const entities = body.entities.map(({ at: _at, ...entity }) => entity)
    if (!(await addEntries(db, listId, userId, entities))) return tooManyEntries()
    auditWrite(context, userId, 'entries.import', listId, 200)
    return c.json({ listId, imported: body.entities.length }, 200)
  })
  return app
}
