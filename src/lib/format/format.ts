/**
 * Display formatting shared by every feature. The Data Hub sends timestamps with and without an
 * offset and with microseconds (docs/datahub-api.md §9.4); `parseApiDate` accepts all of them.
 */

import { t } from '@lingui/core/macro'
import { activeIntlLocale } from '@/lib/i18n/locale'

/**
 * One Intl formatter per kind and locale, made on first use: the interface language can change
 * at any time (lib/i18n), and making a formatter costs far more than using one.
 */
function formatter<T>(make: (locale: string) => T): () => T {
  const byLocale = new Map<string, T>()
  return () => {
    const locale = activeIntlLocale()
    let made = byLocale.get(locale)
    if (!made) byLocale.set(locale, (made = make(locale)))
    return made
  }
}

const numberFormat = formatter((locale) => new Intl.NumberFormat(locale))
const decimalFormat = formatter(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }),
)
const compactNumber = formatter(
  (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
)
const compactEuro = formatter(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
)
const euro = formatter(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
)
const percent = formatter(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
)
const sharePercent = formatter(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
)
// English spells the month ("2 Mar 2026") so it cannot be read as the 3rd of February.
const dateFormat = formatter(
  (locale) =>
    new Intl.DateTimeFormat(
      locale,
      locale.startsWith('de')
        ? { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }
        : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    ),
)
const monthYearFormat = formatter(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
)
const timeFormat = formatter(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }),
)

/**
 * Parses `2026-03-02`, `2026-03-02T09:14:05`, `2026-03-02T09:14:05.120000+00:00` and `...Z`.
 * Naive timestamps are read as UTC; fractional seconds beyond milliseconds are dropped.
 */
export function parseApiDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !value.trim()) return null
  const match =
    /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.(\d+))?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      value.trim(),
    )
  if (!match) return null
  const [, day, time = '00:00:00', fraction = '', zone = 'Z'] = match
  const millis = fraction.slice(0, 3).padEnd(3, '0')
  const normalizedZone =
    zone === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`
  const parsed = new Date(
    `${day}T${time.length === 5 ? `${time}:00` : time}.${millis}${normalizedZone}`,
  )
  return Number.isNaN(parsed.getTime()) ? null : parsed
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** A calendar date: "2 Mar 2026" in English, "02.03.2026" in German. */
export function formatDate(value: unknown): string {
  const date = parseApiDate(value)
  return date ? dateFormat().format(date) : '—'
}

/** "June 1987" / "Juni 1987". */
export function formatMonthYear(value: unknown): string {
  const date = parseApiDate(value)
  return date ? monthYearFormat().format(date) : '—'
}

/** "2 Mar 2026, 09:14 UTC" / "02.03.2026, 09:14 UTC". */
export function formatDateTime(value: unknown): string {
  const date = parseApiDate(value)
  return date ? `${dateFormat().format(date)}, ${timeFormat().format(date)} UTC` : '—'
}

/** A quantity with digit grouping: "1,234,567" / "1.234.567". Not for years, IDs or codes. */
export function formatNumber(value: number | null | undefined): string {
  return isNumber(value) ? numberFormat().format(value) : '—'
}

/** A measured value with up to six fraction digits (coordinates, ratios): "48.137154" / "48,137154". */
export function formatDecimal(value: number | null | undefined): string {
  return isNumber(value) ? decimalFormat().format(value) : '—'
}

/** A large quantity in short form: "1.2M" / "1,2 Mio.". */
export function formatCompactNumber(value: number | null | undefined): string {
  return isNumber(value) ? compactNumber().format(value) : '—'
}

/**
 * A year, ID, register number, postal code or other code that happens to be a number: its digits
 * exactly, never grouped ("2024", not "2.024"), in every language.
 */
export function formatCode(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—'
  return typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '—') : value
}

export function formatEuro(value: number | null | undefined, { compact = false } = {}): string {
  if (!isNumber(value)) return '—'
  return (compact ? compactEuro : euro)().format(value)
}

/**
 * An amount as a statement prints it: the minus sign U+2212, not the hyphen-minus Intl writes
 * (a browser may break a line after a hyphen, and "−" lines up with "+").
 */
export function formatEuroAmount(value: number | null | undefined): string {
  return formatEuro(value).replace('-', '\u2212')
}

/** A ratio 0–1 as a percentage: 0.253 → "25.3%" / "25,3 %". */
export function formatRatio(value: number | null | undefined): string {
  return isNumber(value) ? percent().format(value) : '—'
}

/** A value that is already in percent, to two places: 33.333 → "33.33%" / "33,33 %". */
export function formatPercent(value: number | null | undefined): string {
  return isNumber(value) ? sharePercent().format(value / 100) : '—'
}

/** `MANAGING_DIRECTOR` → "Managing director". */
export function humanizeLabel(label: string | null | undefined): string {
  if (!label) return '—'
  const words = label.toLowerCase().replace(/_+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const clockFormat = formatter(
  (locale) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
)
const dayAndClockFormat = formatter(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
)

/** A moment soon, in the reader's own time zone: the clock time, with the date when not today. */
export function formatSoonTime(date: Date, now: Date = new Date()): string {
  return date.toDateString() === now.toDateString()
    ? clockFormat().format(date)
    : dayAndClockFormat().format(date)
}

/** How long until `date`: "less than a minute", "5 min", "3 h 12 min" ("5 Min.", "3 Std. 12 Min."). */
export function formatWait(date: Date, now: Date = new Date()): string {
  const ms = date.getTime() - now.getTime()
  if (ms < 60_000) return t`less than a minute`
  const total = Math.ceil(ms / 60_000)
  const minutes = numberFormat().format(total % 60)
  if (total < 60) return t`${minutes} min`
  const hours = numberFormat().format(Math.floor(total / 60))
  return t`${hours} h ${minutes} min`
}
