/**
 * Monitoring's changes in words, in English or German: one module for the Changes page (src/), the
 * Atom feed and the webhook payloads (proxy/monitor/), so a change reads the same wherever it is
 * read. It reads the texts the checker stores (proxy/monitor/describe.ts, which writes the financial
 * year's figures with `financialYearText` below) and words them: event words instead of the
 * register's codes, dates in the language's format, "new: X" instead of "none → X". The changes
 * one check found on one entity are one event (an insolvency opening with its notice, publication
 * and status change), headed by its weightiest part.
 *
 * Pure and free of imports (the server imports it by a relative path): no Lingui, no React. Its
 * dates and numbers follow src/lib/format/format.ts (British English, German), written out here because
 * the server has no active interface language.
 */

export type WordingLang = 'en' | 'de'

/** A change as the monitoring API answers it (`before` and `after` as the checker stored them). */
export interface StoredChange {
  kind: string
  before: string | null
  after: string | null
}

/** Insolvency, liquidation or dissolution: what an analyst must not miss. */
export type ChangeDistress = 'insolvency' | 'liquidation' | 'dissolution'

export interface WordedChange {
  /** One sentence in the chosen language. */
  text: string
  /** The register's own words (German), quoted beside the sentence; null when there are none. */
  quote: string | null
  /** The day the event took place (ISO `YYYY-MM-DD`), when the register dates it. */
  eventDate: string | null
  distress: ChangeDistress | null
}

type Words = Record<WordingLang, string>
const INTL: Record<WordingLang, string> = { en: 'en-GB', de: 'de-DE' }

const STATUS: Record<string, Words> = {
  ACTIVE: { en: 'Active', de: 'Aktiv' },
  INACTIVE: { en: 'Inactive', de: 'Inaktiv' },
  DISSOLVED: { en: 'Dissolved', de: 'Aufgelöst' },
  MERGED: { en: 'Merged', de: 'Verschmolzen' },
  LIQUIDATION: { en: 'In liquidation', de: 'In Liquidation' },
  INSOLVENCY_PROCEEDINGS: { en: 'Insolvency proceedings', de: 'Insolvenzverfahren' },
  LIQUIDATED: { en: 'Liquidated', de: 'Liquidiert' },
  UNKNOWN: { en: 'Status unknown', de: 'Status unbekannt' },
}
const STATUS_DISTRESS: Record<string, ChangeDistress> = {
  INSOLVENCY_PROCEEDINGS: 'insolvency',
  INSOLVENCY: 'insolvency',
  LIQUIDATION: 'liquidation',
  IN_LIQUIDATION: 'liquidation',
  LIQUIDATED: 'dissolution',
  DISSOLVED: 'dissolution',
}
const ROLES: Record<string, Words> = {
  MANAGING_DIRECTOR: { en: 'managing director', de: 'Geschäftsführer/in' },
  BOARD_MEMBER: { en: 'board member', de: 'Vorstandsmitglied' },
  SUPERVISORY_BOARD_MEMBER: { en: 'supervisory board member', de: 'Aufsichtsratsmitglied' },
  PROKURIST: { en: 'authorised officer (Prokurist)', de: 'Prokurist/in' },
  LIQUIDATOR: { en: 'liquidator', de: 'Liquidator/in' },
  FULLY_LIABLE_PARTNER: { en: 'general partner', de: 'Komplementär/in' },
  LIMITED_PARTNER: { en: 'limited partner', de: 'Kommanditist/in' },
  OWNER: { en: 'owner', de: 'Inhaber/in' },
  SHAREHOLDER: { en: 'shareholder', de: 'Gesellschafter/in' },
}
/** Insolvency notices by category (docs/datahub-api.md §7 (g)). */
const NOTICES: Record<string, Words> = {
  SECURING_MEASURES: { en: 'securing measures ordered', de: 'Sicherungsmaßnahmen angeordnet' },
  OPENING: { en: 'insolvency proceedings opened', de: 'Insolvenzverfahren eröffnet' },
  DATES: { en: 'court dates set', de: 'Termine bestimmt' },
  TERMINATION: { en: 'proceedings ended', de: 'Verfahren aufgehoben' },
  DISMISSAL_FOR_LACK_OF_ASSETS: {
    en: 'opening refused for lack of assets',
    de: 'Eröffnung mangels Masse abgewiesen',
  },
}
/** What a kind of change is called, as an event's heading. */
const KIND_TITLES: Record<string, Words> = {
  name: { en: 'Name changed', de: 'Name geändert' },
  status: { en: 'Status changed', de: 'Status geändert' },
  address: { en: 'Address changed', de: 'Anschrift geändert' },
  'legal-form': { en: 'Legal form changed', de: 'Rechtsform geändert' },
  capital: { en: 'Capital changed', de: 'Kapital geändert' },
  'management-appointed': { en: 'Appointed to the management', de: 'In die Leitung bestellt' },
  'management-departed': { en: 'Left the management', de: 'Aus der Leitung ausgeschieden' },
  'shareholder-new': { en: 'New shareholder', de: 'Neue/r Gesellschafter/in' },
  'shareholder-share': { en: 'Share changed', de: 'Anteil geändert' },
  'shareholder-left': { en: 'Shareholder left', de: 'Gesellschafter/in ausgeschieden' },
  'beneficial-owners': {
    en: 'Beneficial owners changed',
    de: 'Wirtschaftlich Berechtigte geändert',
  },
  'insolvency-notice': { en: 'Insolvency notice', de: 'Insolvenzbekanntmachung' },
  publication: { en: 'Register publication', de: 'Registerbekanntmachung' },
  'financial-year': { en: 'New financial year', de: 'Neues Geschäftsjahr' },
  record: { en: 'Record updated', de: 'Datensatz aktualisiert' },
}
export const DISTRESS_TITLES: Record<ChangeDistress, Words> = {
  insolvency: { en: 'Insolvency proceedings', de: 'Insolvenzverfahren' },
  liquidation: { en: 'In liquidation', de: 'In Liquidation' },
  dissolution: { en: 'Dissolved', de: 'Aufgelöst' },
}
/** The order of an event's parts, weightiest first: the first one heads the event. */
const WEIGHT = [
  'status',
  'insolvency-notice',
  'name',
  'legal-form',
  'address',
  'management-appointed',
  'management-departed',
  'beneficial-owners',
  'shareholder-new',
  'shareholder-left',
  'shareholder-share',
  'capital',
  'financial-year',
  'publication',
  'record',
]

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let made = formats.get(key)
  if (!made) formats.set(key, (made = make()))
  return made as T
}

/** "8 Mar 2026" / "08.03.2026", as src/lib/format/format.ts's formatDate. */
export function wordDate(isoDay: string, lang: WordingLang): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDay
  const options: Intl.DateTimeFormatOptions =
    lang === 'de'
      ? { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
  return cached(`date:${lang}`, () => new Intl.DateTimeFormat(INTL[lang], options)).format(date)
}

/** "8 Mar 2026, 06:00 UTC" / "08.03.2026, 06:00 UTC", as formatDateTime. */
export function wordDateTime(iso: string, lang: WordingLang): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const time = cached(
    `time:${lang}`,
    () =>
      new Intl.DateTimeFormat(INTL[lang], {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }),
  )
  return `${wordDate(date.toISOString(), lang)}, ${time.format(date)} UTC`
}

const number = (value: number, lang: WordingLang) =>
  cached(`number:${lang}`, () => new Intl.NumberFormat(INTL[lang])).format(value)
const euro = (value: number, lang: WordingLang) =>
  cached(
    `euro:${lang}`,
    () =>
      new Intl.NumberFormat(INTL[lang], {
        style: 'currency',
        currency: 'EUR',
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }),
  ).format(value)
const percent = (value: string, lang: WordingLang) => {
  const share = Number(value.replace(',', '.'))
  return Number.isFinite(share) ? `${number(share, lang)} %` : `${value} %`
}

const statusWords = (code: string, lang: WordingLang) =>
  STATUS[code.toUpperCase()]?.[lang] ?? code.toLowerCase().replaceAll('_', ' ')
const roleWords = (label: string, lang: WordingLang) =>
  ROLES[label.trim().toUpperCase().replaceAll(' ', '_')]?.[lang] ?? label.toLowerCase()

/** The distress a status stands for, if any. */
export const statusDistress = (code: string | null): ChangeDistress | null =>
  (code && STATUS_DISTRESS[code.toUpperCase()]) || null

/** A dated register text as stored: "2026-03-08 OPENING: text" → its parts. */
function dated(value: string | null) {
  const match = /^(\d{4}-\d{2}-\d{2}) ([^:]*): ?([\s\S]*)$/.exec(value ?? '')
  if (!match) return { date: null, title: '', body: value ?? '' }
  return { date: match[1]!, title: match[2]!.trim(), body: match[3]!.trim() }
}

/** A holder as stored: "Name: 25 %" or "Name". */
function holder(value: string, lang: WordingLang) {
  const match = /^(.*): ([\d.,]+) %$/.exec(value)
  return match ? `${match[1]} (${percent(match[2]!, lang)})` : value
}

const FIGURE_WORDS: Record<string, Words> = {
  revenue: { en: 'revenue', de: 'Umsatz' },
  'net income': { en: 'net income', de: 'Jahresergebnis' },
  employees: { en: 'employees', de: 'Mitarbeitende' },
}

/**
 * A new financial year as the checker stores it: the year and its headline figures, language-free
 * ("2025 (revenue 263000000 EUR; net income -1200 EUR; employees 9060)"). Figures the filing does
 * not state are left out; a year stored before the figures were kept is the year alone.
 */
export function financialYearText(row: {
  year: number
  revenue?: number | null
  netIncome?: number | null
  employees?: number | null
}): string {
  const figures: string[] = []
  const add = (name: string, value: number | null | undefined, unit = '') => {
    if (typeof value === 'number' && Number.isFinite(value)) figures.push(`${name} ${value}${unit}`)
  }
  add('revenue', row.revenue, ' EUR')
  add('net income', row.netIncome, ' EUR')
  add('employees', row.employees)
  return figures.length > 0 ? `${row.year} (${figures.join('; ')})` : String(row.year)
}

function financialYearWords(value: string, lang: WordingLang): string {
  const match = /^(\d{4})(?: \((.*)\))?$/.exec(value)
  if (!match) return value
  const figures = (match[2] ?? '')
    .split('; ')
    .map((figure) => /^(revenue|net income|employees) (-?[\d.]+)( EUR)?$/.exec(figure))
    .filter((figure) => figure !== null)
    .map(([, name, amount, eur]) => {
      const value = Number(amount)
      const words = FIGURE_WORDS[name!]![lang]
      return eur ? `${words} ${euro(value, lang)}` : `${number(value, lang)} ${words}`
    })
  const year = match[1]!
  if (figures.length === 0)
    return lang === 'de'
      ? `Neues Geschäftsjahr ${year} (keine Kennzahlen veröffentlicht)`
      : `New financial year ${year} (no figures published)`
  return lang === 'de'
    ? `Neues Geschäftsjahr ${year}: ${figures.join(', ')}`
    : `New financial year ${year}: ${figures.join(', ')}`
}

const quoted = (text: string, lang: WordingLang) => (lang === 'de' ? `„${text}“` : `“${text}”`)

/** "Address changed from A to B", "new: B", "removed: A" for a field of the record. */
function fieldWords(
  field: Words,
  before: string | null,
  after: string | null,
  lang: WordingLang,
  value: (text: string) => string = (text) => text,
): string {
  const name = field[lang]
  if (before !== null && after !== null)
    return lang === 'de'
      ? `${name} geändert von ${value(before)} in ${value(after)}`
      : `${name} changed from ${value(before)} to ${value(after)}`
  if (after !== null)
    return lang === 'de' ? `${name} neu: ${value(after)}` : `${name} new: ${value(after)}`
  if (before !== null)
    return lang === 'de'
      ? `${name} entfernt (bisher ${value(before)})`
      : `${name} removed (was ${value(before)})`
  return lang === 'de' ? `${name} geändert` : `${name} changed`
}

/**
 * Countries as addresses write them, in either language (records write German, search results
 * English), so an address reads "…, Germany" in English and "…, Deutschland" in German. The Changes
 * page passes the interface's own address wording instead (cities too); this serves the server.
 */
const COUNTRIES: Words[] = [
  { en: 'Germany', de: 'Deutschland' },
  { en: 'Austria', de: 'Österreich' },
  { en: 'Switzerland', de: 'Schweiz' },
  { en: 'Netherlands', de: 'Niederlande' },
  { en: 'Luxembourg', de: 'Luxemburg' },
  { en: 'Belgium', de: 'Belgien' },
  { en: 'France', de: 'Frankreich' },
  { en: 'Italy', de: 'Italien' },
  { en: 'Poland', de: 'Polen' },
  { en: 'Czechia', de: 'Tschechien' },
  { en: 'Denmark', de: 'Dänemark' },
  { en: 'Spain', de: 'Spanien' },
  { en: 'United Kingdom', de: 'Vereinigtes Königreich' },
  { en: 'United States', de: 'Vereinigte Staaten' },
]
const COUNTRY_BY_NAME = new Map<string, Words>()
for (const words of COUNTRIES) {
  COUNTRY_BY_NAME.set(words.en.toLowerCase(), words)
  COUNTRY_BY_NAME.set(words.de.toLowerCase(), words)
}

/**
 * A one-line address with its country in the chosen language. Only a whole part is renamed, so a
 * street named after a country ("Schweizer Straße") stays as it is.
 */
export function wordAddress(line: string, lang: WordingLang): string {
  return line
    .split(', ')
    .map((part) => COUNTRY_BY_NAME.get(part.trim().toLowerCase())?.[lang] ?? part)
    .join(', ')
}

/** How a caller words addresses (the Changes page: the interface's vocabulary, cities too). */
export interface WordingOptions {
  address?: (line: string) => string
}

/**
 * The beneficial owners as the checker stores them (proxy/monitor/describe.ts): the owners
 * ("Anna Beispiel (direct, 40 %); …"), "nobody above 25 %", or "cannot be determined: <what is
 * missing>" with " | owners for certain: <owners>" when some are certain all the same.
 */
function beneficialOwnerWords(value: string, lang: WordingLang): string {
  const de = lang === 'de'
  const owners = (list: string) =>
    list
      .split('; ')
      .map((owner) => {
        const match = /^(.*) \((?:(direct), )?(?:through (.*), )?([\d.,]+) %\)$/.exec(owner)
        if (!match) return owner
        const [, name, direct, through, share] = match
        const how = [
          direct ? (de ? 'direkt' : 'direct') : null,
          through ? `${de ? 'über' : 'through'} ${through}` : null,
          percent(share!, lang),
        ].filter(Boolean)
        return `${name} (${how.join(', ')})`
      })
      .join('; ')
  if (value === 'nobody above 25 %')
    return de
      ? 'niemand über 25 % (die gesetzlichen Vertreter gelten als fiktive wirtschaftlich Berechtigte)'
      : 'nobody above 25 % (the legal representatives count as the fictitious beneficial owners)'
  const undetermined = /^cannot be determined: (.*?)(?: \| owners for certain: (.*))?$/.exec(value)
  if (!undetermined) return owners(value)
  const missing = undetermined[1]!
    .split('; ')
    .filter(Boolean)
    .map((piece) => {
      let match = /^(.*?)(?: \(([\d.,]+) %\))? (not followed|without register entry)$/.exec(piece)
      if (match) {
        const share = match[2] ? ` (${percent(match[2], lang)})` : ''
        // Monitoring reads the watched company's own list only, not those of the companies above.
        const why =
          match[3] === 'not followed'
            ? de
              ? 'deren Gesellschafter nicht verfolgt werden'
              : 'whose owners are not followed'
            : de
              ? 'ohne Registereintrag'
              : 'without a register entry'
        return `${match[1]}${share}, ${why}`
      }
      match = /^([\d.,]+) % not accounted for$/.exec(piece)
      if (match)
        return de
          ? `${percent(match[1]!, lang)} nicht zugeordnet`
          : `${percent(match[1]!, lang)} not accounted for`
      match = /^share not stated: (.*)$/.exec(piece)
      if (match) return de ? `Anteil nicht angegeben: ${match[1]}` : `share not stated: ${match[1]}`
      if (piece === 'no shareholder list on file')
        return de ? 'keine Gesellschafterliste vorhanden' : piece
      return piece
    })
    .join('; ')
  const head = de ? `nicht feststellbar (${missing})` : `cannot be determined (${missing})`
  if (!undetermined[2]) return head
  return de
    ? `${head}; sicher wirtschaftlich berechtigt: ${owners(undetermined[2])}`
    : `${head}; owners for certain: ${owners(undetermined[2])}`
}

const FIELDS: Record<string, Words> = {
  name: { en: 'Name', de: 'Name' },
  address: { en: 'Address', de: 'Anschrift' },
  'legal-form': { en: 'Legal form', de: 'Rechtsform' },
  status: { en: 'Status', de: 'Status' },
}

/** One change in words: a sentence, the register's words beside it, its date and its weight. */
export function wordChange(
  change: StoredChange,
  lang: WordingLang,
  options: WordingOptions = {},
): WordedChange {
  const { kind, before, after } = change
  const address = options.address ?? ((line: string) => wordAddress(line, lang))
  const de = lang === 'de'
  const plain = (text: string, eventDate: string | null = null): WordedChange => ({
    text,
    quote: null,
    eventDate,
    distress: null,
  })
  switch (kind) {
    case 'name':
    case 'legal-form':
      return plain(fieldWords(FIELDS[kind]!, before, after, lang, (text) => quoted(text, lang)))
    case 'address':
      return plain(
        fieldWords(FIELDS.address!, before, after, lang, (text) => quoted(address(text), lang)),
      )
    case 'status': {
      const worded = plain(
        fieldWords(FIELDS.status!, before, after, lang, (code) => statusWords(code, lang)),
      )
      return { ...worded, distress: statusDistress(after) }
    }
    case 'management-appointed': {
      const match = /^(.*) \(([^,()]+)(?:, (\d{4}-\d{2}-\d{2}))?\)$/.exec(after ?? '')
      if (!match) break
      const [, name, label, since] = match
      const role = roleWords(label!, lang)
      const from = since
        ? de
          ? ` ab ${wordDate(since, lang)}`
          : ` from ${wordDate(since, lang)}`
        : ''
      return plain(
        de ? `${name} bestellt als ${role}${from}` : `${name} appointed ${role}${from}`,
        since ?? null,
      )
    }
    case 'management-departed': {
      const who = /^(.*) \(([^()]+)\)$/.exec(before ?? '')
      const left = /^left (\d{4}-\d{2}-\d{2})$/.exec(after ?? '')
      if (!who) break
      const role = roleWords(who[2]!, lang)
      const on = left ? ` ${de ? 'am' : 'on'} ${wordDate(left[1]!, lang)}` : ''
      return plain(
        de ? `${who[1]} ausgeschieden als ${role}${on}` : `${who[1]} left as ${role}${on}`,
        left?.[1] ?? null,
      )
    }
    case 'shareholder-new':
      if (after === null) break
      return plain(
        de
          ? `Neue/r Gesellschafter/in: ${holder(after, lang)}`
          : `New shareholder: ${holder(after, lang)}`,
      )
    case 'shareholder-left':
      if (before === null) break
      return plain(
        de
          ? `Nicht mehr Gesellschafter/in: ${holder(before, lang)}`
          : `No longer a shareholder: ${holder(before, lang)}`,
      )
    case 'shareholder-share': {
      const old = /: ([\d.,]+) %$/.exec(before ?? '')
      const now = /^(.*): ([\d.,]+) %$/.exec(after ?? '')
      if (!now) break
      const from = old ? percent(old[1]!, lang) : de ? 'ohne Angabe' : 'not stated'
      return plain(
        de
          ? `Anteil von ${now[1]} geändert von ${from} auf ${percent(now[2]!, lang)}`
          : `Share of ${now[1]} changed from ${from} to ${percent(now[2]!, lang)}`,
      )
    }
    case 'beneficial-owners': {
      if (after === null) break
      const now = beneficialOwnerWords(after, lang)
      const was = before === null ? null : beneficialOwnerWords(before, lang)
      const head = de
        ? 'Wirtschaftlich Berechtigte (GwG § 3 (2)) geändert'
        : 'Beneficial owners (GwG § 3 (2)) changed'
      if (was === null) return plain(`${head}: ${now}`)
      return plain(de ? `${head}: ${now} (bisher: ${was})` : `${head}: ${now} (before: ${was})`)
    }
    case 'insolvency-notice': {
      const { date, title, body } = dated(after)
      const what = NOTICES[title]?.[lang] ?? title.toLowerCase().replaceAll('_', ' ')
      const on = date ? ` ${de ? 'vom' : 'of'} ${wordDate(date, lang)}` : ''
      return {
        text: de ? `Insolvenzbekanntmachung${on}: ${what}` : `Insolvency notice${on}: ${what}`,
        quote: body || null,
        eventDate: date,
        distress: 'insolvency',
      }
    }
    case 'publication': {
      const { date, title, body } = dated(after)
      const on = date ? ` ${de ? 'vom' : 'of'} ${wordDate(date, lang)}` : ''
      return {
        text: de ? `Registerbekanntmachung${on}` : `Register publication${on}`,
        quote: [title, body].filter(Boolean).join(': ') || null,
        eventDate: date,
        distress: /insolvenz/i.test(title) ? 'insolvency' : null,
      }
    }
    case 'capital':
      return {
        text: de ? 'Kapital geändert' : 'Capital changed',
        quote: after,
        eventDate: null,
        distress: null,
      }
    case 'financial-year':
      if (after === null) break
      return plain(financialYearWords(after, lang))
    case 'record':
      return plain(
        de
          ? 'Datensatz aktualisiert (nichts, was die Überwachung beschreibt, hat sich geändert)'
          : 'Record updated (nothing the monitor describes changed)',
      )
  }
  // A kind this module does not know yet, or a text in another shape: still no "none → X".
  const title = KIND_TITLES[kind]?.[lang] ?? kind.replaceAll('-', ' ')
  if (before !== null && after !== null) return plain(`${title}: ${before} → ${after}`)
  if (after !== null) return plain(`${title} — ${de ? 'neu' : 'new'}: ${after}`)
  if (before !== null) return plain(`${title} — ${de ? 'entfernt' : 'removed'}: ${before}`)
  return plain(title)
}

export interface ChangeEvent<C extends StoredChange> {
  /** The first change's id, or the group's key: stable, since one check writes them at once. */
  key: string
  /** Weightiest first. */
  changes: C[]
  /** What happened, in a few words. */
  title: string
  eventDate: string | null
  distress: ChangeDistress | null
}

const weight = (kind: string) => {
  const index = WEIGHT.indexOf(kind)
  return index === -1 ? WEIGHT.length : index
}

/**
 * Groups changes into events: those one check found on one entity (the same entity and detection
 * time, and list where they carry one) belong together. Keeps the order of the first change of
 * each event.
 */
export function groupChanges<
  C extends StoredChange & {
    id: string
    entityId: string
    detectedAt: string
    listId?: string | undefined
  },
>(changes: C[], lang: WordingLang): ChangeEvent<C>[] {
  const groups = new Map<string, C[]>()
  for (const change of changes) {
    const key = `${change.listId ?? ''}|${change.entityId}|${change.detectedAt}`
    const group = groups.get(key)
    if (group) group.push(change)
    else groups.set(key, [change])
  }
  return [...groups.values()].map((group) => {
    const sorted = [...group].sort((a, b) => weight(a.kind) - weight(b.kind))
    const worded = sorted.map((change) => wordChange(change, lang))
    return {
      key: group[0]!.id,
      changes: sorted,
      ...eventWords(sorted, worded, lang),
    }
  })
}

function eventWords(changes: StoredChange[], worded: WordedChange[], lang: WordingLang) {
  const distress =
    worded.find((w, i) => w.distress && changes[i]!.kind === 'status')?.distress ??
    worded.find((w) => w.distress)?.distress ??
    null
  const eventDate = worded.map((w) => w.eventDate).find((date) => date !== null) ?? null
  const opening = changes.find(
    (change) => change.kind === 'insolvency-notice' && dated(change.after).title === 'OPENING',
  )
  let title: string
  if (opening)
    title = lang === 'de' ? 'Insolvenzverfahren eröffnet' : 'Insolvency proceedings opened'
  else if (distress && changes[0]!.kind === 'status') title = DISTRESS_TITLES[distress][lang]
  else title = KIND_TITLES[changes[0]!.kind]?.[lang] ?? worded[0]!.text
  return { title, eventDate, distress }
}

/**
 * An event as plain text, for feeds and webhooks: its title, its date, and each part's sentence with
 * the register's words, one per line.
 */
export function eventText(changes: StoredChange[], lang: WordingLang): string {
  const sorted = [...changes].sort((a, b) => weight(a.kind) - weight(b.kind))
  const worded = sorted.map((change) => wordChange(change, lang))
  const { title, eventDate, distress } = eventWords(sorted, worded, lang)
  const head = eventDate
    ? `${title} (${lang === 'de' ? 'am' : 'on'} ${wordDate(eventDate, lang)})`
    : title
  const parts = worded.map((w) =>
    w.quote ? `- ${w.text}: ${quoted(w.quote, lang)}` : `- ${w.text}`,
  )
  // One part without the register's words: its sentence says it all.
  if (worded.length === 1 && !worded[0]!.quote && !distress) return worded[0]!.text
  return [head, ...parts].join('\n')
}

/** One change as one line of text (a webhook's `summary`). */
export function changeText(change: StoredChange, lang: WordingLang): string {
  const worded = wordChange(change, lang)
  return worded.quote ? `${worded.text}: ${quoted(worded.quote, lang)}` : worded.text
}
