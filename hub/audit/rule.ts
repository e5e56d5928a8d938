/**
 * One audit rule: a fact every generated database must satisfy, and the SQL that counts the rows
 * (organizations, roles, years, notices…) that break it. A sound database counts 0 for every rule.
 */
export interface AuditRule {
  /** Stable id, `area.what_is_wrong`: printed by `npm run hub:audit` and named by the tests. */
  id: string
  /** What must hold, in the analyst's words (listed in hub/README.md). */
  rule: string
  /** A query returning one row whose first column is the number of violations. */
  sql: string
}

/** The day the generated data ends (register histories, news, appointments all end here). */
export const DATA_TODAY = '2026-03-02'

/** Ongoing periods end "never" in overlap comparisons. */
export const OPEN_END = "'9999-12-31'"

/** The roles that are offices (representing or supervising the company), not ownership. */
export const OFFICE_LABELS = [
  'MANAGING_DIRECTOR',
  'BOARD_MEMBER',
  'SUPERVISORY_BOARD_MEMBER',
  'PROKURIST',
  'LIQUIDATOR',
]

export const quoted = (values: readonly string[]) =>
  values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')
