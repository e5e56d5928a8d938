/**
 * What checking a list really costs in Data Hub calls (checker.ts), as a range: every check reads
 * each entity's record once; an organization checked for the first time costs two slice reads more
 * (its baseline: shareholders, financial years); an organization whose version changed costs three
 * to five (publications, shareholders, financial years; management and insolvency notices only when
 * the publications or the status call for them). Persons and places cost their record alone. The
 * low end is a check that finds nothing changed, the high end one that finds every organization
 * changed.
 */
import type { MonitorDb } from './database'
import { SCHEDULE_MS } from './lists'
import type { Schedule } from './schema'

export const SLICES_PER_CHANGE = { min: 3, max: 5 } as const
const BASELINE_SLICES = 2
const DAY_MS = 86_400_000

export interface CallRange {
  min: number
  max: number
}

export interface ScheduleCost extends CallRange {
  /** The period the range is for: a day, or a week for weekly checks. */
  period: 'day' | 'week'
  checks: number
}

export interface ListCost {
  entities: number
  organizations: number
  /** Organizations on the list never checked yet: the next check reads their baseline. */
  firstChecks: number
  /** The next check, with the baselines it still has to read. */
  nextCheck: CallRange
  /** Any later check. */
  laterCheck: CallRange
  schedules: Record<Schedule, ScheduleCost>
}

/** The range for counts of entities, organizations and organizations not yet checked. */
export function costOf(entities: number, organizations: number, firstChecks: number): ListCost {
  const baseline = BASELINE_SLICES * firstChecks
  const nextCheck = {
    min: entities + baseline,
    max: entities + baseline + SLICES_PER_CHANGE.max * (organizations - firstChecks),
  }
  const laterCheck = { min: entities, max: entities + SLICES_PER_CHANGE.max * organizations }
  const schedule = (ms: number): ScheduleCost => {
    const period = ms > DAY_MS ? 'week' : 'day'
    const checks = Math.max(1, Math.round((period === 'week' ? 7 * DAY_MS : DAY_MS) / ms))
    return {
      period,
      checks,
      min: nextCheck.min + (checks - 1) * laterCheck.min,
      max: nextCheck.max + (checks - 1) * laterCheck.max,
    }
  }
  return {
    entities,
    organizations,
    firstChecks,
    nextCheck,
    laterCheck,
    schedules: {
      hourly: schedule(SCHEDULE_MS.hourly),
      daily: schedule(SCHEDULE_MS.daily),
      weekly: schedule(SCHEDULE_MS.weekly),
    },
  }
}

/** The cost of the list as it is now: its entities, and which have a snapshot already. */
export async function listCost(db: MonitorDb, listId: string): Promise<ListCost> {
  const rows = await db
    .selectFrom('monitor_entries as e')
    .leftJoin('monitor_snapshots as s', (join) =>
      join.onRef('s.entity_type', '=', 'e.entity_type').onRef('s.entity_id', '=', 'e.entity_id'),
    )
    .select(['e.entity_type as type', 's.version'])
    .where('e.list_id', '=', listId)
    .execute()
  const organizations = rows.filter((row) => row.type === 'ORGANIZATION')
  const firstChecks = organizations.filter((row) => row.version === null).length
  return costOf(rows.length, organizations.length, firstChecks)
}
