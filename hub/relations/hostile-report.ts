/**
 * Hostile-data mode only: raw HTML that hub/generate/hostile.ts stored for some organizations is
 * appended to their financial reports, as a filing with embedded scripts would be. Databases built
 * without HUB_HOSTILE have no such table, and then nothing is added.
 */
import type { Database } from 'better-sqlite3'

const lookups = new WeakMap<Database, ((organizationId: string) => string) | null>()

function lookupFor(db: Database) {
  if (!lookups.has(db)) {
    const exists = db
      .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'hostile_report_html'`)
      .get()
    const statement = exists
      ? db.prepare('SELECT html FROM hostile_report_html WHERE organization_id = ?').pluck()
      : null
    lookups.set(db, statement ? (id) => (statement.get(id) as string | undefined) ?? '' : null)
  }
  return lookups.get(db)!
}

export function hostileReportHtml(db: Database, organizationId: string): string {
  return lookupFor(db)?.(organizationId) ?? ''
}
