import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openHubDatabase } from '../db/open'
import { generateHub } from './index'
import { openTestDb, TEST_DB_PATH } from '../testing/test-hub'

const directory = mkdtempSync(join(tmpdir(), 'hub-determinism-'))
afterAll(() => rmSync(directory, { recursive: true, force: true }))

/** Every entity id with its version, in a stable order: equal lists mean identical data. */
function fingerprint(path: string) {
  const db = new Database(path, { readonly: true })
  try {
    const rows = (table: string) =>
      db.prepare(`SELECT id, version FROM ${table} ORDER BY id`).all() as {
        id: string
        version: string
      }[]
    return {
      organizations: rows('organizations'),
      persons: rows('persons'),
      locations: rows('locations'),
      roles: db
        .prepare(
          'SELECT organization_id, holder_id, label, start_date, end_date, share_percentage FROM roles ORDER BY id',
        )
        .all(),
    }
  } finally {
    db.close()
  }
}

describe('generation', () => {
  // Two generations, not four: the shared seed-1 test database is the reference, one copy is made
  // beside it, and that copy is then regenerated for another seed (the slowest test file otherwise).
  const copy = join(directory, 'copy.sqlite')

  it('is deterministic: the same seed gives the same IDs, versions and roles', async () => {
    await openTestDb() // generates the shared database if this is the first test to need it
    await generateHub({ path: copy, scale: 'small', seed: 1 })
    const reference = fingerprint(TEST_DB_PATH)
    expect(reference.organizations).toHaveLength(2000)
    expect(reference.persons).toHaveLength(3000)
    expect(fingerprint(copy)).toEqual(reference)
  }, 400_000)

  it('reuses a complete database, and regenerates one made for another seed, which differs', async () => {
    let generated = 0
    const started = performance.now()
    const reused = await openHubDatabase({
      path: copy,
      scale: 'small',
      seed: 1,
      onGenerated: () => generated++,
    })
    expect(performance.now() - started).toBeLessThan(3000)
    expect(generated).toBe(0)
    reused.close()
    const regenerated = await openHubDatabase({
      path: copy,
      scale: 'small',
      seed: 8,
      onGenerated: () => generated++,
    })
    expect(generated).toBe(1)
    expect(
      (regenerated.prepare("SELECT value FROM meta WHERE key = 'seed'").get() as { value: string })
        .value,
    ).toBe('8')
    regenerated.close()
    const reference = fingerprint(TEST_DB_PATH)
    const other = fingerprint(copy)
    expect(other.organizations.map((row) => row.id)).not.toEqual(
      reference.organizations.map((row) => row.id),
    )
    // Real geography does not depend on the seed.
    const otherPlaces = new Set(other.locations.map((row) => row.id))
    const shared = reference.locations.filter((row) => otherPlaces.has(row.id))
    expect(shared.length).toBeGreaterThan(15_000)
  }, 400_000)

  it('keeps shareholdings at or below 100 % and builds multi-level holding chains', () => {
    const db = new Database(TEST_DB_PATH, { readonly: true })
    try {
      const overfull = db
        .prepare(
          'SELECT organization_id, sum(share_percentage) AS total FROM roles WHERE end_date IS NULL AND share_percentage IS NOT NULL GROUP BY organization_id HAVING total > 100.0001',
        )
        .all()
      expect(overfull).toEqual([])
      // A holding held by another organization which itself holds shares: at least two levels.
      const chains = db
        .prepare(
          `SELECT count(*) AS n FROM roles a JOIN roles b ON b.organization_id = a.holder_id
          WHERE a.label = 'SHAREHOLDER' AND b.label = 'SHAREHOLDER' AND a.holder_type = 'ORGANIZATION' AND b.holder_type = 'ORGANIZATION'`,
        )
        .get() as { n: number }
      expect(chains.n).toBeGreaterThan(0)
    } finally {
      db.close()
    }
  })
})
