/**
 * Generation step 3b: the latest refresh of the insolvency notices as a realistic change set, so a
 * link pinned to the previous data version has something to compare against (docs/datahub-api.md
 * §6.2, `version_boundary`).
 *
 * The served table holds the dataset as of its latest ingestion; which ingestion delivered a row
 * follows from its fingerprint (db/stream-versions.ts). This step reads that table and writes down,
 * in `stream_changes`, how the previous ingestion differed, so version N-1 can be rebuilt from the
 * database and tests have an oracle that does not go through the API:
 *
 * - updated: hearing notices (category DATES) re-delivered by the latest ingestion because the
 *   court moved the hearing; `previous` holds the text that announced the earlier date;
 * - added: every other row the latest ingestion delivered;
 * - removed: duplicates the court's feed delivered in the previous ingestion (the same notice with
 *   the court's short name), dropped by the refresh; `previous` holds the whole removed row.
 *
 * The served rows are not changed, so the hub's answers stay what they were; the API does not serve
 * removed rows or previous values, and this table is not read by any route.
 */
import { VERSION_COUNT, versionOrdinal } from '../db/stream-versions'
import type { GenerateContext } from './context'

/** The insolvency notices (stream-datasets-relations.ts). */
export const CHANGE_SET_STREAM_KEY = '4655345999'

const DDL = `
CREATE TABLE stream_changes (
  stream_key TEXT NOT NULL,
  ordinal INTEGER NOT NULL,
  change TEXT NOT NULL CHECK (change IN ('added', 'updated', 'removed')),
  fb_id TEXT,
  previous TEXT
);
CREATE INDEX stream_changes__stream ON stream_changes (stream_key, ordinal);
`

/** Share of the older rows that the previous ingestion delivered twice. */
const DUPLICATE_SHARE = 0.03
/** How far the moved hearings were brought forward in the previous text. */
const HEARING_SHIFT_DAYS = 14

type NoticeRow = Record<string, string | null> & { fb_id: string }

const HEARING = /(\d{2})\.(\d{2})\.(\d{4}), (\d{2}:\d{2}) Uhr/

/** The notice text with its hearing date `days` earlier, or null when it names no hearing. */
export function movedHearing(text: string, days: number): string | null {
  const match = HEARING.exec(text)
  if (!match) return null
  const [whole, day, month, year, time] = match
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) - days))
  const pad = (value: number) => String(value).padStart(2, '0')
  const earlier = `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}, ${time} Uhr`
  return text.replace(whole!, earlier)
}

/** "Amtsgericht Hamm - Insolvenzgericht -" → "AG Hamm". */
const shortCourt = (court: string) =>
  court.replace(/^Amtsgericht /, 'AG ').replace(/ - Insolvenzgericht -$/, '')

export function recordStreamChanges(ctx: GenerateContext): void {
  const { db } = ctx
  db.exec(DDL)
  const stream = db
    .prepare('SELECT table_name FROM streams WHERE key = ?')
    .get(CHANGE_SET_STREAM_KEY) as { table_name: string } | undefined
  if (!stream) return
  const rows = db
    .prepare(`SELECT * FROM "${stream.table_name}" ORDER BY fb_id`)
    .all() as NoticeRow[]
  const insert = db.prepare('INSERT INTO stream_changes VALUES (?, ?, ?, ?, ?)')
  const record = (change: string, fbId: string | null, previous: unknown) =>
    insert.run(
      CHANGE_SET_STREAM_KEY,
      VERSION_COUNT,
      change,
      fbId,
      previous === null ? null : JSON.stringify(previous),
    )
  const random = ctx.random('stream-changes')
  db.transaction(() => {
    for (const row of rows) {
      if (versionOrdinal(row.fb_id) !== VERSION_COUNT) {
        if (row.court && random.chance(DUPLICATE_SHARE)) {
          const { fb_id: _fingerprint, ...columns } = row
          record('removed', null, { ...columns, court: shortCourt(row.court) })
        }
        continue
      }
      const previousText =
        row.category === 'DATES' && row.text ? movedHearing(row.text, HEARING_SHIFT_DAYS) : null
      if (previousText) record('updated', row.fb_id, { text: previousText })
      else record('added', row.fb_id, null)
    }
  })()
}
