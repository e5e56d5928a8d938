/** Pure helpers of the generic JSON view, kept apart so they can be unit tested. Called when rendering. */
import { plural as pluralMessage, t } from '@lingui/core/macro'
import { formatDecimal } from '@/lib/format/format'

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An array reads best as a table when every item is a record of scalars (or small nested values). */
export function isTabular(items: unknown[]): items is Record<string, unknown>[] {
  if (!items.every(isPlainObject)) return false
  const columns = new Set(items.flatMap((item) => Object.keys(item)))
  return columns.size > 0 && columns.size <= 12
}

/** `fb_entity_id` → "Fb entity id", `cases_per_100k` → "Cases per 100k", `displayName` → "Display name". */
export function humanizeKey(key: string): string {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return spaced ? spaced.charAt(0).toUpperCase() + spaced.slice(1) : key
}

/** Years, IDs and codes read wrong with thousands separators ("2.023"), so they stay raw. */
const RAW_NUMBER_KEY = /year|jahr|_id$|^id$|key|code|number/i

export function formatScalar(value: unknown, key = ''): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'boolean') return value ? t`Yes` : t`No`
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || RAW_NUMBER_KEY.test(key)) return String(value)
    return formatDecimal(value)
  }
  if (typeof value === 'string') return value === '' ? t`(empty)` : value
  return String(value)
}

/** "3 items" / "1 field" in the language shown. */
export function plural(count: number, word: 'item' | 'field'): string {
  return word === 'item'
    ? pluralMessage(count, { one: '# item', other: '# items' })
    : pluralMessage(count, { one: '# field', other: '# fields' })
}
