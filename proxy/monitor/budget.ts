/**
 * Monitoring's own daily allowance of upstream calls (MONITOR_BUDGET_PER_DAY), counted in the
 * database so every server process draws from one count. A call is taken before it is made; once
 * the day's calls are spent, checks stop until the next UTC day.
 */
import type { MonitorDb } from './database'

export const utcDay = (now: Date) => now.toISOString().slice(0, 10)

/** Takes one call from today's allowance; false when it is spent. Atomic on both databases. */
export async function takeCall(db: MonitorDb, limit: number, now = new Date()): Promise<boolean> {
  const day = utcDay(now)
  await db
    .insertInto('monitor_usage')
    .values({ day, calls: 0 })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute()
  const result = await db
    .updateTable('monitor_usage')
    .set((eb) => ({ calls: eb('calls', '+', 1) }))
    .where('day', '=', day)
    .where('calls', '<', limit)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function callsToday(db: MonitorDb, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('monitor_usage')
    .select('calls')
    .where('day', '=', utcDay(now))
    .executeTakeFirst()
  return Number(row?.calls ?? 0)
}
