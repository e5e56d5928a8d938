/**
 * The private Atom feed of a list (RFC 4287). Its URL is the credential: 32 random bytes,
 * base64url. The database keeps only the token's SHA-256, so a copy of the database opens no feed
 * and the lookup by hash reveals nothing about the token through timing; the stored and computed
 * hashes are then compared in constant time all the same.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import {
  changeText,
  eventText,
  groupChanges,
  type WordingLang,
} from '../../src/lib/format/change-wording'
import type { MonitorDb } from './database'

export const FEED_BASE = '/api/explorer/feeds'
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
const FEED_ENTRIES = 100
const ENTITY_PAGE: Record<string, string> = {
  ORGANIZATION: 'organizations',
  PERSON: 'persons',
  LOCATION: 'locations',
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new token for the list; the old one stops working. Returns the token (shown once). */
export async function rotateFeedToken(
  db: MonitorDb,
  listId: string,
  createdBy: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db
    .updateTable('monitor_lists')
    .set({ feed_token: hashToken(token), feed_created_by: createdBy })
    .where('id', '=', listId)
    .execute()
  return token
}

export async function revokeFeedToken(db: MonitorDb, listId: string): Promise<void> {
  await db
    .updateTable('monitor_lists')
    .set({ feed_token: null, feed_created_by: null })
    .where('id', '=', listId)
    .execute()
}

/** The list a token opens, or null (malformed, unknown or revoked). */
export async function listForToken(db: MonitorDb, token: string) {
  if (!TOKEN_PATTERN.test(token)) return null
  const hash = hashToken(token)
  const list = await db
    .selectFrom('monitor_lists')
    .select(['id', 'name', 'created_at', 'feed_token', 'feed_created_by'])
    .where('feed_token', '=', hash)
    .executeTakeFirst()
  if (!list?.feed_token) return null
  const same = timingSafeEqual(Buffer.from(list.feed_token), Buffer.from(hash))
  return same ? list : null
}

/**
 * The changes of a list's entities since each was added, newest first; with `since`, those after
 * it whose check has finished, oldest first (so a capped batch leaves the rest for the next one, in order).
 */
export async function listChanges(
  db: MonitorDb,
  listId: string,
  { limit = FEED_ENTRIES, since }: { limit?: number; since?: string } = {},
) {
  let query = db
    .selectFrom('monitor_changes as c')
    .innerJoin('monitor_entries as e', (join) =>
      join.onRef('e.entity_type', '=', 'c.entity_type').onRef('e.entity_id', '=', 'c.entity_id'),
    )
    .select([
      'c.id',
      'c.entity_type as entityType',
      'c.entity_id as entityId',
      'c.entity_name as entityName',
      'c.kind',
      'c.before',
      'c.after',
      'c.detected_at as detectedAt',
    ])
    .where('e.list_id', '=', listId)
    .whereRef('c.detected_at', '>=', 'e.added_at')
  if (since !== undefined) {
    // Only changes whose check has finished (a list watching the entity was checked since), so
    // the changes one check finds go out together, not split by a delivery round in between.
    query = query
      .where('c.detected_at', '>', since)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('monitor_entries as done')
            .innerJoin('monitor_lists as checked', 'checked.id', 'done.list_id')
            .select('done.list_id')
            .whereRef('done.entity_type', '=', 'c.entity_type')
            .whereRef('done.entity_id', '=', 'c.entity_id')
            .whereRef('checked.last_checked_at', '>=', 'c.detected_at'),
        ),
      )
  }
  return query
    .orderBy('c.detected_at', since === undefined ? 'desc' : 'asc')
    .orderBy('c.id')
    .limit(limit)
    .execute()
}

export type ListChange = Awaited<ReturnType<typeof listChanges>>[number]

// Characters XML 1.0 does not allow at all (most C0 controls, lone surrogates, U+FFFE/U+FFFF):
// data from the register is not trusted to be free of them, and one would break the whole feed.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu

/** Text for an XML element or attribute: markup characters escaped, forbidden ones dropped. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

export function entityPageUrl(origin: string, type: string, id: string): string {
  return `${origin}/${ENTITY_PAGE[type] ?? 'organizations'}/${encodeURIComponent(id)}`
}

/**
 * The words a webhook payload carries: each change's line in both languages (`summary` stays
 * English) and the key of the event it belongs to; the events themselves, each as title and text
 * in both languages. Both languages, because one webhook serves whoever reads its messages.
 */
export function webhookWords(changes: ListChange[]) {
  const en = groupChanges(changes, 'en')
  const de = groupChanges(changes, 'de')
  const eventOf = new Map<string, string>()
  for (const event of en) for (const change of event.changes) eventOf.set(change.id, event.key)
  return {
    change: (change: ListChange) => ({
      summary: changeText(change, 'en'),
      summaries: { en: changeText(change, 'en'), de: changeText(change, 'de') },
      event: eventOf.get(change.id) ?? change.id,
    }),
    events: en.map((event, index) => ({
      key: event.key,
      entityType: event.changes[0]!.entityType,
      entityId: event.changes[0]!.entityId,
      entityName: event.changes[0]!.entityName,
      detectedAt: event.changes[0]!.detectedAt,
      eventDate: event.eventDate,
      distress: event.distress,
      title: { en: event.title, de: de[index]!.title },
      text: { en: eventText(event.changes, 'en'), de: eventText(event.changes, 'de') },
      changes: event.changes.map((change) => change.id),
    })),
  }
}

export function renderAtom(options: {
  list: { id: string; name: string; created_at: string }
  changes: ListChange[]
  origin: string
  selfUrl: string
  /** The feed's language (`?lang=de` on its address); English by default. */
  lang?: WordingLang
}): string {
  const { list, changes, origin, selfUrl } = options
  const lang = options.lang ?? 'en'
  const updated = changes[0]?.detectedAt ?? list.created_at
  // One entry per event: the changes one check found on one entity.
  const entries = groupChanges(changes, lang).map((event) => {
    const first = event.changes[0]!
    const link = entityPageUrl(origin, first.entityType, first.entityId)
    return [
      '  <entry>',
      `    <id>urn:uuid:${xmlText(event.key)}</id>`,
      `    <title type="text">${xmlText(`${first.entityName}: ${event.title}`)}</title>`,
      `    <updated>${xmlText(first.detectedAt)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(link)}"/>`,
      `    <content type="text">${xmlText(eventText(event.changes, lang))}</content>`,
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  <id>urn:uuid:${xmlText(list.id)}</id>`,
    `  <title type="text">${xmlText(`Data Hub Explorer: ${list.name}`)}</title>`,
    `  <updated>${xmlText(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(`${origin}/`)}"/>`,
    '  <author><name>Data Hub Explorer</name></author>',
    '  <generator>Data Hub Explorer monitoring</generator>',
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
