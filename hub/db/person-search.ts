/**
 * Person search (§4.2): FTS5 over names (given, family, maiden, aliases) and the home place, the
 * first page re-ranked so full-name and family-name matches lead; each hit carries its roles.
 */
import type { Database } from 'better-sqlite3'
import { englishAddress } from './english'
import { fold, prefixQuery, words } from './fts'
import { statement } from './sql-functions'
import { SOURCE_ID, SOURCE_KEY } from './records'
import { rerankedPage } from './reranked-page'
import { cachedSearch, searchKey } from './search-cache'

interface PersonHit {
  id: string
  given: string
  family: string
  postal_code: string | null
  city: string | null
  rank: number
}

interface RoleRow {
  label: string
  start_date: string
  end_date: string | null
  organization_id: string
  organization_name: string
}

function boost(person: PersonHit, q: string): number {
  const target = fold(q)
  const full = fold(`${person.given} ${person.family}`)
  if (full === target || fold(`${person.family} ${person.given}`) === target) return 40
  if (fold(person.family) === target) return 20
  if (full.startsWith(target)) return 8
  return 0
}

function personRoles(db: Database, personId: string) {
  const rows = statement(
    db,
    `SELECT r.label, r.start_date, r.end_date, o.id AS organization_id, o.name AS organization_name
       FROM roles r JOIN organizations o ON o.id = r.organization_id
       WHERE r.holder_id = ? ORDER BY r.end_date IS NOT NULL, r.start_date DESC LIMIT 100`,
  ).all(personId) as RoleRow[]
  return rows.map((role) => ({
    label: role.label,
    entity_to: { fb_entity_id: role.organization_id, display_name: role.organization_name },
    meta: { start_date: role.start_date, ...(role.end_date ? { end_date: role.end_date } : {}) },
  }))
}

function personItem(db: Database, person: PersonHit, score: number) {
  return {
    entity_type: 'PERSON' as const,
    entity: {
      fb_entity_id: person.id,
      entity_type: 'PERSON' as const,
      entity_subtype: 'INDIVIDUAL' as const,
      name: { given: person.given, family: person.family },
      locations: {
        home: {
          formatted_address: englishAddress({ postal_code: person.postal_code, city: person.city }),
        },
      },
      relations: { ORGANIZATION: personRoles(db, person.id) },
      source_id: SOURCE_ID,
    },
    source_id: SOURCE_ID,
    score: Math.round(score * 1000) / 1000,
  }
}

export type PersonSearchItem = ReturnType<typeof personItem>

export function searchPersons(
  db: Database,
  { q, skip, limit, sourceKey }: { q: string; skip: number; limit: number; sourceKey?: string },
) {
  const match = prefixQuery(words(q))
  if (!match || (sourceKey && sourceKey !== SOURCE_KEY))
    return { results: [] as PersonSearchItem[], total: 0 }
  const total = cachedSearch(
    db,
    searchKey('persons total', match),
    () =>
      (
        statement(db, 'SELECT count(*) AS n FROM persons_fts WHERE persons_fts MATCH ?').get(
          match,
        ) as { n: number }
      ).n,
  )
  if (!total || skip >= total) return { results: [] as PersonSearchItem[], total }
  const page = (offset: number, count: number) =>
    cachedSearch(
      db,
      searchKey('persons page', match, offset, count),
      () =>
        statement(
          db,
          `SELECT p.id, p.given, p.family, l.postal_code, l.city, f.rank AS rank
         FROM persons_fts f JOIN persons p ON p.seq = f.rowid LEFT JOIN locations l ON l.id = p.home_location_id
         WHERE persons_fts MATCH ? ORDER BY f.rank LIMIT ? OFFSET ?`,
        ).all(match, count, offset) as PersonHit[],
    )
  const hits = rerankedPage(
    page,
    { skip, limit },
    { plain: (person) => -person.rank, boost: (person) => boost(person, q) },
  )
  return {
    results: hits.map(({ hit, score }) => personItem(db, hit, score)),
    total,
  }
}
