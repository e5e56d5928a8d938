import { describe, expect, it } from 'vitest'
import { migrateToLatest } from './migrations'
import {
  addEntries,
  createList,
  deleteList,
  listAccess,
  listEntries,
  listsFor,
  removeEntry,
  removeShare,
  setShare,
  updateList,
} from './lists'
import { DATABASE_KINDS, useTestDatabases } from './testing/both-databases'

const databases = useTestDatabases()

describe.each(DATABASE_KINDS)('watchlists on %s', (kind) => {
  it('migrates, and migrating again changes nothing', async () => {
    const { db, kind: opened } = await databases.open(kind)
    expect(opened).toBe(kind)
    await migrateToLatest(db as never)
    const tables = await db.introspection.getTables()
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['monitor_lists', 'monitor_changes']),
    )
  })

  it('keeps lists per user and shares them for reading or editing', async () => {
    const { db } = await databases.open(kind)
    const now = new Date('2026-01-01T00:00:00Z')
    const id = await createList(db, 'ana', 'Suppliers', undefined, now)
    await createList(db, 'ben', 'Ben only')

    expect(await listAccess(db, id, 'ana')).toBe('owner')
    expect(await listAccess(db, id, 'ben')).toBeNull()
    await setShare(db, id, 'ben', 'read')
    expect(await listAccess(db, id, 'ben')).toBe('read')
    await setShare(db, id, 'ben', 'edit')
    expect(await listAccess(db, id, 'ben')).toBe('edit')

    const ana = await listsFor(db, 'ana')
    expect(ana).toHaveLength(1)
    expect(ana[0]).toMatchObject({
      name: 'Suppliers',
      schedule: 'daily',
      access: 'owner',
      entries: 0,
    })
    expect(ana[0]?.nextCheckAt).toBe('2026-01-02T00:00:00.000Z')
    const ben = await listsFor(db, 'ben')
    expect(ben.map((l) => [l.name, l.access])).toEqual([
      ['Suppliers', 'edit'],
      ['Ben only', 'owner'],
    ])

    await removeShare(db, id, 'ben')
    expect(await listAccess(db, id, 'ben')).toBeNull()
    await updateList(db, id, { name: 'Key suppliers', schedule: 'weekly' }, now)
    expect((await listsFor(db, 'ana'))[0]).toMatchObject({
      name: 'Key suppliers',
      schedule: 'weekly',
    })
  })

  it('adds entities once, removes them, and deletes a list with everything on it', async () => {
    const { db } = await databases.open(kind)
    const id = await createList(db, 'ana', 'Customers')
    const a = { type: 'ORGANIZATION', id: 'a'.repeat(32), name: 'A GmbH' }
    const b = { type: 'ORGANIZATION', id: 'b'.repeat(32), name: 'B AG' }
    await addEntries(db, id, 'ana', [a, b])
    await addEntries(db, id, 'ana', [{ ...a, name: 'renamed meanwhile' }])
    const entries = await listEntries(db, id)
    expect(entries.map((e) => e.name).sort()).toEqual(['A GmbH', 'B AG'])
    expect((await listsFor(db, 'ana'))[0]?.entries).toBe(2)

    await removeEntry(db, id, 'ORGANIZATION', b.id)
    expect((await listEntries(db, id)).map((e) => e.id)).toEqual([a.id])

    await setShare(db, id, 'ben', 'read')
    await deleteList(db, id)
    expect(await listsFor(db, 'ana')).toEqual([])
    expect(await listsFor(db, 'ben')).toEqual([])
    expect(await listEntries(db, id)).toEqual([])
  })
})
