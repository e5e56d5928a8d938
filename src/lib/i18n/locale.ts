/**
 * The interface languages and which one is active. Kept free of Lingui and React so the
 * formatting helpers (lib/format/format.ts) and URL schemas can read it anywhere.
 */
import { z } from 'zod/mini'
import { createLocalStore } from '@/lib/storage/local-store'

export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]

/** English is the source language: its text is in the code, it needs no catalogue. */
export const SOURCE_LOCALE: Locale = 'en'

export const localeSchema = z.enum(LOCALES)

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/**
 * The Intl locale per language. British English writes day-month-year and groups digits with
 * commas, so an English reader in Germany is never misled by "02/03" or "1.234".
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' }

/** The language the visitor chose last (any tab); `null` until they choose. */
export const localeStore = createLocalStore<Locale | null>(
  'datahub-explorer:locale',
  z.nullable(localeSchema),
  null,
)

let active: Locale = SOURCE_LOCALE

export const activeLocale = (): Locale => active
export const activeIntlLocale = (): string => INTL_LOCALES[active]

/** Only src/lib/i18n/i18n.ts calls this, together with Lingui's `activate`. */
export function setActiveLocale(locale: Locale) {
  active = locale
}

/**
 * The language a page load starts in: the link's `lang` (a shared link carries it), else the
 * stored choice, else English. Read from `location` before the router exists so the first render
 * is already in the right language.
 */
export function initialLocale(search = window.location.search): Locale {
  const fromUrl = new URLSearchParams(search).get('lang')?.replace(/^"|"$/g, '')
  if (isLocale(fromUrl)) return fromUrl
  return localeStore.get() ?? SOURCE_LOCALE
}
