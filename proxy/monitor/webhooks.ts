/**
 * Webhooks per list: new changes go out as one signed JSON POST per webhook
 * (`X-Explorer-Signature: sha256=<hex HMAC-SHA256 of the raw body>`), retried with exponential
 * backoff, every attempt kept for the delivery log. Several server processes may run this: a
 * delivery is claimed by a conditional update before it is sent, and a webhook's `sent_until`
 * moves forward only by the process whose update still saw the old value.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { MonitorDb } from './database'
import { entityPageUrl, listChanges, webhookWords } from './feed'

export interface DeliveryOptions {
  db: MonitorDb
  /** How to reach receivers; the global fetch in the server. */
  fetch?: typeof fetch
  /** Attempts per delivery before it counts as failed. */
  maxAttempts: number
  /** The wait after the first failure; doubled after each further one. */
  retryBaseMs: number
  /** Where links in the payload point (PUBLIC_URL), when known. */
  publicOrigin?: string | undefined
  timeoutMs?: number
  now?: () => Date
}

export const signBody = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

export async function registerWebhook(db: MonitorDb, listId: string, url: string) {
  const webhook = {
    id: randomUUID(),
    list_id: listId,
    url,
    secret: randomBytes(32).toString('base64url'),
    created_at: new Date().toISOString(),
  }
  await db
    .insertInto('monitor_webhooks')
    .values({ ...webhook, sent_until: webhook.created_at })
    .execute()
  return { id: webhook.id, url, secret: webhook.secret, createdAt: webhook.created_at }
}

export async function listWebhooks(db: MonitorDb, listId: string) {
  return db
    .selectFrom('monitor_webhooks')
    .select(['id', 'url', 'created_at as createdAt'])
    .where('list_id', '=', listId)
    .orderBy('created_at')
    .execute()
}

export async function removeWebhook(db: MonitorDb, listId: string, webhookId: string) {
  const result = await db
    .deleteFrom('monitor_webhooks')
    .where('list_id', '=', listId)
    .where('id', '=', webhookId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** The deliveries of a list's webhooks, newest first, each with its attempts. */
export async function listDeliveries(db: MonitorDb, listId: string, limit = 100) {
  const deliveries = await db
    .selectFrom('monitor_deliveries as d')
    .innerJoin('monitor_webhooks as w', 'w.id', 'd.webhook_id')
    .select([
      'd.id',
      'd.webhook_id as webhookId',
      'w.url',
      'd.status',
      'd.attempts',
      'd.next_attempt_at as nextAttemptAt',
      'd.last_status as lastStatus',
      'd.last_error as lastError',
      'd.created_at as createdAt',
    ])
    .where('w.list_id', '=', listId)
    .orderBy('d.created_at', 'desc')
    .limit(limit)
    .execute()
  if (deliveries.length === 0) return []
  const attempts = await db
    .selectFrom('monitor_delivery_attempts')
    .select(['delivery_id', 'attempt', 'attempted_at as at', 'status_code as status', 'error'])
    .where(
      'delivery_id',
      'in',
      deliveries.map((d) => d.id),
    )
    .orderBy('attempt')
    .execute()
  return deliveries.map((delivery) => ({
    ...delivery,
    attempts: attempts
      .filter((a) => a.delivery_id === delivery.id)
      .map(({ attempt, at, status, error }) => ({ attempt, at, status, error })),
  }))
}

/** Puts the changes each webhook has not been sent yet into one delivery per webhook. */
export async function enqueueNewChanges(options: DeliveryOptions): Promise<number> {
  const { db } = options
  const origin = options.publicOrigin ?? ''
  const webhooks = await db
    .selectFrom('monitor_webhooks as w')
    .innerJoin('monitor_lists as l', 'l.id', 'w.list_id')
    .select(['w.id', 'w.list_id', 'w.sent_until', 'w.created_at', 'l.name'])
    .execute()
  let queued = 0
  for (const webhook of webhooks) {
    const since = webhook.sent_until ?? webhook.created_at
    const fresh = await listChanges(db, webhook.list_id, { limit: 500, since })
    if (fresh.length === 0) continue
    const now = (options.now?.() ?? new Date()).toISOString()
    const words = webhookWords(fresh)
    const payload = JSON.stringify({
      list: { id: webhook.list_id, name: webhook.name },
      changes: fresh.map((change) => ({
        ...change,
        ...words.change(change),
        ...(origin ? { url: entityPageUrl(origin, change.entityType, change.entityId) } : {}),
      })),
      events: words.events,
    })
    const until = fresh[fresh.length - 1]!.detectedAt
    await db.transaction().execute(async (tx) => {
      const moved = await tx
        .updateTable('monitor_webhooks')
        .set({ sent_until: until })
        .where('id', '=', webhook.id)
        .where((eb) =>
          webhook.sent_until === null ? eb('sent_until', 'is', null) : eb('sent_until', '=', since),
        )
        .executeTakeFirst()
      // Another process queued these changes first.
      if (Number(moved.numUpdatedRows) === 0) return
      await tx
        .insertInto('monitor_deliveries')
        .values({
          id: randomUUID(),
          webhook_id: webhook.id,
          payload,
          status: 'pending',
          attempts: 0,
          next_attempt_at: now,
          last_status: null,
          last_error: null,
          created_at: now,
        })
        .execute()
      queued += 1
    })
  }
  return queued
}

async function post(options: DeliveryOptions, url: string, body: string, headers: HeadersInit) {
  const send = options.fetch ?? fetch
  try {
    const response = await send(url, {
      method: 'POST',
      body,
      headers,
      // A receiver's redirect is not followed: the registered URL is the one that gets the data.
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    })
    await response.body?.cancel()
    const ok = response.status >= 200 && response.status < 300
    return { status: response.status, error: ok ? null : `HTTP ${response.status}` }
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
    return { status: null, error: cause instanceof Error ? cause.message : String(cause) }
  }
}

/** Sends every delivery that is due, once each; returns how many attempts were made. */
export async function deliverDue(options: DeliveryOptions): Promise<number> {
  const { db } = options
  const now = options.now?.() ?? new Date()
  const due = await db
    .selectFrom('monitor_deliveries as d')
    .innerJoin('monitor_webhooks as w', 'w.id', 'd.webhook_id')
    .select(['d.id', 'd.payload', 'd.attempts', 'd.next_attempt_at', 'w.url', 'w.secret'])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now.toISOString())
    .orderBy('d.next_attempt_at')
    .limit(50)
    .execute()
  let made = 0
  for (const delivery of due) {
    // Claim it: only the process whose update still sees the old time sends this attempt.
    const claimedUntil = new Date(now.getTime() + (options.timeoutMs ?? 10_000) * 2).toISOString()
    const claimed = await db
      .updateTable('monitor_deliveries')
      .set({ next_attempt_at: claimedUntil })
      .where('id', '=', delivery.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', delivery.next_attempt_at)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 0) continue
    const attempt = delivery.attempts + 1
    const sentAt = new Date()
    const result = await post(options, delivery.url, delivery.payload, {
      'content-type': 'application/json',
      'user-agent': 'DataHubExplorer-Webhook/1',
      'x-explorer-signature': signBody(delivery.secret, delivery.payload),
      'x-explorer-delivery': delivery.id,
      'x-explorer-attempt': String(attempt),
      'x-explorer-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    })
    made += 1
    const delivered = result.error === null
    const failed = !delivered && attempt >= options.maxAttempts
    // Counted from the answer (a slow receiver must not eat the backoff), on the same clock.
    const answeredAt = options.now?.() ?? new Date()
    const retryAt = new Date(answeredAt.getTime() + options.retryBaseMs * 2 ** (attempt - 1))
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('monitor_delivery_attempts')
        .values({
          id: randomUUID(),
          delivery_id: delivery.id,
          attempt,
          attempted_at: sentAt.toISOString(),
          status_code: result.status,
          error: result.error,
        })
        .execute()
      await tx
        .updateTable('monitor_deliveries')
        .set({
          status: delivered ? 'delivered' : failed ? 'failed' : 'pending',
          attempts: attempt,
          next_attempt_at: delivered || failed ? null : retryAt.toISOString(),
          last_status: result.status,
          last_error: result.error,
        })
        .where('id', '=', delivery.id)
        .execute()
    })
  }
  return made
}

/**
 * Runs delivery in the server: every `pollMs`, queue what is new and send what is due. `kick()`
 * runs a round soon, e.g. right after a check found changes.
 */
export function startDelivery(
  options: DeliveryOptions & { pollMs: number; onError?: (error: unknown) => void },
) {
  let running: Promise<void> | null = null
  let again = false
  const round = async () => {
    await enqueueNewChanges(options)
    await deliverDue(options)
  }
  const run = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = round()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null
        if (again) {
          again = false
          void run()
        }
      })
    return running
  }
  const timer = setInterval(() => void run(), options.pollMs)
  timer.unref?.()
  return {
    kick: () => void run(),
    run,
    async stop() {
      clearInterval(timer)
      again = false
      await running
    },
  }
}
