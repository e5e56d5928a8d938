/**
 * What a data step (apply.ts) does besides its change: the changed organization's row in the
 * search index and the stored search windows, and the records of holders whose roles changed.
 */
import { createHash } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { SEARCH_WINDOWS_TABLE } from '../db/search-cache'

/** A new `fb_entity_version` and `updated_at` for a holder whose roles changed. */
export function touchRecord(
  db: Database,
  holder: { id: string; type: 'PERSON' | 'ORGANIZATION' },
  updatedAt: string,
  salt: string,
) {
  const table = holder.type === 'PERSON' ? 'persons' : 'organizations'
  const row = db.prepare(`SELECT version FROM ${table} WHERE id = ?`).get(holder.id) as
    { version: string } | undefined
  if (!row) return
  const version = createHash('sha256')
    .update(`${row.version}:${salt}:${holder.id}`)
    .digest('hex')
    .slice(0, 32)
  db.prepare(`UPDATE ${table} SET version = ?, updated_at = ? WHERE id = ?`).run(
    version,
    updatedAt,
    holder.id,
  )
}

// The organization's row in the contentless full-text index (hub/generate/search-index.ts): a
// contentless FTS5 table forgets a row only when told the values it indexed.
const INDEXED = `seq, name, CASE other_names WHEN '[]' THEN '' ELSE other_names END,
  register_court || ' ' || register_type || ' ' || register_number,
  concat_ws(' ', street, house_number, postal_code, city)`

export function removeFromSearchIndex(db: Database, seq: number) {
  db.prepare(
    `INSERT INTO organizations_fts (organizations_fts, rowid, name, other_names, register, address)
     SELECT 'delete', ${INDEXED} FROM organizations WHERE seq = ?`,
  ).run(seq)
}

export function addToSearchIndex(db: Database, seq: number) {
  db.prepare(
    `INSERT INTO organizations_fts (rowid, name, other_names, register, address)
     SELECT ${INDEXED} FROM organizations WHERE seq = ?`,
  ).run(seq)
}

/**
 * Stored search windows that a new word (a new name part, a new place) should now appear in: ranked
 * again when next asked. Matched by the word's first three letters, which also catches the prefixes
 * that people type.
 */
export function forgetStoredSearches(db: Database, words: Set<string>) {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(SEARCH_WINDOWS_TABLE)
  if (!table) return
  const forget = db.prepare(`DELETE FROM ${SEARCH_WINDOWS_TABLE} WHERE instr(lower(key), ?) > 0`)
  for (const word of words) {
    const folded = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')
    if (folded.length >= 2) forget.run(folded.slice(0, 3))
  }
}
