/**
 * Tolerant zod building blocks for Data Hub responses (datahub-api.md §9): every optional field may
 * be null, missing or of a surprising type, and none of that may fail a page. Each block catches a
 * bad value and yields one normalised type.
 *
 * Written with `zod/mini` because the header's typeahead parses search results with them, so they
 * load with the first page: classic zod is not tree-shakable and would add ~25 KB gzip to it.
 * Feature parsers in lazily loaded chunks use `zod/mini` too: classic and mini share zod/v4/core,
 * so any classic schema anywhere pulls the core parts it needs into the chunk `/` loads.
 */
import { z } from 'zod/mini'

/**
 * A parser that accepts anything and normalises it with `normalise` (mini's form of classic
 * `z.unknown().transform(normalise)`); `normalise` may `reject` the value instead.
 */
export function tolerant<T>(normalise: (value: unknown, context: z.core.ParsePayload) => T) {
  return z.pipe(z.unknown(), z.transform(normalise))
}

/** Fails the parse from inside `tolerant` (what `ctx.addIssue` does in classic transforms). */
export function reject(context: z.core.ParsePayload, message: string): never {
  context.issues.push({ code: 'custom', message, input: context.value })
  return z.NEVER as never
}

/**
 * `fb_entity_id`: lowercase hex, normally 32 characters, but real data has shorter ones (a published
 * person ID has 31), so anything from 1 to 32 is a real ID (docs/datahub-api.md, conventions).
 */
export const ENTITY_ID_PATTERN = /^[a-f0-9]{1,32}$/

export function isEntityId(value: unknown): value is string {
  return typeof value === 'string' && ENTITY_ID_PATTERN.test(value)
}

/** A string, or null for anything else (empty strings count as missing). */
export const text = tolerant((value) =>
  typeof value === 'string' && value.trim() !== '' ? value : null,
)

/** A finite number; numeric strings (`"2023"`, `"12.5"`) are accepted because older data has them. */
export const num = tolerant((value) => {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value)
  return null
})

export const bool = tolerant((value) => (typeof value === 'boolean' ? value : null))

export const stringList = tolerant((value) =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item !== '')
    : [],
)

export interface Localized {
  de: string | null
  en: string | null
}

/** `{de, en}` objects (either key may be missing) or a bare string, which is taken as both. */
export const localized = tolerant((value): Localized | null => {
  if (typeof value === 'string') return value ? { de: value, en: value } : null
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const record = value as Record<string, unknown>
  const de = typeof record.de === 'string' && record.de ? record.de : null
  const en = typeof record.en === 'string' && record.en ? record.en : null
  return de || en ? { de, en } : null
})

/** The text to show: English when asked and present, else German, else whatever exists. */
export function pickText(
  value: Localized | null | undefined,
  prefer: 'de' | 'en' = 'en',
): string | null {
  if (!value) return null
  return prefer === 'en' ? (value.en ?? value.de) : (value.de ?? value.en)
}

/** An object of unknown shape, or an empty one: lets a parser read nested keys without crashing. */
export const record = tolerant((value) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {},
)

/**
 * An array of items each parsed by `item` (any zod schema); items that fail are dropped,
 * a non-array is empty.
 */
export function listOf<T extends z.core.$ZodType>(item: T) {
  return tolerant((value) => {
    if (!Array.isArray(value)) return [] as z.output<T>[]
    return value.flatMap((entry) => {
      const parsed = z.safeParse(item, entry)
      return parsed.success ? [parsed.data] : []
    })
  })
}
