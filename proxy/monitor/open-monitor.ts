/**
 * Monitoring for `npm start` and `npm run dev`, from the environment: the database (DATABASE_URL
 * for PostgreSQL, else the SQLite file MONITOR_DB, default `.data/monitor.sqlite`) and the routes.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { resolve } from 'node:path'
import { z } from 'zod'
import { ConfigError } from '../start/env'
import { createForwarder } from '../gateway/forward'
import type { OpenedUpstream } from '../start/upstream'
import type { watchUsers } from '../auth/users-file'
import type { MonitorContext, UserBudgets, UserDirectory } from './context'
import { openMonitorDb, type MonitorDb } from './database'
import { createMonitorRoutes } from './monitor-routes'
import { startScheduler } from './scheduler'
import { parseAllowList } from './webhook-address'
import { createSecretBox, type SecretBox } from './webhook-secret'
import { startDelivery } from './webhooks'

const ATTEMPTS_RANGE = 'MONITOR_WEBHOOK_ATTEMPTS must be a whole number from 1 to 20'
const RETRY_RANGE = 'MONITOR_WEBHOOK_RETRY_SECONDS must be from 0.01 to 86400'

const schema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  MONITOR_DB: z.string().min(1).optional(),
  MONITOR_BUDGET_PER_DAY: z.coerce
    .number()
    .int()
    .min(0, 'MONITOR_BUDGET_PER_DAY must be 0 or more')
    .default(5_000),
  MONITOR_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // Webhooks: attempts per delivery and the first wait between them (doubled after each failure).
  MONITOR_WEBHOOK_ATTEMPTS: z.coerce
    .number()
    .int(ATTEMPTS_RANGE)
    .min(1, ATTEMPTS_RANGE)
    .max(20, ATTEMPTS_RANGE)
    .default(5),
  MONITOR_WEBHOOK_RETRY_SECONDS: z.coerce
    .number()
    .min(0.01, RETRY_RANGE)
    .max(86_400, RETRY_RANGE)
    .default(30),
  // "Check now" at most once per this many seconds per list.
  MONITOR_CHECK_NOW_SECONDS: z.coerce
    .number()
    .int('MONITOR_CHECK_NOW_SECONDS must be a whole number from 1 to 3600')
    .min(1, 'MONITOR_CHECK_NOW_SECONDS must be a whole number from 1 to 3600')
    .max(3600, 'MONITOR_CHECK_NOW_SECONDS must be a whole number from 1 to 3600')
    .default(60),
  // Internal webhook receivers the operator allows: host names, addresses, CIDR ranges.
  MONITOR_WEBHOOK_ALLOW: z.string().optional(),
  // Links in feeds and webhooks; checked strictly by the sign-in configuration (auth/config.ts).
  PUBLIC_URL: z.string().optional(),
})

export function loadMonitorEnv(source: Record<string, string | undefined>, cwd = process.cwd()) {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key in schema.shape && value !== ''),
  )
  const parsed = schema.safeParse(cleaned)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => issue.message).join('; '))
  }
  let webhookAllow
  try {
    webhookAllow = parseAllowList(parsed.data.MONITOR_WEBHOOK_ALLOW)
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error))
  }
  return {
    webhookAllow,
    checkNowIntervalMs: parsed.data.MONITOR_CHECK_NOW_SECONDS * 1000,
    databaseUrl: parsed.data.DATABASE_URL,
    sqlitePath: resolve(cwd, parsed.data.MONITOR_DB ?? '.data/monitor.sqlite'),
    budgetPerDay: parsed.data.MONITOR_BUDGET_PER_DAY,
    tickMs: parsed.data.MONITOR_TICK_SECONDS * 1000,
    webhookAttempts: parsed.data.MONITOR_WEBHOOK_ATTEMPTS,
    webhookRetryMs: parsed.data.MONITOR_WEBHOOK_RETRY_SECONDS * 1000,
    publicOrigin: URL.canParse(parsed.data.PUBLIC_URL ?? '')
      ? new URL(parsed.data.PUBLIC_URL!).origin
      : undefined,
  }
}

/** Seals the webhook secrets stored in plain text before secrets were encrypted. */
async function sealPlainSecrets(db: MonitorDb, box: SecretBox) {
  const rows = await db.selectFrom('monitor_webhooks').select(['id', 'secret']).execute()
  for (const row of rows) {
    if (box.isSealed(row.secret)) continue
    await db
      .updateTable('monitor_webhooks')
      .set({ secret: box.seal(row.secret) })
      .where('id', '=', row.id)
      .where('secret', '=', row.secret)
      .execute()
  }
}

/**
 * The users file (AUTH=basic) as monitoring's directory: it knows every user, so one missing from it
 * has been deleted. Without a file (AUTH=none or oidc), monitoring keeps the users it sees signed in.
 */
export function usersFileDirectory(
  users: Pick<ReturnType<typeof watchUsers>, 'get'> | undefined,
): UserDirectory | undefined {
  return users
    ? { authoritative: true, find: async (name) => (await users.get(name))?.id ?? null }
    : undefined
}

/** What the rest of the server lends monitoring (proxy/start/server.ts). */
export interface MonitorLinks {
  /** The server's secret (AUTH_SECRET or the session secret file): webhook secrets are sealed with it. */
  serverSecret: string
  /** The per-user budgets of the API: checks spend them too. */
  budgets?: UserBudgets | undefined
  audit?: MonitorContext['audit']
  /** The users file under AUTH=basic; else the users seen signed in. */
  users?: UserDirectory | undefined
}

/**
 * Opens the database, builds the routes and starts the scheduler. Upstream calls go through the
 * proxy's own forwarder, which adds the key: the browser never makes them.
 */
export async function openMonitor(
  upstream: OpenedUpstream['proxy'],
  links: MonitorLinks,
  source: Record<string, string | undefined> = process.env,
  log: (error: unknown) => void = (error) => console.error('monitoring:', error),
) {
  const settings = loadMonitorEnv(source)
  const opened = await openMonitorDb(settings).catch((error: unknown) => {
    throw new ConfigError(
      `Cannot open the monitoring database: ${error instanceof Error ? error.message : String(error)}`,
    )
  })
  const secrets = createSecretBox(links.serverSecret)
  await sealPlainSecrets(opened.db, secrets)
  const context: MonitorContext = {
    db: opened.db,
    budgets: links.budgets,
    audit: links.audit,
    users: links.users,
    secrets,
    webhookAllow: settings.webhookAllow,
  }
  const delivery = startDelivery({
    ...context,
    maxAttempts: settings.webhookAttempts,
    retryBaseMs: settings.webhookRetryMs,
    publicOrigin: settings.publicOrigin,
    pollMs: Math.min(settings.tickMs, Math.max(1000, settings.webhookRetryMs / 2)),
    onError: log,
  })
  const deps = {
    ...context,
    fetch: createForwarder(upstream),
    budgetPerDay: settings.budgetPerDay,
    checkNowIntervalMs: settings.checkNowIntervalMs,
    publicOrigin: settings.publicOrigin,
    onChanges: delivery.kick,
  }
  const scheduler = startScheduler({
    deps,
    holder: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    tickMs: settings.tickMs,
    leaseMs: settings.tickMs * 3,
    onError: log,
  })
  return {
    ...createMonitorRoutes(deps),
    db: opened.db,
    description: `${opened.description}; at most ${settings.budgetPerDay} upstream calls/day; internal webhook receivers: ${settings.webhookAllow.description || 'none'}`,
    close: async () => {
      await scheduler.stop()
      await delivery.stop()
      await opened.close()
    },
  }
}
