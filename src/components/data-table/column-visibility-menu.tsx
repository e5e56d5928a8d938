import { Trans } from '@lingui/react/macro'
import type { GridColumn } from './grid-table'

interface Props {
  columns: GridColumn[]
  hidden: string[]
  onChange: (hidden: string[]) => void
}

/** Show or hide columns; at least one column always stays visible. */
export function ColumnVisibilityMenu({ columns, hidden, onChange }: Props) {
  const visibleCount =
    columns.length - columns.filter((column) => hidden.includes(column.id)).length
  const total = columns.length
  return (
    <details className="relative">
      <summary className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
        <Trans>
          Columns ({visibleCount}/{total})
        </Trans>
      </summary>
      <fieldset className="absolute right-0 z-20 mt-1 max-h-80 w-64 overflow-auto rounded-md border border-slate-300 bg-white p-2 shadow-lg">
        <legend className="sr-only">
          <Trans>Visible columns</Trans>
        </legend>
        {columns.map((column) => {
          const visible = !hidden.includes(column.id)
          return (
            <label
              key={column.id}
              data-column={column.id}
              className="flex items-center gap-2 rounded px-1 py-0.5 text-sm hover:bg-slate-50"
            >
              <input
                type="checkbox"
                checked={visible}
                disabled={visible && visibleCount === 1}
                onChange={() =>
                  onChange(
                    visible ? [...hidden, column.id] : hidden.filter((id) => id !== column.id),
                  )
                }
              />
              <span className="truncate">{column.label}</span>
              {column.hint && column.hint !== column.label ? (
                <span className="truncate font-mono text-xs text-slate-600">{column.hint}</span>
              ) : null}
            </label>
          )
        })}
      </fieldset>
    </details>
  )
}
