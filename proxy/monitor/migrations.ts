/**
 * Migrations of the monitoring database, in code (not a folder of files) so the bundle-free server
 * (`tsx`) and the tests run the same list on SQLite and PostgreSQL. Only portable column types:
 * see schema.ts. A migration once released is never edited; changes come as new entries.
 */
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('monitor_lists')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('schedule', 'text', (c) => c.notNull())
      .addColumn('feed_token', 'text', (c) => c.unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_checked_at', 'text')
      .addColumn('next_check_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('monitor_lists_owner')
      .on('monitor_lists')
      .column('owner_id')
      .execute()
    await db.schema
      .createTable('monitor_shares')
      .addColumn('list_id', 'text', (c) =>
        c.notNull().references('monitor_lists.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('monitor_shares_pk', ['list_id', 'user_id'])
      .execute()
    await db.schema
      .createIndex('monitor_shares_user')
      .on('monitor_shares')
      .column('user_id')
      .execute()
    await db.schema
      .createTable('monitor_entries')
      .addColumn('list_id', 'text', (c) =>
        c.notNull().references('monitor_lists.id').onDelete('cascade'),
      )
      .addColumn('entity_type', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('added_at', 'text', (c) => c.notNull())
      .addColumn('added_by', 'text', (c) => c.notNull())
      // The record's fb_entity_version when it was added, so the start page can say "changed since".
      .addColumn('saved_version', 'text')
      .addPrimaryKeyConstraint('monitor_entries_pk', ['list_id', 'entity_type', 'entity_id'])
      .execute()
    await db.schema
      .createIndex('monitor_entries_entity')
      .on('monitor_entries')
      .columns(['entity_type', 'entity_id'])
      .execute()
    await db.schema
      .createTable('monitor_snapshots')
      .addColumn('entity_type', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('checked_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('monitor_snapshots_pk', ['entity_type', 'entity_id'])
      .execute()
    await db.schema
      .createTable('monitor_changes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('entity_type', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('entity_name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('detected_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('monitor_changes_entity')
      .on('monitor_changes')
      .columns(['entity_type', 'entity_id', 'detected_at'])
      .execute()
    await db.schema
      .createTable('monitor_reads')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('list_id', 'text', (c) =>
        c.notNull().references('monitor_lists.id').onDelete('cascade'),
      )
      .addColumn('read_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('monitor_reads_pk', ['user_id', 'list_id'])
      .execute()
    await db.schema
      .createTable('monitor_leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('monitor_usage')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('calls', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .createTable('monitor_webhooks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('list_id', 'text', (c) =>
        c.notNull().references('monitor_lists.id').onDelete('cascade'),
      )
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('monitor_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('webhook_id', 'text', (c) =>
        c.notNull().references('monitor_webhooks.id').onDelete('cascade'),
      )
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'text')
      .addColumn('last_status', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('monitor_deliveries_due')
      .on('monitor_deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute()
  },
}

/**
 * Delivery (feeds and webhooks): each webhook remembers up to which change it has been sent
 * (so a change found through another list that watches the same entity is still sent), and each
 * attempt at a delivery is kept for the delivery log.
 */
const deliveryAttempts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('monitor_webhooks').addColumn('sent_until', 'text').execute()
    await db.schema
      .createTable('monitor_delivery_attempts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('delivery_id', 'text', (c) =>
        c.notNull().references('monitor_deliveries.id').onDelete('cascade'),
      )
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('attempted_at', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('error', 'text')
      .execute()
    await db.schema
      .createIndex('monitor_delivery_attempts_delivery')
      .on('monitor_delivery_attempts')
      .column('delivery_id')
      .execute()
  },
}

/**
 * Access ends with the share: webhooks and the feed remember who made them (earlier ones count as
 * the owner's), and the users monitoring has seen signed in, so a share names someone who exists.
 * Delivery errors kept in the words of earlier versions (socket errors) are reworded as the
 * outcome a user may be told.
 */
const creators: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('monitor_webhooks').addColumn('created_by', 'text').execute()
    await db.schema.alterTable('monitor_lists').addColumn('feed_created_by', 'text').execute()
    await sql`UPDATE monitor_webhooks SET created_by = (SELECT owner_id FROM monitor_lists WHERE monitor_lists.id = monitor_webhooks.list_id)`.execute(
      db,
    )
    await sql`UPDATE monitor_lists SET feed_created_by = owner_id WHERE feed_token IS NOT NULL`.execute(
      db,
    )
    // An entry cannot have been added before its list existed: a backdated import's time would
    // otherwise show changes found before the user watched the entity.
    await sql`UPDATE monitor_entries SET added_at = (SELECT created_at FROM monitor_lists WHERE monitor_lists.id = monitor_entries.list_id) WHERE added_at < (SELECT created_at FROM monitor_lists WHERE monitor_lists.id = monitor_entries.list_id)`.execute(
      db,
    )
    for (const table of ['monitor_delivery_attempts', 'monitor_deliveries'] as const) {
      const column = table === 'monitor_deliveries' ? sql.ref('last_error') : sql.ref('error')
      const status =
        table === 'monitor_deliveries' ? sql.ref('last_status') : sql.ref('status_code')
      await sql`UPDATE ${sql.table(table)} SET ${column} = CASE WHEN ${status} IS NOT NULL THEN 'refused by the receiver (' || ${status} || ')' WHEN ${column} LIKE '%abort%' OR ${column} LIKE '%timeout%' OR ${column} LIKE '%timed out%' THEN 'timed out' ELSE 'unreachable' END WHERE ${column} IS NOT NULL`.execute(
        db,
      )
    }
    await db.schema
      .createIndex('monitor_webhooks_creator')
      .on('monitor_webhooks')
      .column('created_by')
      .execute()
    await db.schema
      .createTable('monitor_users')
      .addColumn('user_key', 'text', (c) => c.primaryKey())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('seen_at', 'text', (c) => c.notNull())
      .execute()
  },
}

const MIGRATIONS: Record<string, Migration> = {
  '2026-11-25-001-initial': initial,
  '2026-11-25-002-delivery-attempts': deliveryAttempts,
  '2026-11-28-003-creators': creators,
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS }

/** Brings the database to the named migration (tests of a later one's data changes). */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name)
  if (error) throw error instanceof Error ? error : new Error(String(error))
}

/** Brings the database to the newest schema; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    throw new Error(
      `Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    )
  }
}
