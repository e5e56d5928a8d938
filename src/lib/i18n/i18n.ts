/**
 * Lingui's runtime, set up once. English messages come from the code (the macros keep their text
 * in production builds); other languages load their compiled catalogue lazily, so the German
 * catalogue is fetched only when German is chosen.
 */
import { i18n, type Messages } from '@lingui/core'
import { type Locale, setActiveLocale } from './locale'

// English messages with placeholders arrive compiled (scripts/vite-lingui-macro.ts); the rest is
// plain text, which needs no compiler (production builds of @lingui/core have none and warn).
i18n.setMessagesCompiler((message) => [message])

// English, the source language, has no catalogue.
const CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  // @lingui/vite-plugin compiles the .po file on import.
  de: () => import('../../locales/de.po'),
}

const loaded = new Set<Locale>()
let latestRequest = 0

/**
 * Switches the interface language: loads its catalogue (once), then activates it and sets the
 * formatting locale and `<html lang>`. When choices overlap, the last one wins.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const request = ++latestRequest
  if (!loaded.has(locale)) {
    i18n.load(locale, locale === 'en' ? {} : (await CATALOGUES[locale]()).messages)
    loaded.add(locale)
  }
  if (request !== latestRequest) return
  setActiveLocale(locale)
  i18n.activate(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

export { i18n }
