/**
 * The shapes of the explorer's monitoring API (proxy/monitor/, docs/monitoring.md), checked at the
 * boundary. The server is ours, but its answers still pass through zod: a change in one is caught
 * here, not deep in a component.
 */
import { z } from 'zod/mini'

export const schedules = ['hourly', 'daily', 'weekly'] as const
export type Schedule = (typeof schedules)[number]
export const entityTypes = ['ORGANIZATION', 'PERSON', 'LOCATION'] as const

export const listSummary = z.object({
  id: z.string(),
  name: z.string(),
  schedule: z.enum(schedules),
  ownerId: z.string(),
  access: z.enum(['owner', 'edit', 'read']),
  entries: z.number(),
  lastCheckedAt: z.nullable(z.string()),
  nextCheckAt: z.string(),
  hasFeed: z.optional(z.boolean()),
})
export type ListSummary = z.infer<typeof listSummary>

export const listsAnswer = z.object({ user: z.string(), lists: z.array(listSummary) })

export const listDetail = z.extend(listSummary, {
  entries: z.array(
    z.object({
      type: z.enum(entityTypes),
      id: z.string(),
      name: z.string(),
      addedAt: z.string(),
    }),
  ),
  shares: z.array(z.object({ userId: z.string(), role: z.enum(['read', 'edit']) })),
})
export type ListDetail = z.infer<typeof listDetail>

export const change = z.object({
  id: z.string(),
  listId: z.string(),
  listName: z.string(),
  entityType: z.enum(entityTypes),
  entityId: z.string(),
  entityName: z.string(),
  kind: z.string(),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
  detectedAt: z.string(),
  unread: z.boolean(),
})
export type Change = z.infer<typeof change>

export const changesAnswer = z.object({
  changes: z.array(change),
  watchedIn: z.optional(z.array(z.object({ id: z.string(), name: z.string() }))),
})

const callRange = z.object({ min: z.number(), max: z.number() })
export type CallRange = z.infer<typeof callRange>
const scheduleCost = z.extend(callRange, { period: z.enum(['day', 'week']), checks: z.number() })

export const costAnswer = z.object({
  entities: z.number(),
  budgetPerDay: z.number(),
  usedToday: z.number(),
  callsPerDay: z.object({ hourly: z.number(), daily: z.number(), weekly: z.number() }),
  slicesPerChange: z.number(),
  slicesPerChangeMin: z.number(),
  organizations: z.number(),
  firstChecks: z.number(),
  nextCheck: callRange,
  laterCheck: callRange,
  schedules: z.object({ hourly: scheduleCost, daily: scheduleCost, weekly: scheduleCost }),
})
export type CostAnswer = z.infer<typeof costAnswer>

export const checkAnswer = z.object({
  checked: z.number(),
  changed: z.number(),
  changes: z.number(),
  calls: z.number(),
  recordCalls: z.number(),
  sliceCalls: z.number(),
  firstChecked: z.number(),
  failed: z.number(),
  budgetSpent: z.boolean(),
})
export type CheckAnswer = z.infer<typeof checkAnswer>

export const webhook = z.object({
  id: z.string(),
  // Whole for the list's owner; for editors with path and query masked (`https://host/…`).
  url: z.string(),
  // Who added it: the webhook ends when their access to the list does.
  createdBy: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
})
export const webhooksAnswer = z.object({ webhooks: z.array(webhook) })
export const newWebhook = z.extend(webhook, { secret: z.string() })

export const deliveriesAnswer = z.object({
  deliveries: z.array(
    z.object({
      id: z.string(),
      webhookId: z.string(),
      url: z.string(),
      status: z.enum(['pending', 'delivered', 'failed']),
      // The answer replaces the count with the attempts themselves (proxy/monitor/webhooks.ts).
      attempts: z.array(
        z.object({
          attempt: z.number(),
          at: z.string(),
          status: z.nullable(z.number()),
          error: z.nullable(z.string()),
        }),
      ),
      nextAttemptAt: z.nullable(z.string()),
      lastStatus: z.nullable(z.number()),
      lastError: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
})
export type Delivery = z.infer<typeof deliveriesAnswer>['deliveries'][number]

export const feedAnswer = z.object({ url: z.string() })
export const createdAnswer = z.object({ id: z.string() })
