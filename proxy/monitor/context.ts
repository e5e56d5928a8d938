/**
 * What monitoring's routes, checks and deliveries share beyond the database: whose budget a check
 * spends, where its audit lines go, who exists (for shares and creators), how webhook secrets are
 * sealed, and which internal receivers the operator allowed. Each is optional so a test passes only
 * what it looks at; the production server passes all (open-monitor.ts).
 */
import type { MonitorAuditEvent } from '../ops/audit'
import type { BudgetRefusal } from '../ops/budgets'
import type { MonitorDb } from './database'
import type { Resolve, WebhookAllowList } from './webhook-address'
import type { SecretBox } from './webhook-secret'

/** The per-user daily budget of upstream calls (proxy/ops/budgets.ts), keyed `user:<id>`. */
export interface UserBudgets {
  takeUpstreamCall(user: string): Promise<BudgetRefusal | null>
}

/**
 * Who exists: the users file (AUTH=basic), else the users monitoring has seen signed in. Answers
 * the stored spelling of a name, matched regardless of case; null for nobody.
 */
export interface UserDirectory {
  find(name: string): Promise<string | null>
  /** Whether the directory knows every user (a user missing from it has been deleted). */
  authoritative: boolean
}

export interface MonitorContext {
  db: MonitorDb
  budgets?: UserBudgets | undefined
  audit?: { event(entry: MonitorAuditEvent): void } | undefined
  users?: UserDirectory | undefined
  secrets?: SecretBox | undefined
  webhookAllow?: WebhookAllowList | undefined
  /** DNS for webhook hosts; the system's by default (tests answer names themselves). */
  resolve?: Resolve | undefined
}

/** The users monitoring has seen signed in, matched regardless of case. */
export function seenUsers(db: MonitorDb): UserDirectory {
  return {
    authoritative: false,
    async find(name) {
      const row = await db
        .selectFrom('monitor_users')
        .select('id')
        .where('user_key', '=', name.toLowerCase())
        .executeTakeFirst()
      return row?.id ?? null
    },
  }
}

/** Remembers a signed-in user (once per process and user, so a request costs no write). */
export function userSeenRecorder(db: MonitorDb) {
  const recorded = new Set<string>()
  return async (id: string) => {
    const key = id.toLowerCase()
    if (recorded.has(key)) return
    const now = new Date().toISOString()
    await db
      .insertInto('monitor_users')
      .values({ user_key: key, id, seen_at: now })
      .onConflict((oc) => oc.column('user_key').doUpdateSet({ seen_at: now }))
      .execute()
    if (recorded.size < 100_000) recorded.add(key)
  }
}

/** One audit line for a monitoring write, by whoever made the request. */
export function auditWrite(
  context: MonitorContext,
  user: string,
  action: string,
  list: string,
  status: number,
) {
  context.audit?.event({ user, action, list, status })
}
