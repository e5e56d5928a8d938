import { z } from 'zod/mini'
import { parseApiDate } from '@/lib/format/format'
import {
  arrayOf,
  isoDate,
  deliveredText,
  type DeliveredText,
  orNull,
  parseOrNull,
  text,
  transformed,
} from '@/lib/datahub/fields'
import { namedEntityRef, type EntityRef } from '@/lib/datahub/entity-ref'

export interface TimelineEvent {
  date: string | null
  category: string | null
  /** Picked in the language shown (`textOf`): the model is cached in no particular language. */
  title: DeliveredText | null
  text: DeliveredText | null
  source: string | null
  /** Career entries: the role and the organization it concerns. */
  role: string | null
  organization: EntityRef | null
}

const eventSchema = transformed(
  z.looseObject({
    date: isoDate,
    published_at: isoDate,
    publication_date: isoDate,
    category: text,
    type: text,
    title: deliveredText,
    headline: deliveredText,
    text: deliveredText,
    description: deliveredText,
    source: text,
    label: text,
    organization: orNull(namedEntityRef),
    entity: orNull(namedEntityRef),
    // A career item in the link shape names its organization at `entity_to` (§9 (14)).
    entity_to: orNull(namedEntityRef),
  }),
  (event): TimelineEvent => ({
    date: event.date ?? event.published_at ?? event.publication_date,
    category: event.category ?? event.type,
    title: event.title ?? event.headline,
    text: event.text ?? event.description,
    source: event.source,
    role: event.label,
    organization: event.organization ?? event.entity ?? event.entity_to ?? null,
  }),
)

const byDateDesc = <T extends { date: string | null }>(a: T, b: T) =>
  (b.date ?? '').localeCompare(a.date ?? '')

/** Register history (organization) and career history (person), newest first. */
export function parseTimeline(value: unknown): TimelineEvent[] | null {
  const events = parseOrNull(arrayOf(eventSchema), value)
  return events ? events.sort(byDateDesc) : null
}

export interface RegisterDocument {
  date: string | null
  documentType: string | null
  title: DeliveredText | null
}

export function parseRegisterDocuments(value: unknown): RegisterDocument[] | null {
  const schema = transformed(
    z.looseObject({
      date: isoDate,
      document_type: text,
      type: text,
      title: deliveredText,
      name: deliveredText,
    }),
    (doc) => ({
      date: doc.date,
      documentType: doc.document_type ?? doc.type,
      title: doc.title ?? doc.name,
    }),
  )
  const docs = parseOrNull(arrayOf(schema), value)
  return docs ? docs.sort(byDateDesc) : null
}

export interface InsolvencyNotice {
  date: string | null
  court: string | null
  caseNumber: string | null
  category: string | null
  text: DeliveredText | null
}

export function parseInsolvencyNotices(value: unknown): InsolvencyNotice[] | null {
  const schema = transformed(
    z.looseObject({
      date: isoDate,
      court: text,
      case_number: text,
      category: text,
      text: deliveredText,
    }),
    (notice) => ({
      date: notice.date,
      court: notice.court,
      caseNumber: notice.case_number,
      category: notice.category,
      text: notice.text,
    }),
  )
  const notices = parseOrNull(arrayOf(schema), value)
  return notices ? notices.sort(byDateDesc) : null
}

export interface NewsItem {
  id: string
  /** Null when the feed names none (the view says "Untitled article" in the reader's language). */
  headline: DeliveredText | null
  date: string | null
  source: string | null
  /** Only http(s) links survive: a `javascript:` URL in a feed must never become a link. */
  url: string | null
}

export function safeHttpUrl(value: string | null): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** News in either generation of the feed (§9.6): `headline`/`published_at` or `title`/`publication_date`. */
export function parseNews(value: unknown): NewsItem[] | null {
  const schema = z.looseObject({
    id: text,
    headline: deliveredText,
    title: deliveredText,
    published_at: text,
    publication_date: text,
    date: text,
    // A plain name, or `{name}` in some feeds (classic `z.preprocess`).
    source: z.pipe(
      z.transform((raw: unknown) =>
        raw && typeof raw === 'object' ? (raw as { name?: unknown }).name : raw,
      ),
      text,
    ),
    url: text,
    link: text,
  })
  const items = parseOrNull(arrayOf(schema), value)
  if (!items) return null
  return (
    items
      .map((item, index) => ({
        id: item.id ?? `news-${index}`,
        headline: item.headline ?? item.title ?? null,
        date: item.published_at ?? item.publication_date ?? item.date,
        source: item.source ?? null,
        url: safeHttpUrl(item.url ?? item.link),
      }))
      // Timestamps differ in offset and precision (§9.4), so compare instants, not strings.
      .sort(
        (a, b) => (parseApiDate(b.date)?.getTime() ?? 0) - (parseApiDate(a.date)?.getTime() ?? 0),
      )
  )
}
