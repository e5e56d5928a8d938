/**
 * The one parsing vocabulary of the SPA for Data Hub responses (docs/datahub-api.md §9): every
 * optional field may be null, missing or of a surprising type, and none of that may fail a page.
 * Each block catches a bad value and yields one normalised type; feature parsers compose these and
 * nothing else.
 *
 * Written with `zod/mini` because the header's typeahead parses search results with them, so they
 * load with the first page: classic zod is not tree-shakable and would add ~25 KB gzip to it.
 * Feature parsers in lazily loaded chunks use `zod/mini` too: classic and mini share zod/v4/core,
 * so any classic schema anywhere pulls the core parts it needs into the chunk `/` loads.
 */
import { z } from 'zod/mini'
import { activeLocale } from '@/lib/i18n/locale'

/**
 * A parser that accepts anything and normalises it with `normalise` (mini's form of classic
 * `z.unknown().transform(normalise)`); `normalise` may `reject` the value instead. The input is
 * optional so that inside an object schema a missing key is normalised too (to null, say) instead
 * of failing the whole object as "nonoptional".
 */
export function tolerant<T>(normalise: (value: unknown, context: z.core.ParsePayload) => T) {
  return z.pipe(z.optional(z.unknown()), z.transform(normalise))
}

/** Fails the parse from inside `tolerant` (what `ctx.addIssue` does in classic transforms). */
export function reject(context: z.core.ParsePayload, message: string): never {
  context.issues.push({ code: 'custom', message, input: context.value })
  return z.NEVER as never
}

/**
 * `schema` followed by `fn` on its output (mini's form of classic `schema.transform(fn)`). Not
 * named `then`: a module exporting `then` is a thenable, so `await import()` of it never settles.
 */
export function transformed<S extends z.core.SomeType, T>(
  schema: S,
  fn: (value: z.output<S>, context: z.core.ParsePayload) => T,
) {
  return z.pipe(schema, z.transform(fn))
}

/** A field that may be null or missing, with a value of the wrong type read as null. */
export function orNull<S extends z.core.SomeType>(schema: S) {
  return z.catch(z.nullish(schema), null)
}

export { ENTITY_ID_PATTERN, isEntityId } from './entity-id'

/**
 * Whether two IDs name the same entity. A short real ID is a 32-character one with its leading
 * zeros dropped, so `0abc…` (32) and `abc…` (31) are the same entity.
 */
export function sameEntityId(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false
  return a.replace(/^0+/, '') === b.replace(/^0+/, '')
}

/**
 * A string, or null for anything else (blank strings count as missing). Finite numbers become
 * strings: keys and register numbers arrive as numbers in some data.
 */
export const text = tolerant((value) => {
  if (typeof value === 'string') return value.trim() !== '' ? value : null
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
})

/** A finite number; numeric strings (`"2023"`, `"12.5"`) are accepted because older data has them. */
export const num = tolerant((value) => {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value)
  return null
})

export const bool = tolerant((value) => (typeof value === 'boolean' ? value : null))

/** `YYYY-MM-DD…` as a sortable string; anything else null. */
export const isoDate = transformed(text, (value) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value : null,
)

export const stringList = tolerant((value) =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item !== '')
    : [],
)

export interface Localized {
  de: string | null
  en: string | null
}

/**
 * The one schema of the Data Hub's localised text: `{de, en}` objects (either key may be missing,
 * null or blank) or a bare string, which is taken as both.
 */
export const localized = tolerant((value): Localized | null => {
  if (typeof value === 'string') return value ? { de: value, en: value } : null
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const record = value as Record<string, unknown>
  const de = typeof record.de === 'string' && record.de ? record.de : null
  const en = typeof record.en === 'string' && record.en ? record.en : null
  return de || en ? { de, en } : null
})

/** Text as delivered: a bare string (one language only) or a `{de, en}` pair. */
export type DeliveredText = string | Localized

/**
 * Text kept for picking when shown: a bare string as it is, a `{de, en}` pair as a pair. Parsed
 * answers are cached whatever language is shown, so a parser keeps this and the view picks.
 */
export const deliveredText = tolerant((value): DeliveredText | null => {
  if (typeof value === 'string') return value.trim() ? value : null
  return localized.parse(value)
})

/**
 * The one language picker: the text in `locale` (the interface's language unless the caller names
 * another) when the Data Hub has it, else the other language; a bare string is the only one.
 */
export function pickText(
  value: DeliveredText | null | undefined,
  locale: string = activeLocale(),
): string | null {
  if (!value) return null
  if (typeof value === 'string') return value
  return locale === 'de' ? (value.de ?? value.en) : (value.en ?? value.de)
}

/**
 * `pickText` with the language of the text picked: `de` or `en` for a pair, null for a bare string
 * (its language is not known). A view marks text not in the interface's language with `lang`.
 */
export function pickTextWithLanguage(
  value: DeliveredText | null | undefined,
  locale: string = activeLocale(),
): { text: string; lang: 'de' | 'en' | null } | null {
  if (!value) return null
  if (typeof value === 'string') return { text: value, lang: null }
  const order: ('de' | 'en')[] = locale === 'de' ? ['de', 'en'] : ['en', 'de']
  for (const lang of order) {
    const text = value[lang]
    if (text) return { text, lang }
  }
  return null
}

/** An object of unknown shape, or an empty one: lets a parser read nested keys without crashing. */
export const record = tolerant((value) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {},
)

/** Items of `value` parsed by `item`; items that fail are dropped. */
function parseItems<T extends z.core.$ZodType>(item: T, value: unknown[]): z.output<T>[] {
  return value.flatMap((entry) => {
    const parsed = z.safeParse(item, entry)
    return parsed.success ? [parsed.data as z.output<T>] : []
  })
}

/** An array of items parsed by `item` (failing items dropped); a non-array is empty. */
export function listOf<T extends z.core.$ZodType>(item: T) {
  return tolerant((value) => (Array.isArray(value) ? parseItems(item, value) : []))
}

/**
 * Like `listOf`, but a non-array fails: a slice whose list is something else entirely is an
 * unknown shape, which `parseOrNull` turns into the generic view instead of an empty list.
 */
export function arrayOf<T extends z.core.$ZodType>(item: T) {
  return transformed(z.array(z.unknown()), (items) => parseItems(item, items))
}

/** Parses a value, or returns null so the caller can fall back to a generic view. */
export function parseOrNull<T extends z.core.$ZodType>(
  schema: T,
  value: unknown,
): z.output<T> | null {
  const parsed = z.safeParse(schema, value)
  return parsed.success ? (parsed.data as z.output<T>) : null
}
