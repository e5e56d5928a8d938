/**
 * Watchlists on the server: who may see and change a list, its entries and its shares. Data
 * functions take the database first; the HTTP layer (routes.ts) checks input and maps errors.
 */
import { randomUUID } from 'node:crypto'
import type { MonitorDb } from './database'
import type { Schedule, ShareRole } from './schema'

export const SCHEDULE_MS: Record<Schedule, number> = {
  hourly: 3_600_000,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
}

export type Access = 'owner' | ShareRole

export interface ListSummary {
  id: string
  name: string
  schedule: Schedule
  ownerId: string
  access: Access
  entries: number
  lastCheckedAt: string | null
  nextCheckAt: string
  /** Whether the list has a private feed URL (only its hash is kept: the URL is shown once). */
  hasFeed: boolean
}

export interface WatchedEntity {
  type: string
  id: string
  name: string
  addedAt: string
  /** fb_entity_version when it was added, if the client knew it. */
  savedVersion: string | null
}

export const canEdit = (access: Access | null) => access === 'owner' || access === 'edit'

export async function listAccess(
  db: MonitorDb,
  listId: string,
  userId: string,
): Promise<Access | null> {
  const list = await db
    .selectFrom('monitor_lists')
    .select('owner_id')
    .where('id', '=', listId)
    .executeTakeFirst()
  if (!list) return null
  if (list.owner_id === userId) return 'owner'
  const share = await db
    .selectFrom('monitor_shares')
    .select('role')
    .where('list_id', '=', listId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return share?.role ?? null
}

export async function listsFor(db: MonitorDb, userId: string): Promise<ListSummary[]> {
  const rows = await db
    .selectFrom('monitor_lists as l')
    .leftJoin('monitor_shares as s', (join) =>
      join.onRef('s.list_id', '=', 'l.id').on('s.user_id', '=', userId),
    )
    .select((eb) => [
      'l.id',
      'l.name',
      'l.schedule',
      'l.owner_id',
      's.role',
      'l.last_checked_at',
      'l.next_check_at',
      'l.feed_token',
      eb
        .selectFrom('monitor_entries as e')
        .whereRef('e.list_id', '=', 'l.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('entries'),
    ])
    .where((eb) => eb.or([eb('l.owner_id', '=', userId), eb('s.user_id', '=', userId)]))
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    schedule: row.schedule,
    ownerId: row.owner_id,
    access: row.owner_id === userId ? 'owner' : (row.role ?? 'read'),
    entries: Number(row.entries ?? 0),
    lastCheckedAt: row.last_checked_at,
    nextCheckAt: row.next_check_at,
    hasFeed: row.feed_token !== null,
  }))
}

export async function createList(
  db: MonitorDb,
  ownerId: string,
  name: string,
  schedule: Schedule = 'daily',
  now = new Date(),
): Promise<string> {
  const id = randomUUID()
  await db
    .insertInto('monitor_lists')
    .values({
      id,
      owner_id: ownerId,
      name,
      schedule,
      feed_token: null,
      created_at: now.toISOString(),
      last_checked_at: null,
      next_check_at: new Date(now.getTime() + SCHEDULE_MS[schedule]).toISOString(),
    })
    .execute()
  return id
}

export async function updateList(
  db: MonitorDb,
  listId: string,
  change: { name?: string | undefined; schedule?: Schedule | undefined },
  now = new Date(),
) {
  const values: { name?: string; schedule?: Schedule; next_check_at?: string } = {}
  if (change.name !== undefined) values.name = change.name
  if (change.schedule !== undefined) {
    values.schedule = change.schedule
    const list = await db
      .selectFrom('monitor_lists')
      .select('last_checked_at')
      .where('id', '=', listId)
      .executeTakeFirstOrThrow()
    const from = list.last_checked_at ? new Date(list.last_checked_at) : now
    values.next_check_at = new Date(from.getTime() + SCHEDULE_MS[change.schedule]).toISOString()
  }
  if (Object.keys(values).length === 0) return
  await db.updateTable('monitor_lists').set(values).where('id', '=', listId).execute()
}

export async function deleteList(db: MonitorDb, listId: string) {
  // Explicit child deletes: SQLite enforces ON DELETE CASCADE only with foreign_keys on, and a
  // database opened by another tool may not have it.
  await db.transaction().execute(async (tx) => {
    for (const table of ['monitor_shares', 'monitor_entries', 'monitor_reads'] as const) {
      await tx.deleteFrom(table).where('list_id', '=', listId).execute()
    }
    const hooks = tx.selectFrom('monitor_webhooks').select('id').where('list_id', '=', listId)
    await tx.deleteFrom('monitor_deliveries').where('webhook_id', 'in', hooks).execute()
    await tx.deleteFrom('monitor_webhooks').where('list_id', '=', listId).execute()
    await tx.deleteFrom('monitor_lists').where('id', '=', listId).execute()
  })
}

export async function listShares(db: MonitorDb, listId: string) {
  const rows = await db
    .selectFrom('monitor_shares')
    .select(['user_id', 'role'])
    .where('list_id', '=', listId)
    .orderBy('user_id')
    .execute()
  return rows.map((row) => ({ userId: row.user_id, role: row.role }))
}

export async function setShare(db: MonitorDb, listId: string, userId: string, role: ShareRole) {
  await db
    .insertInto('monitor_shares')
    .values({ list_id: listId, user_id: userId, role })
    .onConflict((oc) => oc.columns(['list_id', 'user_id']).doUpdateSet({ role }))
    .execute()
}

export async function removeShare(db: MonitorDb, listId: string, userId: string) {
  await db
    .deleteFrom('monitor_shares')
    .where('list_id', '=', listId)
    .where('user_id', '=', userId)
    .execute()
}

export async function listEntries(db: MonitorDb, listId: string): Promise<WatchedEntity[]> {
  const rows = await db
    .selectFrom('monitor_entries')
    .select(['entity_type', 'entity_id', 'name', 'added_at', 'saved_version'])
    .where('list_id', '=', listId)
    .orderBy('added_at', 'desc')
    .orderBy('entity_id')
    .execute()
  return rows.map((row) => ({
    type: row.entity_type,
    id: row.entity_id,
    name: row.name,
    addedAt: row.added_at,
    savedVersion: row.saved_version,
  }))
}

/** Adds entities; one already on the list stays as it is (adding twice is not an error). */
export async function addEntries(
  db: MonitorDb,
  listId: string,
  userId: string,
  entities: {
    type: string
    id: string
    name: string
    addedAt?: string | undefined
    version?: string | null | undefined
  }[],
  now = new Date(),
) {
  if (entities.length === 0) return
  await db
    .insertInto('monitor_entries')
    .values(
      entities.map((entity) => ({
        list_id: listId,
        entity_type: entity.type,
        entity_id: entity.id,
        name: entity.name,
        added_at: entity.addedAt ?? now.toISOString(),
        added_by: userId,
        saved_version: entity.version ?? null,
      })),
    )
    .onConflict((oc) => oc.columns(['list_id', 'entity_type', 'entity_id']).doNothing())
    .execute()
}

export async function removeEntry(db: MonitorDb, listId: string, type: string, entityId: string) {
  await db
    .deleteFrom('monitor_entries')
    .where('list_id', '=', listId)
    .where('entity_type', '=', type)
    .where('entity_id', '=', entityId)
    .execute()
}
