import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * Words a parser or the catalogue hands to a view: a message to translate at render time (so a
 * cached slice reads in whichever language is active), or text as the Data Hub delivered it.
 */
export type Text = string | MessageDescriptor

export function textOf(i18n: I18n, text: Text): string {
  return typeof text === 'string' ? text : i18n._(text)
}

/**
 * A tab title inside a sentence: English writes it in lower case ("Could not load news"), German
 * keeps its nouns capitalised.
 */
export function titleInSentence(i18n: I18n, title: string): string {
  return i18n.locale === 'en' ? title.toLowerCase() : title
}
