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
      feed_created_by: null,
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

/**
 * Takes away what a user made on a list once they can no longer edit it: their webhooks (with
 * their deliveries) go, and the feed goes dark when they made it.
 */
export async function endEditorAccess(db: MonitorDb, listId: string, userId: string) {
  await db.transaction().execute(async (tx) => {
    const hooks = tx
      .selectFrom('monitor_webhooks')
      .select('id')
      .where('list_id', '=', listId)
      .where('created_by', '=', userId)
    await tx.deleteFrom('monitor_deliveries').where('webhook_id', 'in', hooks).execute()
    await tx
      .deleteFrom('monitor_webhooks')
      .where('list_id', '=', listId)
      .where('created_by', '=', userId)
      .execute()
    await tx
      .updateTable('monitor_lists')
      .set({ feed_token: null, feed_created_by: null })
      .where('id', '=', listId)
      .where('feed_created_by', '=', userId)
      .execute()
  })
}

export async function setShare(db: MonitorDb, listId: string, userId: string, role: ShareRole) {
  await db
    .insertInto('monitor_shares')
    .values({ list_id: listId, user_id: userId, role })
    .onConflict((oc) => oc.columns(['list_id', 'user_id']).doUpdateSet({ role }))
    .execute()
  // Reading only: what they made as an editor stops working.
  if (role === 'read') await endEditorAccess(db, listId, userId)
}

/** Ends a share; returns false when there was none (the name is matched regardless of case). */
export async function removeShare(db: MonitorDb, listId: string, userId: string) {
  const share = await db
    .selectFrom('monitor_shares')
    .select('user_id')
    .where('list_id', '=', listId)
    .where((eb) => eb(eb.fn('lower', ['user_id']), '=', userId.toLowerCase()))
    .executeTakeFirst()
  if (!share) return false
  await db
    .deleteFrom('monitor_shares')
    .where('list_id', '=', listId)
    .where('user_id', '=', share.user_id)
    .execute()
  await endEditorAccess(db, listId, share.user_id)
  return true
}

/**
 * Webhooks and feeds whose maker can no longer edit the list (a share ended by any path, or the
 * user was deleted from the users file): removed and revoked. Run before every delivery round.
 */
export async function pruneOrphans(
  db: MonitorDb,
  exists: ((userId: string) => Promise<boolean>) | null,
) {
  const makers = await db
    .selectFrom('monitor_webhooks as w')
    .innerJoin('monitor_lists as l', 'l.id', 'w.list_id')
    .select(['w.list_id as listId', 'w.created_by as userId'])
    .union(
      db
        .selectFrom('monitor_lists as l')
        .select(['l.id as listId', 'l.feed_created_by as userId'])
        .where('l.feed_token', 'is not', null),
    )
    .execute()
  let ended = 0
  for (const { listId, userId } of makers) {
    if (userId === null) continue
    const stillEdits = canEdit(await listAccess(db, listId, userId))
    const stillExists = stillEdits && (exists === null || (await exists(userId)))
    if (stillEdits && stillExists) continue
    await endEditorAccess(db, listId, userId)
    ended += 1
  }
  return ended
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

/** At most this many entities on one list, however they get there (the list, the import). */
export const MAX_ENTRIES_PER_LIST = 5_000
/** At most this many lists owned by one user. */
export const MAX_LISTS_PER_USER = 50

export async function ownedListCount(db: MonitorDb, userId: string): Promise<number> {
  const row = await db
    .selectFrom('monitor_lists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', userId)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/**
 * Adds entities; one already on the list stays as it is (adding twice is not an error). The added
 * time is always the server's: it decides which changes the list's readers see. Returns false,
 * adding nothing, when the list would hold more than MAX_ENTRIES_PER_LIST.
 */
export async function addEntries(
  db: MonitorDb,
  listId: string,
  userId: string,
  entities: { type: string; id: string; name: string; version?: string | null | undefined }[],
  now = new Date(),
): Promise<boolean> {
  if (entities.length === 0) return true
  const present = await db
    .selectFrom('monitor_entries')
    .select(['entity_type', 'entity_id'])
    .where('list_id', '=', listId)
    .execute()
  const known = new Set(present.map((row) => `${row.entity_type}:${row.entity_id}`))
  const fresh = new Set(entities.map((e) => `${e.type}:${e.id}`).filter((key) => !known.has(key)))
  if (present.length + fresh.size > MAX_ENTRIES_PER_LIST) return false
  await db
    .insertInto('monitor_entries')
    .values(
      entities.map((entity) => ({
        list_id: listId,
        entity_type: entity.type,
        entity_id: entity.id,
        name: entity.name,
        added_at: now.toISOString(),
        added_by: userId,
        saved_version: entity.version ?? null,
      })),
    )
    .onConflict((oc) => oc.columns(['list_id', 'entity_type', 'entity_id']).doNothing())
    .execute()
  return true
}

export async function removeEntry(db: MonitorDb, listId: string, type: string, entityId: string) {
  await db
    .deleteFrom('monitor_entries')
    .where('list_id', '=', listId)
    .where('entity_type', '=', type)
    .where('entity_id', '=', entityId)
    .execute()
}
