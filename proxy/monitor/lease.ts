/**
 * One leader among the server processes that share a database: whoever holds the lease row runs
 * the scheduled checks, and renews it while it lives; when it stops renewing, another process
 * takes over once the lease has expired. Two atomic statements, the same on SQLite and PostgreSQL.
 */
import type { MonitorDb } from './database'

export async function holdLease(
  db: MonitorDb,
  name: string,
  holder: string,
  ttlMs: number,
  now = Date.now(),
): Promise<boolean> {
  await db
    .insertInto('monitor_leases')
    .values({ name, holder, expires_at: now + ttlMs })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const result = await db
    .updateTable('monitor_leases')
    .set({ holder, expires_at: now + ttlMs })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<', now)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function releaseLease(db: MonitorDb, name: string, holder: string) {
  await db
    .deleteFrom('monitor_leases')
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute()
}
