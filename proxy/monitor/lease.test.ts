/**
 * The scheduler's lease on both databases, with two holders on two separate connections (as two
 * server processes would hold them): one leads, the other follows until the lease expires.
 */
import { openMonitorDb } from './database'
import { holdLease, releaseLease } from './lease'
import { DATABASE_KINDS, useTestDatabases } from './testing/both-databases'

const databases = useTestDatabases()

describe.each(DATABASE_KINDS)('the scheduler lease on %s', (kind) => {
  it('has one holder at a time and passes on when it expires or is released', async () => {
    const settings = await databases.settings(kind)
    const first = await openMonitorDb(settings)
    const second = await openMonitorDb(settings)
    try {
      const t = 1_000_000
      const both = await Promise.all([
        holdLease(first.db, 'scheduler', 'a', 1_000, t),
        holdLease(second.db, 'scheduler', 'b', 1_000, t),
      ])
      expect(both.filter(Boolean)).toHaveLength(1)
      const [leader, follower] = both[0] ? ['a', 'b'] : ['b', 'a']
      const dbOf = (holder: string) => (holder === 'a' ? first.db : second.db)
      // The leader renews; the follower stays out while the lease lasts.
      expect(await holdLease(dbOf(leader), 'scheduler', leader, 1_000, t + 500)).toBe(true)
      expect(await holdLease(dbOf(follower), 'scheduler', follower, 1_000, t + 1_000)).toBe(false)
      // The leader stopped renewing: once expired, the follower takes over.
      expect(await holdLease(dbOf(follower), 'scheduler', follower, 1_000, t + 1_600)).toBe(true)
      expect(await holdLease(dbOf(leader), 'scheduler', leader, 1_000, t + 1_700)).toBe(false)
      await releaseLease(dbOf(follower), 'scheduler', follower)
      expect(await holdLease(dbOf(leader), 'scheduler', leader, 1_000, t + 1_800)).toBe(true)
    } finally {
      await first.close()
      await second.close()
    }
  })
})
