/**
 * The scheduler in the server: every tick, the process that holds the lease (lease.ts) checks the
 * lists whose next check is due, oldest first, until the daily allowance is spent. Other processes
 * tick too but do nothing while the leader renews its lease; one takes over when it stops.
 */
import { CheckRunning, checkList, scheduledFor, type CheckDeps } from './checker'
import { holdLease, releaseLease } from './lease'

export const LEASE_NAME = 'monitor-scheduler'

export interface SchedulerOptions {
  deps: CheckDeps
  /** This process, as the lease names it. */
  holder: string
  tickMs: number
  /** Longer than a tick, so the leader renews in time; the gap a crashed leader leaves. */
  leaseMs: number
  onError?: (error: unknown) => void
}

export function startScheduler(options: SchedulerOptions) {
  const { deps, holder, leaseMs } = options
  const { db } = deps
  let running: Promise<boolean> | null = null

  /** One round; true when this process led it. */
  async function round(): Promise<boolean> {
    const now = deps.now?.() ?? new Date()
    if (!(await holdLease(db, LEASE_NAME, holder, leaseMs, now.getTime()))) return false
    const due = await db
      .selectFrom('monitor_lists')
      .select(['id', 'owner_id'])
      .where('next_check_at', '<=', now.toISOString())
      .orderBy('next_check_at')
      .execute()
    for (const { id, owner_id } of due) {
      // A scheduled check spends the owner's budget; a list checked right now is left to it.
      const result = await checkList(deps, id, scheduledFor(owner_id)).catch((error: unknown) => {
        if (error instanceof CheckRunning) return null
        throw error
      })
      if (result?.spentBudget === 'monitor') break
    }
    return true
  }

  const tick = () => {
    running ??= round().finally(() => {
      running = null
    })
    return running
  }
  const timer = setInterval(() => {
    tick().catch((error: unknown) => options.onError?.(error))
  }, options.tickMs)
  timer.unref?.()

  return {
    tick,
    async stop() {
      clearInterval(timer)
      await running?.catch(() => undefined)
      await releaseLease(db, LEASE_NAME, holder)
    },
  }
}
