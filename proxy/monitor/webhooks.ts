/**
 * Webhooks per list: new changes go out as one signed JSON POST per webhook
 * (`X-Explorer-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<delivery id>.<raw body>">`),
 * retried with exponential backoff, every attempt kept for the delivery log. Deliveries are sent
 * concurrently, at most a few at once per receiving host and per list owner, each with a short
 * timeout, so one user's slow receivers delay nobody else's. Several server processes may run
 * this: a delivery is claimed by a conditional update before it is sent, and a webhook's
 * `sent_until` moves forward only by the process whose update still saw the old value.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { MonitorContext } from './context'
import type { MonitorDb } from './database'
import { entityPageUrl, listChanges, webhookWords } from './feed'
import { pruneOrphans } from './lists'
import type { PinnedTarget } from './webhook-address'
import { outcomeText, sendWebhook, type SendOutcome } from './webhook-send'

/** Attempts in flight at once to one receiving host, and for the lists of one owner. */
export const PER_HOST_DELIVERIES = 4
export const PER_OWNER_DELIVERIES = 4
export const DELIVERY_TIMEOUT_MS = 5_000

export interface DeliveryOptions extends MonitorContext {
  /** Replaces the real POST (tests of the scheduling around it). */
  send?: (url: string, body: string, headers: Record<string, string>) => Promise<SendOutcome>
  /** Attempts per delivery before it counts as failed. */
  maxAttempts: number
  /** The wait after the first failure; doubled after each further one. */
  retryBaseMs: number
  /** Where links in the payload point (PUBLIC_URL), when known. */
  publicOrigin?: string | undefined
  timeoutMs?: number
  now?: () => Date
}

/**
 * The signature binds the time and the delivery: a receiver that checks the timestamp's age and
 * remembers delivery ids cannot be fed a captured delivery again under a new id or time.
 */
export const signDelivery = (secret: string, timestamp: string, deliveryId: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${deliveryId}.${body}`).digest('hex')}`

/** At most this many webhooks made by one user, over all lists. */
export const MAX_WEBHOOKS_PER_USER = 20

/**
 * What an editor sees of a URL they did not need in full: scheme, host and port; the path and
 * query (where receivers keep their tokens) are masked. Owners see it whole.
 */
export function maskWebhookUrl(href: string): string {
  if (!URL.canParse(href)) return '…'
  const url = new URL(href)
  const hidden = url.pathname !== '/' || url.search !== ''
  return `${url.origin}/${hidden ? '…' : ''}`
}

export async function registerWebhook(
  context: MonitorContext,
  listId: string,
  target: PinnedTarget,
  createdBy: string,
) {
  const url = target.url.href
  const secret = randomBytes(32).toString('base64url')
  const webhook = {
    id: randomUUID(),
    list_id: listId,
    url,
    secret: context.secrets ? context.secrets.seal(secret) : secret,
    created_by: createdBy,
    created_at: new Date().toISOString(),
  }
  await context.db
    .insertInto('monitor_webhooks')
    .values({ ...webhook, sent_until: webhook.created_at })
    .execute()
  return { id: webhook.id, url, secret, createdBy, createdAt: webhook.created_at }
}

export async function webhooksMadeBy(db: MonitorDb, userId: string): Promise<number> {
  const row = await db
    .selectFrom('monitor_webhooks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_by', '=', userId)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** A list's webhooks, each with who made it; the URL in full for the owner only. */
export async function listWebhooks(db: MonitorDb, listId: string, fullUrls: boolean) {
  const rows = await db
    .selectFrom('monitor_webhooks')
    .select(['id', 'url', 'created_by as createdBy', 'created_at as createdAt'])
    .where('list_id', '=', listId)
    .orderBy('created_at')
    .execute()
  return rows.map((row) => ({ ...row, url: fullUrls ? row.url : maskWebhookUrl(row.url) }))
}

export async function removeWebhook(db: MonitorDb, listId: string, webhookId: string) {
  const result = await db
    .deleteFrom('monitor_webhooks')
    .where('list_id', '=', listId)
    .where('id', '=', webhookId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/**
 * The deliveries of a list's webhooks, newest first, each with its attempts; every outcome in the
 * four words of webhook-send.ts. The URL in full for the owner only.
 */
export async function listDeliveries(
  db: MonitorDb,
  listId: string,
  fullUrls: boolean,
  limit = 100,
) {
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
    url: fullUrls ? delivery.url : maskWebhookUrl(delivery.url),
    attempts: attempts
      .filter((a) => a.delivery_id === delivery.id)
      .map(({ attempt, at, status, error }) => ({ attempt, at, status, error })),
  }))
}

/** Puts the changes each webhook has not been sent yet into one delivery per webhook. */
export async function enqueueNewChanges(options: DeliveryOptions): Promise<number> {
  const { db } = options
  // Webhooks whose maker lost edit access (or was deleted) send nothing more.
  const users = options.users
  await pruneOrphans(
    db,
    users?.authoritative ? async (id) => (await users.find(id)) !== null : null,
  )
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

/** Counts in flight per key; `take` waits until every key has a free slot. */
function createSlots() {
  const busy = new Map<string, number>()
  const waiting: (() => void)[] = []
  const free = (keys: [string, number][]) => keys.every(([key, max]) => (busy.get(key) ?? 0) < max)
  return {
    async take(keys: [string, number][]) {
      while (!free(keys)) await new Promise<void>((resolve) => waiting.push(resolve))
      for (const [key] of keys) busy.set(key, (busy.get(key) ?? 0) + 1)
      return () => {
        for (const [key] of keys) {
          const left = (busy.get(key) ?? 1) - 1
          if (left <= 0) busy.delete(key)
          else busy.set(key, left)
        }
        // Every waiter looks again; those still blocked wait anew.
        for (const wake of waiting.splice(0)) wake()
      }
    },
  }
}

/** The slots of one server process, and what waits for one: every round of deliverDue shares them. */
const stateFor = new WeakMap<
  object,
  { slots: ReturnType<typeof createSlots>; waiting: Set<string> }
>()

const hostOf = (href: string) => (URL.canParse(href) ? new URL(href).host : href)

/**
 * Sends every delivery that is due, once each, concurrently within the bounds per host and per
 * owner; returns how many attempts were made once all of them have an answer (or timed out).
 */
export async function deliverDue(options: DeliveryOptions): Promise<number> {
  const { db } = options
  const now = options.now?.() ?? new Date()
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS
  let state = stateFor.get(options)
  if (!state) stateFor.set(options, (state = { slots: createSlots(), waiting: new Set() }))
  const due = await db
    .selectFrom('monitor_deliveries as d')
    .innerJoin('monitor_webhooks as w', 'w.id', 'd.webhook_id')
    .innerJoin('monitor_lists as l', 'l.id', 'w.list_id')
    .select([
      'd.id',
      'd.payload',
      'd.attempts',
      'd.next_attempt_at',
      'w.url',
      'w.secret',
      'l.owner_id as owner',
    ])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now.toISOString())
    .orderBy('d.next_attempt_at')
    .limit(200)
    .execute()
  const send =
    options.send ??
    ((url: string, body: string, headers: Record<string, string>) =>
      sendWebhook(url, body, headers, {
        allow: options.webhookAllow,
        resolve: options.resolve,
        timeoutMs,
      }))

  const attemptOne = async (delivery: (typeof due)[number]): Promise<boolean> => {
    // Waiting for a slot already (an earlier round queued it in this process).
    if (state.waiting.has(delivery.id)) return false
    state.waiting.add(delivery.id)
    const release = await state.slots
      .take([
        [`host:${hostOf(delivery.url)}`, PER_HOST_DELIVERIES],
        [`owner:${delivery.owner}`, PER_OWNER_DELIVERIES],
      ])
      .finally(() => state.waiting.delete(delivery.id))
    // Claim it once it can be sent: only the process whose update still sees the old time sends
    // this attempt; the claim outlasts the answer.
    const claimedAt = (options.now?.() ?? new Date()).getTime()
    const claimedUntil = new Date(claimedAt + timeoutMs * 2 + 10_000).toISOString()
    const claimed = await db
      .updateTable('monitor_deliveries')
      .set({ next_attempt_at: claimedUntil })
      .where('id', '=', delivery.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', delivery.next_attempt_at)
      .executeTakeFirst()
      .catch((error: unknown) => {
        release()
        throw error
      })
    if (Number(claimed.numUpdatedRows) === 0) {
      release()
      return false
    }
    let result: SendOutcome
    const attempt = delivery.attempts + 1
    const sentAt = new Date()
    try {
      const timestamp = String(Math.floor(sentAt.getTime() / 1000))
      const secret = options.secrets ? options.secrets.open(delivery.secret) : delivery.secret
      result = await send(delivery.url, delivery.payload, {
        'content-type': 'application/json',
        'user-agent': 'DataHubExplorer-Webhook/1',
        'x-explorer-signature': signDelivery(secret, timestamp, delivery.id, delivery.payload),
        'x-explorer-delivery': delivery.id,
        'x-explorer-attempt': String(attempt),
        'x-explorer-timestamp': timestamp,
      })
    } catch {
      result = { outcome: 'unreachable', status: null }
    } finally {
      release()
    }
    const delivered = result.outcome === 'delivered'
    const failed = !delivered && attempt >= options.maxAttempts
    const error = delivered ? null : outcomeText(result)
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
          error,
        })
        .execute()
      await tx
        .updateTable('monitor_deliveries')
        .set({
          status: delivered ? 'delivered' : failed ? 'failed' : 'pending',
          attempts: attempt,
          next_attempt_at: delivered || failed ? null : retryAt.toISOString(),
          last_status: result.status,
          last_error: error,
        })
        .where('id', '=', delivery.id)
        .execute()
    })
    return true
  }
  const made = await Promise.all(due.map(attemptOne))
  return made.filter(Boolean).length
}

/**
 * Runs delivery in the server: every `pollMs`, queue what is new and send what is due. `kick()`
 * runs a round soon, e.g. right after a check found changes.
 */
export function startDelivery(
  options: DeliveryOptions & {
    pollMs: number
    onError?: (error: unknown) => void
    /** A round ends when its attempts have answered (tests that step the clock). */
    awaitSending?: boolean
  },
) {
  let running: Promise<void> | null = null
  let again = false
  // Sending is not awaited by the round: a receiver that never answers holds its own slot for
  // the timeout, not the next round (a claimed delivery is not picked up twice).
  const sending = new Set<Promise<unknown>>()
  const round = async () => {
    await enqueueNewChanges(options)
    const sent = deliverDue(options).catch((error: unknown) => options.onError?.(error))
    sending.add(sent)
    void sent.finally(() => sending.delete(sent))
    if (options.awaitSending) await sent
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
      await Promise.all(sending)
    },
  }
}
