/**
 * The data audit (`npm run hub:audit`, hub/audit.ts): every rule about the generated data as SQL
 * over a whole hub database. A sound database counts 0 violations for every rule; the Vitest suite
 * runs it on the small database (hub/audit/audit.test.ts). The generator's change steps
 * (hub:advance) can run the same rules after moving the data forward.
 */
import type { Database } from 'better-sqlite3'
import { EVENT_RULES } from './events'
import { FINANCIAL_RULES } from './financials'
import { LEGAL_FORM_RULES } from './legal-forms'
import { OWNERSHIP_RULES } from './ownership'
import { PEOPLE_RULES } from './people'
import { PLAUSIBILITY_RULES } from './plausibility'
import { RECORD_RULES } from './records'
import type { AuditRule } from './rule'

export type { AuditRule } from './rule'

export const AUDIT_RULES: readonly AuditRule[] = [
  ...PEOPLE_RULES,
  ...LEGAL_FORM_RULES,
  ...OWNERSHIP_RULES,
  ...FINANCIAL_RULES,
  ...PLAUSIBILITY_RULES,
  ...EVENT_RULES,
  ...RECORD_RULES,
]

export interface AuditResult {
  id: string
  rule: string
  violations: number
  ms: number
}

/** Counts the violations of one rule. */
export function auditRule(db: Database, rule: AuditRule): AuditResult {
  const started = performance.now()
  const violations = Number(db.prepare(rule.sql).pluck().get() ?? 0)
  return { id: rule.id, rule: rule.rule, violations, ms: Math.round(performance.now() - started) }
}

export function runAudit(db: Database, rules: readonly AuditRule[] = AUDIT_RULES): AuditResult[] {
  return rules.map((rule) => auditRule(db, rule))
}
