/**
 * Tolerant zod building blocks for Data Hub responses (datahub-api.md §9): every optional field may
 * be null, missing or of a surprising type, and none of that may fail a page. Each block catches a
 * bad value and yields one normalised type.
 */
import { z } from 'zod'

export const ENTITY_ID_PATTERN = /^[a-f0-9]{32}$/

export function isEntityId(value: unknown): value is string {
  return typeof value === 'string' && ENTITY_ID_PATTERN.test(value)
}

/** A string, or null for anything else (empty strings count as missing). */
export const text = z
  .unknown()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : null))

/** A finite number; numeric strings (`"2023"`, `"12.5"`) are accepted because older data has them. */
export const num = z.unknown().transform((value) => {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value)
  return null
})

export const bool = z.unknown().transform((value) => (typeof value === 'boolean' ? value : null))

export const stringList = z
  .unknown()
  .transform((value) =>
    Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string' && item !== '')
      : [],
  )

export interface Localized {
  de: string | null
  en: string | null
}

/** `{de, en}` objects (either key may be missing) or a bare string, which is taken as both. */
export const localized = z.unknown().transform((value): Localized | null => {
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
export const record = z
  .unknown()
  .transform((value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {},
  )

/** An array of items each parsed by `item`; items that fail are dropped, a non-array is empty. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.unknown().transform((value) => {
    if (!Array.isArray(value)) return [] as z.output<T>[]
    return value.flatMap((entry) => {
      const parsed = item.safeParse(entry)
      return parsed.success ? [parsed.data as z.output<T>] : []
    })
  })
}
