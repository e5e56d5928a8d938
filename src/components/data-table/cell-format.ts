/**
 * Type-aware display of one cell value. The grid is generic: features map their own type names
 * (the hub's `basic_data_type`) onto these kinds.
 */
import { t } from '@lingui/core/macro'
import {
  formatCode,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatNumber,
  parseApiDate,
} from '@/lib/format/format'

import type { ValueKind } from '@/lib/format/value-kind'

export type { ValueKind }

export interface FormattedValue {
  text: string
  /** null and undefined: no value, shown as a dash ("—"), never the word `null`. */
  isNull: boolean
  align: 'left' | 'right' | 'center'
}

export function formatCell(value: unknown, kind: ValueKind): FormattedValue {
  if (value === null || value === undefined)
    return { text: '—', isNull: true, align: alignOf(kind) }
  switch (kind) {
    case 'integer':
    case 'decimal': {
      const number = typeof value === 'number' ? value : Number(value)
      if (!Number.isFinite(number)) return { text: String(value), isNull: false, align: 'right' }
      return {
        text: kind === 'integer' ? formatNumber(number) : formatDecimal(number),
        isNull: false,
        align: 'right',
      }
    }
    case 'code':
      return {
        text:
          typeof value === 'number'
            ? formatCode(value)
            : typeof value === 'string'
              ? value
              : JSON.stringify(value),
        isNull: false,
        align: 'left',
      }
    case 'boolean': {
      // In the interface's words, not the API's `true`/`false` (the clipboard keeps those).
      const truthy = value === true || value === 1 || value === 'true'
      return { text: truthy ? t`Yes` : t`No`, isNull: false, align: 'center' }
    }
    case 'date':
      return {
        text: parseApiDate(value) ? formatDate(value) : String(value),
        isNull: false,
        align: 'left',
      }
    case 'datetime':
      return {
        text: parseApiDate(value) ? formatDateTime(value) : String(value),
        isNull: false,
        align: 'left',
      }
    default:
      return {
        text: typeof value === 'string' ? value : JSON.stringify(value),
        isNull: false,
        align: 'left',
      }
  }
}

function alignOf(kind: ValueKind): FormattedValue['align'] {
  if (kind === 'integer' || kind === 'decimal') return 'right'
  return kind === 'boolean' ? 'center' : 'left'
}

/** The raw value as text for the clipboard: exact, not localised. */
export function rawText(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'string' ? value : JSON.stringify(value)
}
