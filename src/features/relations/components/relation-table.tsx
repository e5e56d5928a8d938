import type { ReactNode } from 'react'

export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  /** Right-align numbers so digits line up. */
  numeric?: boolean
}

/** A plain, captioned data table: the accessible form of every relation list. */
export function RelationTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  captionHidden = false,
}: {
  caption: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T, index: number) => string
  captionHidden?: boolean
}) {
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <div
      className="wide-table overflow-x-auto rounded-md border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption
          className={captionHidden ? 'sr-only' : 'px-3 py-2 text-left font-semibold text-slate-800'}
        >
          {caption}
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 font-semibold ${column.numeric ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className="border-t border-slate-100 align-top">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`px-3 py-2 ${column.numeric ? 'text-right whitespace-nowrap tabular-nums' : ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
