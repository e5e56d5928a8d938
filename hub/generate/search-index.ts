/**
 * Step 4: FTS5 indexes for organization, person and location search. `remove_diacritics 2`
 * folds ü→u, é→e so `Munchen` finds München; prefix indexes make `Bäck*` cheap. The organization
 * and person indexes are contentless (rowid = seq): search needs only rowids and ranks.
 */
import type { Database } from 'better-sqlite3'
import type { GenerateContext } from './context'

const TOKENIZE = `tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'`

/** Location kinds in search order: a place name should find the place before its streets. */
const LOCATION_PRIORITY: Record<string, number> = {
  COUNTRY: 8,
  STATE: 7,
  MUNICIPALITY: 6,
  COUNTY: 5,
  CITY_POSTAL_CODE: 4,
  LOCALITY: 1,
}

export function buildSearchIndexes(ctx: GenerateContext): void {
  const build = ctx.db.transaction(() => {
    ctx.progress('search index: organizations', 0)
    buildOrganizationIndex(ctx.db)
    ctx.progress('search index: persons', 0.4)
    buildPersonIndex(ctx.db)
    ctx.progress('search index: locations', 0.7)
    buildLocationIndex(ctx.db)
  })
  build()
  ctx.progress('search index', 1)
}

function buildOrganizationIndex(db: Database) {
  db.exec(
    `CREATE VIRTUAL TABLE organizations_fts USING fts5(name, other_names, register, address, content = '', ${TOKENIZE})`,
  )
  db.exec(`INSERT INTO organizations_fts (rowid, name, other_names, register, address)
    SELECT seq, name, CASE other_names WHEN '[]' THEN '' ELSE other_names END,
      register_court || ' ' || register_type || ' ' || register_number,
      concat_ws(' ', street, house_number, postal_code, city)
    FROM organizations`)
  // Name hits weigh most, then the register ID, former names, and the address least.
  db.exec(
    `INSERT INTO organizations_fts (organizations_fts, rank) VALUES ('rank', 'bm25(10.0, 4.0, 6.0, 1.0)')`,
  )
  db.exec(`INSERT INTO organizations_fts (organizations_fts) VALUES ('optimize')`)
}

function buildPersonIndex(db: Database) {
  db.exec(`CREATE VIRTUAL TABLE persons_fts USING fts5(name, place, content = '', ${TOKENIZE})`)
  db.exec(`INSERT INTO persons_fts (rowid, name, place)
    SELECT p.seq, concat_ws(' ', p.given, p.family, p.maiden, CASE p.aliases WHEN '[]' THEN NULL ELSE p.aliases END),
      concat_ws(' ', l.postal_code, l.city)
    FROM persons p LEFT JOIN locations l ON l.id = p.home_location_id`)
  db.exec(`INSERT INTO persons_fts (persons_fts, rank) VALUES ('rank', 'bm25(10.0, 1.0)')`)
  db.exec(`INSERT INTO persons_fts (persons_fts) VALUES ('optimize')`)
}

function buildLocationIndex(db: Database) {
  db.exec(
    `CREATE VIRTUAL TABLE locations_fts USING fts5(name, context, location_id UNINDEXED, priority UNINDEXED, population UNINDEXED, ${TOKENIZE})`,
  )
  const priority = `CASE l.subtype ${Object.entries(LOCATION_PRIORITY)
    .map(([subtype, value]) => `WHEN '${subtype}' THEN ${value}`)
    .join(' ')} ELSE 0 END`
  db.exec(`INSERT INTO locations_fts (name, context, location_id, priority, population)
    SELECT
      CASE l.subtype
        WHEN 'COUNTRY' THEN l.formatted_address || ' ' || l.alternative_names
        WHEN 'STATE' THEN l.state || ' ' || s.name_en
        WHEN 'COUNTY' THEN l.county
        WHEN 'MUNICIPALITY' THEN l.city || ' ' || l.alternative_names
        WHEN 'CITY_POSTAL_CODE' THEN l.postal_code || ' ' || l.city
        ELSE concat_ws(' ', l.street, l.house_number)
      END,
      CASE l.subtype
        WHEN 'COUNTRY' THEN ''
        WHEN 'STATE' THEN 'Deutschland Germany'
        WHEN 'LOCALITY' THEN concat_ws(' ', l.postal_code, l.city)
        ELSE concat_ws(' ', l.county, l.state, s.name_en)
      END,
      l.id, ${priority}, coalesce(c.population, d.population, sp.population, 0)
    FROM locations l
    LEFT JOIN states s ON s.name = l.state
    LEFT JOIN cities c ON l.subtype = 'MUNICIPALITY' AND c.id = l.city_id
    LEFT JOIN districts d ON l.subtype = 'COUNTY' AND d.ags = l.district_ags
    LEFT JOIN (SELECT state_code, sum(population) AS population FROM districts GROUP BY state_code) sp
      ON sp.state_code = s.code
    ORDER BY l.rowid`)
  db.exec(`INSERT INTO locations_fts (locations_fts, rank) VALUES ('rank', 'bm25(10.0, 1.0)')`)
  db.exec(`INSERT INTO locations_fts (locations_fts) VALUES ('optimize')`)
}
