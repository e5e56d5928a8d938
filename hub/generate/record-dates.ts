/**
 * Generation step 2b: an organization's `updated_at` comes after every dated fact of it. The
 * organization rows are written before their register history, notices, news and accounts exist
 * (core.ts, then relation-data.ts), so a drawn `updated_at` can be older than an appointment or a
 * publication made later; an analyst reading "last updated 2024" above a 2025 announcement stops
 * trusting the page. This step moves each such record's `updated_at` to shortly after its latest
 * fact (never past the data's "now") and gives it a new `fb_entity_version`, as any change does.
 * Persons are stamped with the generation's "now" and so already come after their roles.
 */
import type { GenerateContext } from './context'
import { hashValues } from './sql'

/**
 * The latest dated fact of organization `o`, as 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM:SS' (UTC), so
 * text comparison orders them: its own dates, roles in it and held by it, register announcements,
 * insolvency notices, news (with their time) and published accounts. One index seek per table.
 */
const LATEST_FACT = `max(
  o.registration_date, coalesce(o.founding_date, ''), coalesce(o.cessation_date, ''),
  coalesce(o.status_date, ''),
  coalesce((SELECT max(max(r.start_date, coalesce(r.end_date, ''))) FROM roles r
    WHERE r.organization_id = o.id), ''),
  coalesce((SELECT max(max(r.start_date, coalesce(r.end_date, ''))) FROM roles r
    WHERE r.holder_id = o.id), ''),
  coalesce((SELECT max(p.date) FROM register_publications p WHERE p.organization_id = o.id), ''),
  coalesce((SELECT max(n.date) FROM insolvency_notices n WHERE n.organization_id = o.id), ''),
  coalesce((SELECT substr(max(n.published_at), 1, 19) FROM news_items n
    WHERE n.organization_id = o.id), ''),
  coalesce((SELECT max(y.publication_date) FROM financial_years y
    WHERE y.organization_id = o.id), ''))`

const MINUTE_MS = 60_000
/** Registers and data providers pick a change up within hours to a few days. */
const MAX_DELAY_MINUTES = 3 * 24 * 60

export function settleUpdatedAt(ctx: GenerateContext): number {
  const { db } = ctx
  const stale = db
    .prepare(
      `SELECT seq, version, latest FROM (SELECT o.seq, o.version, o.updated_at, ${LATEST_FACT} AS latest
         FROM organizations o) WHERE latest > substr(updated_at, 1, 19) ORDER BY seq`,
    )
    .all() as { seq: number; version: string; latest: string }[]
  const now = Date.parse(ctx.now)
  const random = ctx.random('record-dates')
  const update = db.prepare('UPDATE organizations SET updated_at = ?, version = ? WHERE seq = ?')
  for (const { seq, version, latest } of stale) {
    const fact = Date.parse(latest.length === 10 ? `${latest}T00:00:00Z` : `${latest}Z`)
    const delayed = fact + random.int(60, MAX_DELAY_MINUTES) * MINUTE_MS
    const stamp = new Date(Math.max(fact, Math.min(now, delayed)))
    // Whole minutes at :05 seconds, as every drawn updated_at has.
    stamp.setUTCSeconds(5, 0)
    if (stamp.getTime() < fact) stamp.setUTCMinutes(stamp.getUTCMinutes() + 1)
    const updatedAt = `${stamp.toISOString().slice(0, 19)}.000000+00:00`
    update.run(updatedAt, hashValues([version, updatedAt]), seq)
  }
  return stale.length
}
