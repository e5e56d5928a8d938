/**
 * Display formatting shared by every feature. The Data Hub sends timestamps with and without an
 * offset and with microseconds (docs/datahub-api.md §9.4); `parseApiDate` accepts all of them.
 */

const LOCALE = 'de-DE'

const numberFormat = new Intl.NumberFormat(LOCALE)
const compactEuro = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 1,
})
const euro = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
})
const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 })
const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
})
const monthYearFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
})

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

export function formatDate(value: unknown): string {
  const date = parseApiDate(value)
  return date ? dateFormat.format(date) : '—'
}

export function formatMonthYear(value: unknown): string {
  const date = parseApiDate(value)
  return date ? monthYearFormat.format(date) : '—'
}

export function formatDateTime(value: unknown): string {
  const date = parseApiDate(value)
  return date ? `${dateTimeFormat.format(date)} UTC` : '—'
}

export function formatNumber(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? numberFormat.format(value) : '—'
}

export function formatEuro(value: number | null | undefined, { compact = false } = {}): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—'
  return (compact ? compactEuro : euro).format(value)
}

/** A ratio 0–1 as a percentage: 0.253 → "25,3 %". */
export function formatRatio(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? percent.format(value) : '—'
}

/** `MANAGING_DIRECTOR` → "Managing director". */
export function humanizeLabel(label: string | null | undefined): string {
  if (!label) return '—'
  const words = label.toLowerCase().replace(/_+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const clockFormat = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' })
const dayAndClockFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** A moment soon, in the reader's own time zone: the clock time, with the date when not today. */
export function formatSoonTime(date: Date, now: Date = new Date()): string {
  return date.toDateString() === now.toDateString()
    ? clockFormat.format(date)
    : dayAndClockFormat.format(date)
}

/** How long until `date`: "less than a minute", "5 min", "3 h 12 min". */
export function formatWait(date: Date, now: Date = new Date()): string {
  const ms = date.getTime() - now.getTime()
  if (ms < 60_000) return 'less than a minute'
  const minutes = Math.ceil(ms / 60_000)
  if (minutes < 60) return `${numberFormat.format(minutes)} min`
  return `${numberFormat.format(Math.floor(minutes / 60))} h ${numberFormat.format(minutes % 60)} min`
}
