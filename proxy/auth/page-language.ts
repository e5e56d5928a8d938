/**
 * The sign-in pages in the visitor's language. The explorer keeps its language choice in the
 * browser (localStorage), which the server cannot see; what it can see is the link: German views
 * carry `?lang=de`, and the return path of a sign-in is such a link. Else the browser's
 * Accept-Language decides. English is the default. The words are a small table here, not the
 * SPA's Lingui catalogues: these pages are plain server-rendered HTML without JavaScript.
 */
import type { Context } from 'hono'

export type PageLanguage = 'en' | 'de'

const LANGUAGES: readonly PageLanguage[] = ['en', 'de']
const isPageLanguage = (value: unknown): value is PageLanguage =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/** `lang` of a path on this server (`/search?q=x&lang=de`); the router may quote it (`"de"`). */
export function languageOfPath(path: string | null | undefined): PageLanguage | null {
  if (!path) return null
  try {
    const lang = new URL(path, 'http://path.invalid').searchParams.get('lang')
    const value = lang?.replace(/^"|"$/g, '')
    return isPageLanguage(value) ? value : null
  } catch {
    return null
  }
}

/** The first of our languages in an Accept-Language header, by quality: `de-DE,de;q=0.9,en;q=0.8`. */
export function languageOfHeader(header: string | null | undefined): PageLanguage | null {
  if (!header) return null
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const found = ranked.find((entry) => isPageLanguage(entry.primary))
  return found ? (found.primary as PageLanguage) : null
}

/** The return path's `lang`, else the page's own `?lang=`, else Accept-Language, else English. */
export function pageLanguage(c: Context, returnPath?: string | null): PageLanguage {
  return (
    languageOfPath(returnPath) ??
    languageOfPath(new URL(c.req.url).search) ??
    languageOfHeader(c.req.header('accept-language')) ??
    'en'
  )
}

const EN = {
  signIn: 'Sign in',
  signInLead: 'Sign in to continue to the explorer.',
  userName: 'User name',
  password: 'Password',
  signedOutNotice: 'You have signed out.',
  wrongPassword: 'The user name or password is not correct.',
  tooMany: (minutes: number) =>
    `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  nameDelayed: (seconds: number) =>
    `Too many failed sign-ins for this user name. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  busy: 'The server is busy checking other sign-ins. Please try again in a moment.',
  signedOut: 'Signed out',
  signedOutMessage: 'You have signed out of Data Hub Explorer.',
  signInAgain: 'Sign in again',
  refused: 'Request refused',
  refusedMessage: 'This form was sent from another site, so it was not accepted.',
  openExplorer: 'Open the explorer',
  expired: 'Sign-in expired',
  expiredMessage: 'This sign-in was not started here or took too long. Please start again.',
  failed: 'Sign-in failed',
  cancelledMessage: 'The sign-in was cancelled at the provider.',
  unverifiedMessage: 'The provider’s answer could not be verified. Please try again.',
}

const DE: typeof EN = {
  signIn: 'Anmelden',
  signInLead: 'Melden Sie sich an, um den Explorer zu nutzen.',
  userName: 'Benutzername',
  password: 'Passwort',
  signedOutNotice: 'Sie haben sich abgemeldet.',
  wrongPassword: 'Benutzername oder Passwort ist nicht korrekt.',
  tooMany: (minutes: number) =>
    `Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
  nameDelayed: (seconds: number) =>
    `Zu viele fehlgeschlagene Anmeldungen für diesen Benutzernamen. Versuchen Sie es in ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} erneut.`,
  busy: 'Der Server prüft gerade viele Anmeldungen. Bitte versuchen Sie es gleich noch einmal.',
  signedOut: 'Abgemeldet',
  signedOutMessage: 'Sie haben sich von Data Hub Explorer abgemeldet.',
  signInAgain: 'Erneut anmelden',
  refused: 'Anfrage abgelehnt',
  refusedMessage:
    'Dieses Formular wurde von einer anderen Website gesendet und daher nicht angenommen.',
  openExplorer: 'Explorer öffnen',
  expired: 'Anmeldung abgelaufen',
  expiredMessage:
    'Diese Anmeldung wurde nicht hier begonnen oder hat zu lange gedauert. Bitte beginnen Sie erneut.',
  failed: 'Anmeldung fehlgeschlagen',
  cancelledMessage: 'Die Anmeldung wurde beim Anbieter abgebrochen.',
  unverifiedMessage:
    'Die Antwort des Anbieters konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
}

export type PageWords = typeof EN

export const PAGE_WORDS: Record<PageLanguage, PageWords> = { en: EN, de: DE }

/** A path on this server with `lang` set for German (English, the default, is left out). */
export function withLanguage(path: string, language: PageLanguage): string {
  if (language === 'en') return path
  const url = new URL(path, 'http://path.invalid')
  url.searchParams.set('lang', language)
  return `${url.pathname}${url.search}${url.hash}`
}
