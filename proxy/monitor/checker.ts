/**
 * Checks watched entities against the Data Hub while respecting credits: one record read per
 * entity tells by `fb_entity_version` whether anything changed; only then are the slices read that
 * describe the change (the register publications first, which say whether management changed).
 * A first check keeps the two slices that carry no dates (shareholders, financial years) as the
 * baseline they are later compared with; the shareholders also say who the beneficial owners are. Every call is taken first from the budget of whoever the
 * check is for (who pressed "Check now", or the list's owner for a scheduled check) and from
 * monitoring's daily allowance; when either is spent the check stops after the calls in flight.
 * One check per list runs at a time, across processes (a lease per list).
 */
import { randomUUID } from 'node:crypto'
import { isEntityType, recordType } from '../../contract/entity-types'
import { relationKey } from '../../contract/relations'
import { API_BASE, entityRecordPath, relationResolvePath } from '../../contract/requests'
import type { MonitorContext } from './context'
import { takeCall } from './budget'
import { holdLease, releaseLease } from './lease'
import {
  currentShareholders,
  datedEntries,
  financialYearChanges,
  financialYears,
  managementChanges,
  recordChanges,
  recordFields,
  shareholderChanges,
  type DescribedChange,
  type EntityState,
} from './describe'
import { beneficialOwnerChanges } from './describe-owners'
import { SCHEDULE_MS } from './lists'

/** The proxy's own path to the upstream (it adds the key): a request for /api/v2/… */
export type UpstreamFetch = (request: Request) => Promise<Response>

export interface CheckDeps extends MonitorContext {
  fetch: UpstreamFetch
  /** "Check now" at most once per this time per list (60 s); 0 = no limit (tests). */
  checkNowIntervalMs?: number
  budgetPerDay: number
  concurrency?: number
  now?: () => Date
  /** Told when a check recorded changes (delivery sends them on without waiting for its poll). */
  onChanges?: (listId: string) => void
}

export class BudgetSpent extends Error {
  constructor(readonly budget: 'monitor' | 'user') {
    super(
      budget === 'monitor'
        ? 'The daily allowance of upstream calls for monitoring is spent.'
        : "The user's daily budget of upstream calls is spent.",
    )
  }
}

/** Whom a check is for: whose budget it spends and who the audit line names. */
export interface CheckTrigger {
  /** The user id (the list owner's for a scheduled check). */
  user: string
  /** The key of the per-user budget, `user:<id>` as the API counts it. */
  budgetKey: string
  kind: 'manual' | 'schedule'
}

export const scheduledFor = (ownerId: string): CheckTrigger => ({
  user: ownerId,
  budgetKey: `user:${ownerId}`,
  kind: 'schedule',
})

/** Another check of the list is running (here or in another process). */
export class CheckRunning extends Error {
  constructor() {
    super('A check of this list is running.')
  }
}
const CHECK_LEASE_MS = 15 * 60_000
const checkLeaseName = (listId: string) => `check:${listId}`

export const SLICES = {
  management: relationKey('ORGANIZATION', 'MANAGEMENT'),
  shareholders: relationKey('ORGANIZATION', 'SHAREHOLDERS'),
  kpi: relationKey('ORGANIZATION', 'FINANCIALS_KPI'),
  insolvency: relationKey('ORGANIZATION', 'INSOLVENCY'),
  publications: relationKey('ORGANIZATION', 'PUBLICATIONS'),
}
const ORIGIN = 'http://monitor.invalid'

export interface CheckResult {
  checked: number
  changed: number
  changes: number
  calls: number
  /** Of the calls: record reads (one per entity) and slice reads (a baseline, or a change described). */
  recordCalls: number
  sliceCalls: number
  /** Entities checked for the first time: their baseline costs two slice reads each. */
  firstChecked: number
  /** Entities whose check failed (the upstream answered with an error): tried again next time. */
  failed: number
  budgetSpent: boolean
  /** Which budget stopped the check, when one did. */
  spentBudget?: 'monitor' | 'user'
}

function reader(deps: CheckDeps, trigger: CheckTrigger, count: (what: 'record' | 'slice') => void) {
  async function call(path: string, init?: RequestInit): Promise<unknown> {
    if (deps.budgets && (await deps.budgets.takeUpstreamCall(trigger.budgetKey))) {
      throw new BudgetSpent('user')
    }
    if (!(await takeCall(deps.db, deps.budgetPerDay, deps.now?.())))
      throw new BudgetSpent('monitor')
    count(init ? 'slice' : 'record')
    const response = await deps.fetch(new Request(`${ORIGIN}${API_BASE}${path}`, init))
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`The Data Hub answered ${response.status} for ${path}`)
    return response.json()
  }
  return {
    record: (type: string, id: string) => {
      // Watched entities are checked on the way in; a stored row of another type is a bug.
      if (!isEntityType(type)) throw new Error(`Not an entity type: ${type}`)
      return call(entityRecordPath(recordType(type), id))
    },
    slice: async (key: string, id: string) => {
      const answer = await call(relationResolvePath(key, id), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({}),
      })
      const first = Array.isArray(answer) ? (answer[0] as { entity?: { value?: unknown } }) : null
      return first?.entity?.value ?? null
    },
  }
}

type Reader = ReturnType<typeof reader>

async function describeOrganization(
  read: Reader,
  id: string,
  before: EntityState,
  state: EntityState,
): Promise<DescribedChange[]> {
  const since = before.record.updatedAt?.slice(0, 10) ?? null
  const changes: DescribedChange[] = []
  const publications = await read.slice(SLICES.publications, id)
  changes.push(...datedEntries(publications, since, 'publication'))
  const memberNews = (Array.isArray(publications) ? publications : []).some(
    (p: { category?: unknown; date?: unknown }) =>
      String(p.category).startsWith('MEMBER_') &&
      typeof p.date === 'string' &&
      (!since || p.date > since),
  )
  if (memberNews) changes.push(...managementChanges(await read.slice(SLICES.management, id), since))
  const status = state.record.status ?? ''
  if (status !== before.record.status || /INSOLVENCY/.test(status)) {
    changes.push(
      ...datedEntries(await read.slice(SLICES.insolvency, id), since, 'insolvency-notice'),
    )
  }
  state.shareholders = currentShareholders(await read.slice(SLICES.shareholders, id))
  changes.push(...shareholderChanges(before.shareholders, state.shareholders))
  // Who the beneficial owners are follows from the same list (GwG § 3 (2), the one rule).
  const company = { id, name: state.record.name ?? id }
  changes.push(...beneficialOwnerChanges(company, before.shareholders, state.shareholders))
  const kpi = await read.slice(SLICES.kpi, id)
  state.financialYears = financialYears(kpi)
  changes.push(...financialYearChanges(before.financialYears, state.financialYears, kpi))
  return changes
}

/** Checks one entity; returns how many changes it recorded (and whether it was its first check). */
async function checkEntity(
  deps: CheckDeps,
  read: Reader,
  entity: { type: string; id: string; name: string },
): Promise<{ found: number; first: boolean }> {
  const { db } = deps
  const now = (deps.now?.() ?? new Date()).toISOString()
  const record = (await read.record(entity.type, entity.id)) as {
    fb_entity_version?: unknown
  } | null
  if (!record) return { found: 0, first: false }
  const version = String(record.fb_entity_version ?? '')
  const where = { entity_type: entity.type, entity_id: entity.id }
  const snapshot = await db
    .selectFrom('monitor_snapshots')
    .selectAll()
    .where('entity_type', '=', entity.type)
    .where('entity_id', '=', entity.id)
    .executeTakeFirst()
  const state: EntityState = { record: recordFields(record) }
  if (snapshot && snapshot.version === version) {
    await db
      .updateTable('monitor_snapshots')
      .set({ checked_at: now })
      .where('entity_type', '=', entity.type)
      .where('entity_id', '=', entity.id)
      .execute()
    return { found: 0, first: false }
  }
  let changes: DescribedChange[] = []
  if (!snapshot) {
    if (entity.type === 'ORGANIZATION') {
      state.shareholders = currentShareholders(await read.slice(SLICES.shareholders, entity.id))
      state.financialYears = financialYears(await read.slice(SLICES.kpi, entity.id))
    }
  } else {
    const before = JSON.parse(snapshot.state) as EntityState
    changes = recordChanges(before.record, state.record)
    if (entity.type === 'ORGANIZATION') {
      changes.push(...(await describeOrganization(read, entity.id, before, state)))
    }
    // The version changed, though nothing the monitor describes did: still worth a line.
    if (changes.length === 0) changes.push({ kind: 'record', before: null, after: null })
  }
  const name = state.record.name ?? entity.name
  await db.transaction().execute(async (tx) => {
    if (changes.length > 0) {
      await tx
        .insertInto('monitor_changes')
        .values(
          changes.map((change) => ({
            id: randomUUID(),
            ...where,
            entity_name: name,
            kind: change.kind,
            before: change.before,
            after: change.after,
            version,
            detected_at: now,
          })),
        )
        .execute()
    }
    const values = { version, state: JSON.stringify(state), checked_at: now }
    await tx
      .insertInto('monitor_snapshots')
      .values({ ...where, ...values })
      .onConflict((oc) => oc.columns(['entity_type', 'entity_id']).doUpdateSet(values))
      .execute()
  })
  return { found: changes.length, first: !snapshot }
}

/**
 * Checks every entity on a list (a few at a time) and sets the list's next check; one audit line
 * says who, which list and how many calls. Throws CheckRunning when another check of the list
 * holds it. Without a trigger, it is the list's scheduled check (the owner's budget).
 */
export async function checkList(
  deps: CheckDeps,
  listId: string,
  given?: CheckTrigger,
): Promise<CheckResult> {
  let trigger = given
  if (!trigger) {
    const list = await deps.db
      .selectFrom('monitor_lists')
      .select('owner_id')
      .where('id', '=', listId)
      .executeTakeFirst()
    trigger = scheduledFor(list?.owner_id ?? '')
  }
  const holder = randomUUID()
  const lease = checkLeaseName(listId)
  if (!(await holdLease(deps.db, lease, holder, CHECK_LEASE_MS))) throw new CheckRunning()
  // A long check renews its lease, so nobody starts a second one beside it.
  const renew = setInterval(() => {
    holdLease(deps.db, lease, holder, CHECK_LEASE_MS).catch(() => undefined)
  }, CHECK_LEASE_MS / 3)
  renew.unref?.()
  let result: CheckResult | null = null
  try {
    result = await runCheck(deps, listId, trigger)
    return result
  } finally {
    clearInterval(renew)
    await releaseLease(deps.db, lease, holder)
    deps.audit?.event({
      user: trigger.user,
      action: 'check',
      list: listId,
      trigger: trigger.kind,
      calls: result?.calls ?? 0,
      ...(result?.spentBudget ? { status: 429 } : {}),
    })
  }
}

async function runCheck(
  deps: CheckDeps,
  listId: string,
  trigger: CheckTrigger,
): Promise<CheckResult> {
  const { db } = deps
  const entries = await db
    .selectFrom('monitor_entries')
    .select(['entity_type as type', 'entity_id as id', 'name'])
    .where('list_id', '=', listId)
    .execute()
  const result: CheckResult = {
    checked: 0,
    changed: 0,
    changes: 0,
    calls: 0,
    recordCalls: 0,
    sliceCalls: 0,
    firstChecked: 0,
    failed: 0,
    budgetSpent: false,
  }
  const read = reader(deps, trigger, (what) => {
    result.calls += 1
    if (what === 'record') result.recordCalls += 1
    else result.sliceCalls += 1
  })
  let next = 0
  const worker = async () => {
    while (next < entries.length && !result.budgetSpent) {
      const entity = entries[next++]!
      try {
        const { found, first } = await checkEntity(deps, read, entity)
        result.checked += 1
        if (first) result.firstChecked += 1
        if (found > 0) {
          result.changed += 1
          result.changes += found
        }
      } catch (error) {
        if (error instanceof BudgetSpent) {
          result.budgetSpent = true
          result.spentBudget = error.budget
        } else result.failed += 1
      }
    }
  }
  await Promise.all(Array.from({ length: deps.concurrency ?? 8 }, worker))
  const now = deps.now?.() ?? new Date()
  const list = await db
    .selectFrom('monitor_lists')
    .select('schedule')
    .where('id', '=', listId)
    .executeTakeFirst()
  if (list) {
    await db
      .updateTable('monitor_lists')
      .set({
        last_checked_at: now.toISOString(),
        next_check_at: new Date(now.getTime() + SCHEDULE_MS[list.schedule]).toISOString(),
      })
      .where('id', '=', listId)
      .execute()
  }
  if (result.changes > 0) deps.onChanges?.(listId)
  return result
}
