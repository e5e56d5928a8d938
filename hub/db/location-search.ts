/**
 * Location search / geocoding (§4.3): FTS5 over each location's own name (city, postal code and
 * place, street and number) and its context (county, state, city). Candidates are re-ranked so a
 * place comes before its streets and exact names before partial ones; no score, no total.
 */
import type { Database } from 'better-sqlite3'
import { cachedSearch, searchKey } from './search-cache'
import { fold, prefixQuery, words } from './fts'
import { statement } from './sql-functions'
import { findLocationRow, locationRecord } from './records'

interface Candidate {
  location_id: string
  name: string
  priority: number
  population: number
  rank: number
}

/** Words that every German address ends with add nothing but would fail the AND match. */
const NOISE = new Set(['deutschland', 'germany', 'de', 'deu'])
const CANDIDATES = 120

export function searchLocations(
  db: Database,
  { q, skip, limit }: { q: string; skip: number; limit: number },
) {
  if (q.trim().length < 3) return []
  const all = words(q)
  const useful = all.filter((word) => !NOISE.has(word))
  const match = prefixQuery(useful.length ? useful : all)
  if (!match) return []
  const target = fold(q)
  const count = Math.max(CANDIDATES, skip + limit)
  const candidates = cachedSearch(
    db,
    searchKey('locations', match, count),
    () =>
      statement(
        db,
        `SELECT location_id, name, priority, population, rank FROM locations_fts WHERE locations_fts MATCH ? ORDER BY rank LIMIT ?`,
      ).all(match, count) as Candidate[],
  )
  const scored = candidates.map((candidate) => {
    const name = fold(candidate.name)
    const exact =
      name === target || ` ${name} `.includes(` ${target} `) ? 25 : name.startsWith(target) ? 10 : 0
    return {
      candidate,
      score:
        -candidate.rank + exact + candidate.priority * 2 + Math.log10(candidate.population + 1),
    }
  })
  scored.sort((a, b) => b.score - a.score)
  return scored.slice(skip, skip + limit).flatMap(({ candidate }) => {
    const row = findLocationRow(db, candidate.location_id)
    return row
      ? [{ entity_type: 'LOCATION' as const, entity: locationRecord(db, row, { english: true }) }]
      : []
  })
}
