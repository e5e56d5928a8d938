/**
 * Organization search (§4.1): a register ID (`München HRB 12345`) is looked up directly; other
 * text goes through FTS5 with prefix matching and bm25, and the first page is re-ranked so exact
 * and prefix name matches lead. Filters apply to both; filters alone list by radius or register order.
 */
import type { Database } from 'better-sqlite3'
import { englishAddress } from './english'
import { fold, nameBoost, prefixQuery, words } from './fts'
import { organizationFilterSql, type FilterSql } from './organization-filters'
import { registerEntityName, SOURCE_KEY } from './records'
import { rerankedPage } from './reranked-page'
import { cachedSearch, searchKey } from './search-cache'
import { ensureSqlFunctions, statement } from './sql-functions'

export interface OrganizationSearchOptions {
  q: string
  skip: number
  limit: number
  sourceKey?: string
  filters?: unknown
}

interface HitRow {
  id: string
  name: string
  status: string
  street: string | null
  house_number: string | null
  postal_code: string | null
  city: string | null
  register_court: string
  register_type: string
  register_number: string
  rank?: number
  distance?: number
}

const COLUMNS =
  'o.id, o.name, o.status, o.street, o.house_number, o.postal_code, o.city, o.register_court, o.register_type, o.register_number'
const LEGAL_FORM_WORDS = new Set([
  'gmbh',
  'co',
  'kg',
  'ug',
  'haftungsbeschränkt',
  'ag',
  'se',
  'ohg',
  'gbr',
  'eg',
  'e',
  'v',
  'k',
  'partg',
  'mbb',
  'mbh',
])
const REGISTER_ID = /^(.*?)\s*\b(HRA|HRB|GnR|GsR|PR|VR)\s*(\d{1,7})(?:\s+[A-Z]{1,2})?\s*$/i

export function organizationItem(row: HitRow, score: number) {
  return {
    entity_type: 'ORGANIZATION' as const,
    entity: {
      fb_entity_id: row.id,
      status: row.status,
      display_address: englishAddress(row),
      registration_authority_entity_name: registerEntityName(row),
      display_name: row.name,
      name: row.name,
      source_key: SOURCE_KEY,
    },
    score: Math.round(score * 1000) / 1000,
  }
}

export type OrganizationSearchItem = ReturnType<typeof organizationItem>

/** `HRB 12345`, `München HRB 12345`, `hrb12345`: the register type, number and optional court text. */
export function parseRegisterId(q: string) {
  const match = REGISTER_ID.exec(q.trim())
  if (!match) return null
  const type = ['GNR', 'GSR'].includes(match[2]!.toUpperCase())
    ? `G${match[2]!.slice(1, 2).toLowerCase()}R`
    : match[2]!.toUpperCase()
  return { court: match[1]!.trim(), type, number: String(Number(match[3])) }
}

export function searchOrganizations(
  db: Database,
  options: OrganizationSearchOptions,
): { results: OrganizationSearchItem[]; total: number } {
  ensureSqlFunctions(db)
  const filter = organizationFilterSql(options.filters)
  const q = options.q.trim()
  if (options.sourceKey && options.sourceKey !== SOURCE_KEY) return { results: [], total: 0 }
  if (!q && !filter.where.length) return { results: [], total: 0 }
  if (q) {
    const register = parseRegisterId(q)
    if (register) {
      const found = registerSearch(db, register, filter, options)
      if (found.total) return found
    }
    return textSearch(db, q, filter, options)
  }
  return filterSearch(db, filter, options)
}

function filterClause(filter: FilterSql) {
  return filter.where.length ? ` AND ${filter.where.join(' AND ')}` : ''
}

function registerSearch(
  db: Database,
  register: NonNullable<ReturnType<typeof parseRegisterId>>,
  filter: FilterSql,
  { skip, limit }: OrganizationSearchOptions,
) {
  const rows = statement(
    db,
    `SELECT ${COLUMNS} FROM organizations o WHERE o.register_number = ? AND o.register_type = ?${filterClause(filter)} ORDER BY o.seq`,
  ).all(register.number, register.type, ...filter.params) as HitRow[]
  const court = fold(register.court)
  // With a court given, that court's entry is the answer; the same number at other courts follows.
  const scored = rows
    .map((row) => {
      const name = fold(row.register_court)
      const courtMatch =
        court &&
        (name === court || name.startsWith(court) || court.startsWith(name) || name.includes(court))
      return { row, score: courtMatch ? 100 : court ? 20 : 50 }
    })
    .sort((a, b) => b.score - a.score)
  return {
    results: scored.slice(skip, skip + limit).map(({ row, score }) => organizationItem(row, score)),
    total: scored.length,
  }
}

function textSearch(
  db: Database,
  q: string,
  filter: FilterSql,
  { skip, limit }: OrganizationSearchOptions,
) {
  const tokens = words(q)
  // Legal-form words sit in most names: matching them costs a long posting list and adds nothing
  // when the query has other words (the re-ranking still sees the full query). A query of only
  // such words lists in register order: ranking 70,000 equal matches would be slow and meaningless.
  const distinctive = tokens.filter((token) => !LEGAL_FORM_WORDS.has(token))
  const onlyLegalForm = distinctive.length === 0
  const match = prefixQuery(onlyLegalForm ? tokens : distinctive)
  if (!match) return { results: [], total: 0 }
  const where = filterClause(filter)
  const total = cachedSearch(
    db,
    searchKey('organizations total', match, where, filter.params),
    () =>
      filter.where.length
        ? (
            statement(
              db,
              `SELECT count(*) AS n FROM organizations_fts f JOIN organizations o ON o.seq = f.rowid WHERE organizations_fts MATCH ?${where}`,
            ).get(match, ...filter.params) as { n: number }
          ).n
        : (
            statement(
              db,
              'SELECT count(*) AS n FROM organizations_fts WHERE organizations_fts MATCH ?',
            ).get(match) as { n: number }
          ).n,
  )
  if (!total || skip >= total) return { results: [], total }
  const order = onlyLegalForm ? 'f.rowid' : 'f.rank'
  const page = (offset: number, count: number) =>
    cachedSearch(
      db,
      searchKey('organizations page', match, where, filter.params, order, offset, count),
      () =>
        statement(
          db,
          `SELECT ${COLUMNS}, f.rank AS rank FROM organizations_fts f JOIN organizations o ON o.seq = f.rowid
         WHERE organizations_fts MATCH ?${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
        ).all(match, ...filter.params, count, offset) as HitRow[],
    )
  const hits = rerankedPage(
    page,
    { skip, limit },
    { plain: (row) => -(row.rank ?? 0), boost: (row) => nameBoost(row.name, q) },
  )
  return {
    results: hits.map(({ hit, score }) => organizationItem(hit, score)),
    total,
  }
}

function filterSearch(db: Database, filter: FilterSql, { skip, limit }: OrganizationSearchOptions) {
  const where = filter.where.join(' AND ')
  const total = (
    statement(db, `SELECT count(*) AS n FROM organizations o WHERE ${where}`).get(
      ...filter.params,
    ) as { n: number }
  ).n
  if (!total || skip >= total) return { results: [], total }
  const center = filter.center
  const rows = center
    ? (statement(
        db,
        `SELECT ${COLUMNS}, hub_distance_km(o.lat, o.lon, ?, ?) AS distance FROM organizations o WHERE ${where} ORDER BY distance, o.seq LIMIT ? OFFSET ?`,
      ).all(center.lat, center.lon, ...filter.params, limit, skip) as HitRow[])
    : (statement(
        db,
        `SELECT ${COLUMNS} FROM organizations o WHERE ${where} ORDER BY o.seq LIMIT ? OFFSET ?`,
      ).all(...filter.params, limit, skip) as HitRow[])
  return {
    results: rows.map((row) =>
      organizationItem(row, row.distance === undefined ? 1 : 1 / (1 + row.distance)),
    ),
    total,
  }
}
