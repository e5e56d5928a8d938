/**
 * Change detection against a real (copied) hub, through the proxy's forwarder, on both databases:
 * a first check keeps a baseline, a check with nothing changed reads one record per entity and no
 * slice, each kind of change a data step makes is described, and the daily allowance stops a check.
 */
import { CHANGE_KINDS, planStep, type ChangeKind } from '../../hub/advance/plan'
import { callsToday } from './budget'
import { checkList } from './checker'
import { addEntries, createList } from './lists'
import { openHubCopy } from './testing/hub-copy'
import { DATABASE_KINDS, useTestDatabases } from './testing/both-databases'

const databases = useTestDatabases()

// Both databases against the hub's own answers; the documented variants of docs/datahub-api.md §9
// (HUB_VARIANTS=documented) on one of them, as a Data Hub may answer in either.
const CASES = [
  ...DATABASE_KINDS.map((kind) => [kind, 'own answers'] as const),
  ['sqlite', 'documented variants'] as const,
]

describe.each(CASES)('checking a list on %s, the hub giving its %s', (kind, answers) => {
  let hub: Awaited<ReturnType<typeof openHubCopy>>
  beforeAll(async () => {
    hub = await openHubCopy(answers === 'documented variants' ? { variants: 'documented' } : {})
  }, 120_000)
  afterAll(() => hub.close())

  it('detects by version, reads slices only for changes, and describes them', async () => {
    const { db } = await databases.open(kind)
    const plan = planStep(hub.db, 1)
    // One organization for each kind of change a data step makes, in the order of CHANGE_KINDS.
    const changedBy = (kind: ChangeKind) =>
      plan.find((change) => change.kind === kind)!.organizationId
    const watched = ['rename', 'new-director', 'new-shareholder'].map((k) =>
      changedBy(k as ChangeKind),
    )
    const others = CHANGE_KINDS.map(changedBy).filter((id) => !watched.includes(id))
    const quiet = (
      hub.db.prepare('SELECT id FROM organizations ORDER BY seq LIMIT 40').pluck().all() as string[]
    )
      .filter((id) => !plan.some((change) => change.organizationId === id))
      .slice(0, 2)
    const listId = await createList(db, 'ana', 'Suppliers')
    await addEntries(
      db,
      listId,
      'ana',
      [...watched, ...others, ...quiet].map((id) => ({ type: 'ORGANIZATION', id, name: id })),
    )
    const deps = { db, fetch: hub.fetch, budgetPerDay: 1000 }

    const baseline = await checkList(deps, listId)
    expect(baseline).toMatchObject({ checked: 9, changed: 0, calls: 27, failed: 0 })

    hub.requests.length = 0
    const unchanged = await checkList(deps, listId)
    expect(unchanged).toMatchObject({ checked: 9, changed: 0, calls: 9 })
    expect(hub.requests.filter((r) => r.includes('/relation/'))).toEqual([])

    const before = (await hub.get(`/entities/organization/get/${watched[0]}`)) as { name: string }
    await hub.advance()
    hub.requests.length = 0
    const changed = await checkList(deps, listId)
    expect(changed).toMatchObject({ checked: 9, changed: 7, failed: 0 })
    // One record per entity, and slices only for the seven that changed.
    expect(hub.requests.filter((r) => r.includes('/entities/'))).toHaveLength(9)
    for (const id of quiet) expect(hub.requests.filter((r) => r.includes(id))).toHaveLength(1)

    const changes = await db.selectFrom('monitor_changes').selectAll().execute()
    const of = (id: string) => changes.filter((change) => change.entity_id === id)
    const after = (await hub.get(`/entities/organization/get/${watched[0]}`)) as { name: string }
    expect(of(watched[0]!)).toContainEqual(
      expect.objectContaining({ kind: 'name', before: before.name, after: after.name }),
    )
    // The person hub:advance appointed, from the hub's database (the answers name people in
    // several forms in the documented-variants mode; the family name is in each).
    const { family } = hub.db
      .prepare(
        `SELECT p.family FROM roles r JOIN persons p ON p.id = r.holder_id
         WHERE r.organization_id = ? AND r.holder_type = 'PERSON'
         ORDER BY r.start_date DESC, r.id DESC LIMIT 1`,
      )
      .get(watched[1]) as { family: string }
    // The appointment hub:advance made is among those described. (An appointment dated between the
    // record's previous updated_at and the step may be reported too: see docs/monitoring.md.)
    expect(
      of(watched[1]!)
        .filter((c) => c.kind === 'management-appointed')
        .map((c) => c.after),
    ).toContainEqual(expect.stringContaining(family))
    expect(of(watched[2]!).map((c) => c.kind)).toEqual(
      expect.arrayContaining(['shareholder-new', 'shareholder-share']),
    )
    for (const id of quiet) expect(of(id)).toEqual([])
    // Every other kind of change is described in its own words.
    const kindsOf = (kind: ChangeKind) => of(changedBy(kind)).map((change) => change.kind)
    expect(kindsOf('departure')).toContain('management-departed')
    expect(kindsOf('move')).toContain('address')
    expect(kindsOf('insolvency')).toEqual(expect.arrayContaining(['status', 'insolvency-notice']))
    expect(kindsOf('financial-year')).toContain('financial-year')
    // A new financial year keeps its headline figures (worded by src/lib/format/change-wording.ts).
    const year = of(changedBy('financial-year')).find((c) => c.kind === 'financial-year')!
    expect(year.after).toMatch(/^\d{4} \((revenue|net income|employees) -?\d/)

    // The allowance: two more calls today, then the check stops.
    const spent = await callsToday(db)
    const capped = await checkList({ ...deps, budgetPerDay: spent + 2 }, listId)
    expect(capped).toMatchObject({ budgetSpent: true, calls: 2, checked: 2 })
    expect(await callsToday(db)).toBe(spent + 2)
  }, 120_000)
})
