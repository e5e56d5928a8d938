/**
 * Which organizations the next data step changes, and how: a deterministic sample, the same for the
 * same database and step, so `--preview` names exactly what the step then changes. Each kind of
 * change draws from the organizations it can apply to (a departure needs someone to leave), and no
 * organization gets two changes in one step.
 */
import type { Database } from 'better-sqlite3'
import { MANAGEMENT_LABELS, OWNERSHIP_LABELS, sqlList } from '../domain/role-labels'

export const CHANGE_KINDS = [
  'new-director',
  'departure',
  'move',
  'insolvency',
  'financial-year',
  'rename',
  'new-shareholder',
] as const
export type ChangeKind = (typeof CHANGE_KINDS)[number]

export interface PlannedChange {
  organizationId: string
  kind: ChangeKind
}

export const STEP_KEY = 'data_step'

export function currentStep(db: Database): number {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(STEP_KEY) as
    { value: string } | undefined
  return row ? Number(row.value) : 0
}

const CANDIDATES: Record<ChangeKind, string> = {
  'new-director': '1',
  departure: `EXISTS (SELECT 1 FROM roles r WHERE r.organization_id = o.id AND r.end_date IS NULL
    AND r.label IN (${sqlList(MANAGEMENT_LABELS)}))`,
  move: 'o.street IS NOT NULL',
  insolvency: "o.entity_subtype = 'CORPORATION'",
  'financial-year': 'EXISTS (SELECT 1 FROM financial_years f WHERE f.organization_id = o.id)',
  rename: '1',
  'new-shareholder': `EXISTS (SELECT 1 FROM roles r WHERE r.organization_id = o.id AND r.end_date IS NULL
    AND r.label IN (${sqlList(OWNERSHIP_LABELS)}) AND r.share_percentage >= 2)`,
}

/** About one organization in 1,400 per kind: 7 at 10,000 organizations, at least one each. */
export function defaultPerKind(db: Database): number {
  const { n } = db
    .prepare("SELECT count(*) AS n FROM organizations WHERE status = 'ACTIVE'")
    .get() as {
    n: number
  }
  return Math.max(1, Math.round(n / 1400))
}

export function planStep(
  db: Database,
  step: number,
  perKind = defaultPerKind(db),
): PlannedChange[] {
  const taken = new Set<string>()
  const plan: PlannedChange[] = []
  CHANGE_KINDS.forEach((kind, index) => {
    // A multiplicative hash of the row number, salted by step and kind: a spread-out sample that
    // any SQLite computes the same (64-bit integer arithmetic).
    const rows = db
      .prepare(
        `SELECT o.id FROM organizations o WHERE o.status = 'ACTIVE' AND ${CANDIDATES[kind]}
         ORDER BY ((o.seq + ? * 7919 + ? * 104729) * 2654435761) % 4294967291, o.seq LIMIT ?`,
      )
      .pluck()
      .all(step, index, perKind + plan.length) as string[]
    for (const id of rows) {
      if (plan.filter((p) => p.kind === kind).length >= perKind) break
      if (taken.has(id)) continue
      taken.add(id)
      plan.push({ organizationId: id, kind })
    }
  })
  return plan
}
