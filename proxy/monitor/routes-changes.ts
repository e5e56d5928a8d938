/**
 * /api/explorer/monitor: "Check now", what a schedule costs, and the changes of the lists a user
 * may read (per list, per entity, across lists), newest first, with unread markers.
 */
import { Hono } from 'hono'
import { sql } from 'kysely'
import { z } from 'zod'
import { callsToday } from './budget'
import { jsonError } from '../gateway/forward'
import { CheckRunning, checkList, type CheckDeps } from './checker'
import { listCost, SLICES_PER_CHANGE } from './cost'
import type { MonitorDb } from './database'
import { holdLease } from './lease'
import { listsFor, SCHEDULE_MS } from './lists'
import { requestBudgetKey, requestUserId, requireAccess } from './request-user'

/** "Check now" runs at most once a minute per list, whoever presses it. */
export const CHECK_NOW_INTERVAL_MS = 60_000

/** Takes the list's "Check now" minute; the seconds to wait when it is taken already. */
async function takeCheckNow(
  db: MonitorDb,
  listId: string,
  intervalMs: number,
): Promise<number | null> {
  if (intervalMs <= 0) return null
  const now = Date.now()
  const name = `check-now:${listId}`
  // A fresh holder each time: the lease is free only once the minute has passed.
  if (await holdLease(db, name, crypto.randomUUID(), intervalMs, now)) return null
  const lease = await db
    .selectFrom('monitor_leases')
    .select('expires_at')
    .where('name', '=', name)
    .executeTakeFirst()
  return Math.max(1, Math.ceil((Number(lease?.expires_at ?? now) - now) / 1000))
}

const tooSoon = (seconds: number, detail: string) =>
  jsonError(429, detail, { 'retry-after': String(seconds), 'cache-control': 'no-store' })
import { MONITOR_BASE } from './routes-lists'

const NO_STORE = { 'cache-control': 'no-store' }
const changeQuery = z.object({
  list: z.string().max(64).optional(),
  kind: z.string().max(40).optional(),
  type: z.enum(['ORGANIZATION', 'PERSON', 'LOCATION']).optional(),
  entity: z
    .string()
    .regex(/^[a-f0-9]{1,32}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).catch(200),
})

/** Changes of the entities on the lists the user may read, each once per list it is on. */
export async function changesFor(
  db: MonitorDb,
  userId: string,
  filter: z.infer<typeof changeQuery>,
) {
  let query = db
    .selectFrom('monitor_changes as c')
    .innerJoin('monitor_entries as e', (join) =>
      join.onRef('e.entity_type', '=', 'c.entity_type').onRef('e.entity_id', '=', 'c.entity_id'),
    )
    .innerJoin('monitor_lists as l', 'l.id', 'e.list_id')
    .leftJoin('monitor_shares as s', (join) =>
      join.onRef('s.list_id', '=', 'l.id').on('s.user_id', '=', userId),
    )
    .leftJoin('monitor_reads as r', (join) =>
      join.onRef('r.list_id', '=', 'l.id').on('r.user_id', '=', userId),
    )
    .select([
      'c.id',
      'l.id as listId',
      'l.name as listName',
      'c.entity_type as entityType',
      'c.entity_id as entityId',
      'c.entity_name as entityName',
      'c.kind',
      'c.before',
      'c.after',
      'c.detected_at as detectedAt',
      sql<boolean>`(r.read_at IS NULL OR c.detected_at > r.read_at)`.as('unread'),
    ])
    .where((eb) => eb.or([eb('l.owner_id', '=', userId), eb('s.user_id', '=', userId)]))
    // What changed before an entity was put on a list is not that list's news.
    .whereRef('c.detected_at', '>=', 'e.added_at')
  if (filter.list) query = query.where('l.id', '=', filter.list)
  if (filter.kind) query = query.where('c.kind', 'like', `${filter.kind}%`)
  if (filter.type) query = query.where('c.entity_type', '=', filter.type)
  if (filter.entity) query = query.where('c.entity_id', '=', filter.entity)
  const rows = await query
    .orderBy('c.detected_at', 'desc')
    .orderBy('c.id')
    .limit(filter.limit)
    .execute()
  return rows.map((row) => ({ ...row, unread: Boolean(Number(row.unread)) }))
}

/** The lists the user may read that watch the entity. */
async function watchingLists(db: MonitorDb, userId: string, entityId: string, type?: string) {
  let query = db
    .selectFrom('monitor_entries as e')
    .innerJoin('monitor_lists as l', 'l.id', 'e.list_id')
    .leftJoin('monitor_shares as s', (join) =>
      join.onRef('s.list_id', '=', 'l.id').on('s.user_id', '=', userId),
    )
    .select(['l.id', 'l.name'])
    .where('e.entity_id', '=', entityId)
    .where((eb) => eb.or([eb('l.owner_id', '=', userId), eb('s.user_id', '=', userId)]))
  if (type) query = query.where('e.entity_type', '=', type)
  return query.orderBy('l.name').execute()
}

export function createChangeRoutes(deps: CheckDeps) {
  const { db } = deps
  const app = new Hono()

  app.post(`${MONITOR_BASE}/lists/:id/check`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'edit')
    if (allowed instanceof Response) return allowed
    const wait = await takeCheckNow(db, id, deps.checkNowIntervalMs ?? CHECK_NOW_INTERVAL_MS)
    if (wait !== null) {
      return tooSoon(wait, `This list was checked less than a minute ago. Try again in ${wait} s.`)
    }
    try {
      const trigger = {
        user: allowed.userId,
        budgetKey: requestBudgetKey(c),
        kind: 'manual',
      } as const
      return c.json(await checkList(deps, id, trigger), 200, NO_STORE)
    } catch (error) {
      if (!(error instanceof CheckRunning)) throw error
      return tooSoon(10, 'A check of this list is running. Its changes appear when it is done.')
    }
  })

  app.get(`${MONITOR_BASE}/lists/:id/cost`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'read')
    if (allowed instanceof Response) return allowed
    const cost = await listCost(db, id)
    const perDay = (ms: number) => Math.ceil((cost.entities * 86_400_000) / ms)
    return c.json(
      {
        ...cost,
        budgetPerDay: deps.budgetPerDay,
        usedToday: await callsToday(db),
        // The record reads alone (nothing changed), kept for older clients; `schedules` has the range.
        callsPerDay: {
          hourly: perDay(SCHEDULE_MS.hourly),
          daily: perDay(SCHEDULE_MS.daily),
          weekly: perDay(SCHEDULE_MS.weekly),
        },
        slicesPerChange: SLICES_PER_CHANGE.max,
        slicesPerChangeMin: SLICES_PER_CHANGE.min,
      },
      200,
      NO_STORE,
    )
  })

  app.post(`${MONITOR_BASE}/lists/:id/read`, async (c) => {
    const id = c.req.param('id')
    const allowed = await requireAccess(db, c, id, 'read')
    if (allowed instanceof Response) return allowed
    const readAt = new Date().toISOString()
    await db
      .insertInto('monitor_reads')
      .values({ user_id: allowed.userId, list_id: id, read_at: readAt })
      .onConflict((oc) => oc.columns(['user_id', 'list_id']).doUpdateSet({ read_at: readAt }))
      .execute()
    return c.body(null, 204)
  })

  // "Mark all read": every list the user may read, at once.
  app.post(`${MONITOR_BASE}/read`, async (c) => {
    const userId = requestUserId(c)
    const readAt = new Date().toISOString()
    for (const list of await listsFor(db, userId)) {
      await db
        .insertInto('monitor_reads')
        .values({ user_id: userId, list_id: list.id, read_at: readAt })
        .onConflict((oc) => oc.columns(['user_id', 'list_id']).doUpdateSet({ read_at: readAt }))
        .execute()
    }
    return c.body(null, 204)
  })

  app.get(`${MONITOR_BASE}/changes`, async (c) => {
    const filter = changeQuery.safeParse(c.req.query())
    if (!filter.success) return c.json({ detail: 'Invalid filter.' }, 400)
    const userId = requestUserId(c)
    const changes = await changesFor(db, userId, filter.data)
    if (!filter.data.entity) return c.json({ changes }, 200, NO_STORE)
    // An entity's page shows its history only where it is watched: the lists that watch it.
    const watchedIn = await watchingLists(db, userId, filter.data.entity, filter.data.type)
    return c.json({ changes, watchedIn }, 200, NO_STORE)
  })

  // The header's badge and the lists' markers: one small answer, counted per list.
  app.get(`${MONITOR_BASE}/unread`, async (c) => {
    const changes = await changesFor(db, requestUserId(c), { limit: 500 })
    const lists: Record<string, number> = {}
    for (const change of changes) {
      if (change.unread) lists[change.listId] = (lists[change.listId] ?? 0) + 1
    }
    const count = changes.filter((change) => change.unread).length
    return c.json({ count, lists }, 200, NO_STORE)
  })

  return app
}
