import type { I18n, MessageDescriptor } from '@lingui/core'
import { pickText, type Localized } from '@/lib/datahub/fields'

/**
 * Words a parser or the catalogue hands to a view: a message to translate at render time (so a
 * cached slice reads in whichever language is active), text as the Data Hub delivered it, or the
 * Data Hub's `{de, en}` pair, picked in the language shown (the other one when it lacks that).
 */
export type Text = string | MessageDescriptor | Localized

export function textOf(i18n: I18n, text: Text): string {
  if (typeof text === 'string') return text
  if ('id' in text) return i18n._(text)
  return pickText(text, i18n.locale) ?? ''
}

/**
 * A tab title inside a sentence: English writes it in lower case ("Could not load news"), German
 * keeps its nouns capitalised.
 */
export function titleInSentence(i18n: I18n, title: string): string {
  return i18n.locale === 'en' ? title.toLowerCase() : title
}
