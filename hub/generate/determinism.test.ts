import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openHubDatabase } from '../db/open'
import { generateHub } from './index'

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
  it('is deterministic: the same seed gives the same IDs, versions and roles; another seed differs', async () => {
    const first = join(directory, 'a.sqlite')
    const second = join(directory, 'b.sqlite')
    const other = join(directory, 'c.sqlite')
    await generateHub({ path: first, scale: 'small', seed: 7 })
    await generateHub({ path: second, scale: 'small', seed: 7 })
    await generateHub({ path: other, scale: 'small', seed: 8 })
    const a = fingerprint(first)
    expect(a.organizations).toHaveLength(2000)
    expect(a.persons).toHaveLength(3000)
    expect(fingerprint(second)).toEqual(a)
    const c = fingerprint(other)
    expect(c.organizations.map((row) => row.id)).not.toEqual(a.organizations.map((row) => row.id))
    // Real geography does not depend on the seed.
    const places = (rows: { id: string }[]) => new Set(rows.map((row) => row.id))
    const shared = [...places(a.locations)].filter((id) => places(c.locations).has(id))
    expect(shared.length).toBeGreaterThan(15_000)
  }, 400_000)

  it('reuses a complete database and regenerates one made for another seed', async () => {
    const path = join(directory, 'a.sqlite')
    let generated = 0
    const started = performance.now()
    const reused = await openHubDatabase({
      path,
      scale: 'small',
      seed: 7,
      onGenerated: () => generated++,
    })
    expect(performance.now() - started).toBeLessThan(3000)
    expect(generated).toBe(0)
    reused.close()
    const regenerated = await openHubDatabase({
      path,
      scale: 'small',
      seed: 9,
      onGenerated: () => generated++,
    })
    expect(generated).toBe(1)
    expect(
      (regenerated.prepare("SELECT value FROM meta WHERE key = 'seed'").get() as { value: string })
        .value,
    ).toBe('9')
    regenerated.close()
  }, 400_000)

  it('keeps shareholdings at or below 100 % and builds multi-level holding chains', () => {
    const db = new Database(join(directory, 'b.sqlite'), { readonly: true })
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
