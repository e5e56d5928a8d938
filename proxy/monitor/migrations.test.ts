/**
 * The creators migration on data of the earlier schema, on SQLite and PostgreSQL: webhooks and
 * feeds count as the owner's, a backdated entry's added time moves up to its list's creation, and
 * raw socket errors in the delivery log become the outcomes a user may be told.
 */
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, sql as kyselySql, SqliteDialect } from 'kysely'
import pg from 'pg'
import { migrateTo, migrateToLatest } from './migrations'
import type { MonitorSchema } from './schema'
import { DATABASE_KINDS, useTestDatabases } from './testing/both-databases'

const databases = useTestDatabases()

it.each(DATABASE_KINDS)('moves earlier data into the new rules on %s', async (kind) => {
  const settings = await databases.settings(kind)
  const db = new Kysely<MonitorSchema>({
    dialect: settings.databaseUrl
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: settings.databaseUrl }) })
      : new SqliteDialect({ database: new Database(settings.sqlitePath) }),
  })
  try {
    await migrateTo(db as Kysely<unknown>, '2026-11-25-002-delivery-attempts')
    const created = '2026-11-20T10:00:00.000Z'
    await sql(
      db,
      `INSERT INTO monitor_lists (id, owner_id, name, schedule, feed_token, created_at, next_check_at) VALUES ('l1', 'ana', 'L', 'daily', 'hash', '${created}', '${created}')`,
    )
    await sql(
      db,
      `INSERT INTO monitor_entries (list_id, entity_type, entity_id, name, added_at, added_by) VALUES ('l1', 'ORGANIZATION', 'a1', 'A', '1970-01-01T00:00:00.000Z', 'ana'), ('l1', 'ORGANIZATION', 'a2', 'B', '2026-11-21T00:00:00.000Z', 'ana')`,
    )
    await sql(
      db,
      `INSERT INTO monitor_webhooks (id, list_id, url, secret, created_at, sent_until) VALUES ('w1', 'l1', 'http://x.example/', 's', '${created}', '${created}')`,
    )
    await sql(
      db,
      `INSERT INTO monitor_deliveries (id, webhook_id, payload, status, attempts, next_attempt_at, last_status, last_error, created_at) VALUES ('d1', 'w1', '{}', 'failed', 3, NULL, NULL, 'connect ECONNREFUSED 127.0.0.1:6379', '${created}')`,
    )
    await sql(
      db,
      `INSERT INTO monitor_delivery_attempts (id, delivery_id, attempt, attempted_at, status_code, error) VALUES ('a1', 'd1', 1, '${created}', NULL, 'connect ECONNREFUSED 127.0.0.1:6379'), ('a2', 'd1', 2, '${created}', 503, 'HTTP 503'), ('a3', 'd1', 3, '${created}', NULL, 'The operation was aborted due to timeout')`,
    )

    await migrateToLatest(db as Kysely<unknown>)
    expect(await db.selectFrom('monitor_webhooks').select('created_by').execute()).toEqual([
      { created_by: 'ana' },
    ])
    expect(await db.selectFrom('monitor_lists').select('feed_created_by').execute()).toEqual([
      { feed_created_by: 'ana' },
    ])
    const entries = await db
      .selectFrom('monitor_entries')
      .select(['entity_id', 'added_at'])
      .orderBy('entity_id')
      .execute()
    expect(entries).toEqual([
      { entity_id: 'a1', added_at: created },
      { entity_id: 'a2', added_at: '2026-11-21T00:00:00.000Z' },
    ])
    const attempts = await db
      .selectFrom('monitor_delivery_attempts')
      .select('error')
      .orderBy('attempt')
      .execute()
    expect(attempts.map((a) => a.error)).toEqual([
      'unreachable',
      'refused by the receiver (503)',
      'timed out',
    ])
    expect(
      (await db.selectFrom('monitor_deliveries').select('last_error').execute())[0]?.last_error,
    ).toBe('unreachable')
  } finally {
    await db.destroy()
  }
})

/** Rows as the earlier schema held them, written as plain SQL (the types know only the newest). */
const sql = (db: Kysely<MonitorSchema>, text: string) => kyselySql.raw(text).execute(db)
