import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { describeFilter, operatorLabel, parseFilterValue } from '../api/dataset-filters'
import type { DatasetColumn } from '../api/dataset-queries'
import {
  operatorsFor,
  takesList,
  takesNoValue,
  type ColumnFilter,
  type FilterOperator,
} from '../api/dataset-view'

interface Props {
  columns: DatasetColumn[]
  filters: ColumnFilter[]
  onChange: (filters: ColumnFilter[]) => void
}

/** Column filters sent to the server as `query_parameters.filters` (AND-combined). */
export function DatasetFilterBar({ columns, filters, onChange }: Props) {
  const { t } = useLingui()
  const [property, setProperty] = useState(columns[0]?.id ?? '')
  const column = columns.find((candidate) => candidate.id === property) ?? columns[0]
  const operators = column ? operatorsFor(column.type) : []
  const [operator, setOperator] = useState<FilterOperator>(operators[0] ?? 'EQUALS')
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const effectiveOperator = operators.includes(operator) ? operator : (operators[0] ?? 'EQUALS')

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!column) return
    const parsed = parseFilterValue(column.type, effectiveOperator, value)
    if (parsed.error) return setError(parsed.error)
    setError(null)
    setValue('')
    const filter: ColumnFilter = { property: column.id, operator: effectiveOperator }
    if (parsed.value !== undefined) filter.value = parsed.value
    onChange([...filters, filter])
  }

  const isNumber = column?.type === 'int' || column?.type === 'float'
  return (
    <div className="space-y-2">
      <form
        onSubmit={onSubmit}
        className="flex flex-wrap items-end gap-2 text-sm"
        aria-label={t`Add a column filter`}
        noValidate
      >
        <label className="flex flex-col">
          <span className="text-xs font-medium text-slate-700">
            <Trans>Filter column</Trans>
          </span>
          <select
            value={column?.id ?? ''}
            onChange={(event) => {
              setProperty(event.target.value)
              setError(null)
            }}
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
          >
            {columns.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.label} ({candidate.type})
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col">
          <span className="text-xs font-medium text-slate-700">
            <Trans>Operator</Trans>
          </span>
          <select
            value={effectiveOperator}
            onChange={(event) => setOperator(event.target.value as FilterOperator)}
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
          >
            {operators.map((candidate) => (
              <option key={candidate} value={candidate}>
                {operatorLabel(candidate)}
              </option>
            ))}
          </select>
        </label>
        {takesNoValue(effectiveOperator) ? null : column?.type === 'bool' ? (
          <label className="flex flex-col">
            <span className="text-xs font-medium text-slate-700">
              <Trans>Value</Trans>
            </span>
            <select
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
            >
              <option value="">{t`Choose…`}</option>
              <option value="true">true</option>
              <option value="false">false</option>
            </select>
          </label>
        ) : (
          <label className="flex flex-col">
            <span className="text-xs font-medium text-slate-700">
              {takesList(effectiveOperator)
                ? isNumber
                  ? t`Value (separate with ;)`
                  : t`Value (separate with ,)`
                : t`Value`}
            </span>
            <input
              type={column?.type === 'Date' && !takesList(effectiveOperator) ? 'date' : 'text'}
              inputMode={isNumber ? 'decimal' : undefined}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'filter-error' : undefined}
              className="w-48 rounded-md border border-slate-300 px-2 py-1.5"
            />
          </label>
        )}
        <button
          type="submit"
          className="rounded-md bg-slate-900 px-3 py-1.5 font-medium text-white hover:bg-slate-700"
        >
          <Trans>Add filter</Trans>
        </button>
        {error ? (
          <p id="filter-error" role="alert" className="basis-full text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
      {filters.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t`Active filters`}>
          {filters.map((filter, index) => {
            const description = describeFilter(filter)
            return (
              <li
                key={`${filter.property}-${index}`}
                className="flex items-center gap-1 rounded-full bg-sky-100 py-0.5 pr-1 pl-3 text-sm text-sky-900"
              >
                {description}
                <button
                  type="button"
                  onClick={() => onChange(filters.filter((_, position) => position !== index))}
                  className="rounded-full px-1.5 hover:bg-sky-200"
                  aria-label={t`Remove filter ${description}`}
                >
                  ×
                </button>
              </li>
            )
          })}
          <li>
            <button
              type="button"
              onClick={() => onChange([])}
              className="text-sm text-sky-800 underline"
            >
              <Trans>Clear all</Trans>
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  )
}
