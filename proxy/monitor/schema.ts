/**
 * The monitoring tables as Kysely sees them. Column types are the portable subset of SQLite and
 * PostgreSQL: text (ids are UUIDs, times ISO-8601 strings in UTC, which sort as text), integers, and
 * JSON kept as text, so one query works on both databases.
 */
import type { Generated } from 'kysely'

export type Schedule = 'hourly' | 'daily' | 'weekly'
export type ShareRole = 'read' | 'edit'

export interface ListTable {
  id: string
  owner_id: string
  name: string
  schedule: Schedule
  /** The secret path segment of the list's Atom feed; null once revoked and until created. */
  feed_token: string | null
  /** Who made the current feed token: it is revoked when their access ends. */
  feed_created_by: string | null
  created_at: string
  last_checked_at: string | null
  next_check_at: string
}

export interface ShareTable {
  list_id: string
  user_id: string
  role: ShareRole
}

export interface EntryTable {
  list_id: string
  entity_type: string
  entity_id: string
  name: string
  added_at: string
  added_by: string
  saved_version: string | null
}

/** The last state seen of one entity, shared by every list that watches it. */
export interface SnapshotTable {
  entity_type: string
  entity_id: string
  version: string
  /** JSON: the fields that changes are described by (snapshot.ts). */
  state: string
  checked_at: string
}

export interface ChangeTable {
  id: string
  entity_type: string
  entity_id: string
  entity_name: string
  kind: string
  /** JSON or null: the value before and after, as text for people. */
  before: string | null
  after: string | null
  version: string
  detected_at: string
}

export interface ReadMarkTable {
  user_id: string
  list_id: string
  read_at: string
}

/** One row per named lease: the scheduler's leader among server processes. */
export interface LeaseTable {
  name: string
  holder: string
  expires_at: number
}

/** Upstream calls spent by monitoring per UTC day, shared by every process. */
export interface UsageTable {
  day: string
  calls: Generated<number>
}

export interface WebhookTable {
  id: string
  list_id: string
  url: string
  /** The HMAC key, shown once when the webhook is registered; stored sealed (webhook-secret.ts). */
  secret: string
  /** Who registered it: it is removed when their access to the list ends. */
  created_by: string | null
  created_at: string
  /** detected_at of the newest change already put into a delivery (created_at at first). */
  sent_until: string | null
}

export interface DeliveryTable {
  id: string
  webhook_id: string
  payload: string
  status: 'pending' | 'delivered' | 'failed'
  attempts: number
  next_attempt_at: string | null
  last_status: number | null
  last_error: string | null
  created_at: string
}

/** One try at sending a delivery: the receiver's HTTP status or why it could not be reached. */
export interface DeliveryAttemptTable {
  id: string
  delivery_id: string
  attempt: number
  attempted_at: string
  status_code: number | null
  error: string | null
}

/** Users seen signed in (OpenID Connect has no list of users): shares name one of them. */
export interface UserTable {
  /** The id in lower case: names are one user regardless of case, as at sign-in. */
  user_key: string
  id: string
  seen_at: string
}

export interface MonitorSchema {
  monitor_users: UserTable
  monitor_lists: ListTable
  monitor_shares: ShareTable
  monitor_entries: EntryTable
  monitor_snapshots: SnapshotTable
  monitor_changes: ChangeTable
  monitor_reads: ReadMarkTable
  monitor_leases: LeaseTable
  monitor_usage: UsageTable
  monitor_webhooks: WebhookTable
  monitor_deliveries: DeliveryTable
  monitor_delivery_attempts: DeliveryAttemptTable
}
