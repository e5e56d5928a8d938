/**
 * The words of column filters: operator labels, what a typed value must look like, and a filter
 * in one line. Apart from the view schema (dataset-view.ts), which loads with the first page.
 * Everything here is worded when it is called: in a render or on submit, never at module load.
 */
import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type { BasicDataType } from './dataset-schemas'
import { takesList, takesNoValue, type ColumnFilter, type FilterOperator } from './dataset-view'

/** Symbols read the same in every language; the words are translated. */
export const OPERATOR_LABELS: Record<FilterOperator, MessageDescriptor | string> = {
  EQUALS: '=',
  NOT_EQUALS: '≠',
  GREATER_THAN: '>',
  GREATER_EQUALS: '≥',
  LESS_THAN: '<',
  LESS_EQUALS: '≤',
  CONTAINS: msg`contains`,
  NOT_CONTAINS: msg`does not contain`,
  STARTS_WITH: msg`starts with`,
  ENDS_WITH: msg`ends with`,
  IN: msg`is one of`,
  NOT_IN: msg`is none of`,
  IS_NULL: msg`is null`,
  IS_NOT_NULL: msg`is not null`,
}

export function operatorLabel(operator: FilterOperator): string {
  const label = OPERATOR_LABELS[operator]
  return typeof label === 'string' ? label : i18n._(label)
}

/**
 * Turns what the user typed into the value the API expects for the column type: numbers for
 * int/float, booleans for bool, a list for IN/NOT_IN (comma separated). Returns an error text
 * instead when the input does not fit.
 */
export function parseFilterValue(
  type: BasicDataType,
  operator: FilterOperator,
  input: string,
): { value?: ColumnFilter['value']; error?: string } {
  if (takesNoValue(operator)) return {}
  const numeric = type === 'int' || type === 'float'
  const one = (text: string): string | number | boolean | { error: string } => {
    const trimmed = text.trim()
    if (numeric) {
      const number = Number(trimmed.replace(',', '.'))
      if (!trimmed || !Number.isFinite(number)) return { error: t`“${trimmed}” is not a number` }
      if (type === 'int' && !Number.isInteger(number))
        return { error: t`“${trimmed}” is not a whole number` }
      return number
    }
    if (type === 'bool') {
      if (trimmed !== 'true' && trimmed !== 'false') return { error: t`Choose true or false` }
      return trimmed === 'true'
    }
    return text
  }
  if (takesList(operator)) {
    const parts = input
      .split(numeric ? ';' : ',')
      .map((part) => part.trim())
      .filter(Boolean)
    if (parts.length === 0) return { error: t`Enter at least one value` }
    const values: (string | number)[] = []
    for (const part of parts) {
      const parsed = one(part)
      if (typeof parsed === 'object') return parsed
      if (typeof parsed === 'boolean') return { error: t`Lists of booleans are not supported` }
      values.push(parsed)
    }
    return { value: values }
  }
  const parsed = one(input)
  if (typeof parsed === 'object') return parsed
  if (parsed === '') return { error: t`Enter a value` }
  return { value: parsed }
}

/** "population ≥ 100000", "name starts with Ber": column names and values as they are. */
export function describeFilter(filter: ColumnFilter): string {
  const label = operatorLabel(filter.operator)
  if (takesNoValue(filter.operator)) return `${filter.property} ${label}`
  const value = Array.isArray(filter.value) ? filter.value.join(', ') : String(filter.value)
  return `${filter.property} ${label} ${value}`
}
