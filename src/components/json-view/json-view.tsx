import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '@/lib/format/format'
import { formatScalar, humanizeKey, isPlainObject, isTabular, plural } from './json-view-model'

interface JsonViewProps {
  /** Any parsed JSON value: the view never throws on an unexpected shape. */
  value: unknown
  /** Accessible caption for the outermost table or list. */
  label?: string
}

const ITEM_LIMIT = 50

/**
 * A readable generic view of an unknown JSON value: records become definition lists, arrays of
 * flat records become tables, nested values become collapsible sections. Used wherever the Data Hub
 * sends a shape the client does not know (docs/datahub-api.md §9.12), so the page still shows the data.
 * Everything is rendered as React text, never as HTML.
 */
export function JsonView({ value, label }: JsonViewProps) {
  return (
    <div className="text-sm" data-testid="json-view">
      <JsonNode value={value} label={label} depth={0} />
    </div>
  )
}

function JsonNode({
  value,
  label,
  depth,
  fieldKey = '',
}: {
  value: unknown
  label?: string | undefined
  depth: number
  fieldKey?: string
}) {
  if (Array.isArray(value)) {
    if (value.length === 0)
      return (
        <span className="text-slate-500 italic">
          <Trans>No entries</Trans>
        </span>
      )
    if (isTabular(value)) return <JsonTable rows={value} label={label} depth={depth} />
    return <JsonList items={value} depth={depth} />
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
    if (entries.length === 0)
      return (
        <span className="text-slate-500 italic">
          <Trans>No details</Trans>
        </span>
      )
    return (
      <dl className="grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-4 gap-y-1">
        {entries.map(([key, child]) => (
          <div key={key} className="contents">
            <dt className="font-medium text-slate-600">{humanizeKey(key)}</dt>
            <dd className="min-w-0 break-words">
              <NestedNode value={child} label={humanizeKey(key)} depth={depth + 1} fieldKey={key} />
            </dd>
          </div>
        ))}
      </dl>
    )
  }
  return (
    <span className={value === null || value === undefined ? 'text-slate-500' : ''}>
      {formatScalar(value, fieldKey)}
    </span>
  )
}

/** Deep values collapse so a large payload stays scannable. */
function NestedNode(props: { value: unknown; label: string; depth: number; fieldKey?: string }) {
  const { value, label, depth } = props
  const complex = Array.isArray(value) || isPlainObject(value)
  if (!complex || depth < 2) return <JsonNode {...props} />
  const size = Array.isArray(value)
    ? plural(value.length, 'item')
    : plural(Object.keys(value as object).length, 'field')
  return (
    <details>
      <summary className="cursor-pointer text-slate-700">{size}</summary>
      <div className="mt-1 border-l border-slate-200 pl-3">
        <JsonNode value={value} label={label} depth={depth} />
      </div>
    </details>
  )
}

function JsonList({ items, depth }: { items: unknown[]; depth: number }) {
  const { t } = useLingui()
  const [limit, setLimit] = useState(ITEM_LIMIT)
  const itemLabel = (position: number) => t`Item ${position}`
  return (
    <>
      <ol className="list-decimal space-y-2 pl-6">
        {items.slice(0, limit).map((item, index) => (
          <li key={index}>
            <NestedNode value={item} label={itemLabel(index + 1)} depth={depth + 1} />
          </li>
        ))}
      </ol>
      <ShowMore
        total={items.length}
        limit={limit}
        onMore={() => setLimit((current) => current + ITEM_LIMIT)}
      />
    </>
  )
}

function JsonTable({
  rows,
  label,
  depth,
}: {
  rows: Record<string, unknown>[]
  label?: string | undefined
  depth: number
}) {
  const [limit, setLimit] = useState(ITEM_LIMIT)
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  return (
    <>
      <div className="max-w-full overflow-x-auto">
        <table className="min-w-full border-collapse text-left">
          {label ? <caption className="sr-only">{label}</caption> : null}
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="border-b border-slate-300 px-2 py-1 font-medium text-slate-600"
                >
                  {humanizeKey(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, limit).map((row, index) => (
              <tr key={index} className="odd:bg-slate-50">
                {columns.map((column) => (
                  <td key={column} className="border-b border-slate-100 px-2 py-1 align-top">
                    <NestedNode
                      value={row[column]}
                      label={humanizeKey(column)}
                      depth={depth + 2}
                      fieldKey={column}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ShowMore
        total={rows.length}
        limit={limit}
        onMore={() => setLimit((current) => current + ITEM_LIMIT)}
      />
    </>
  )
}

function ShowMore({ total, limit, onMore }: { total: number; limit: number; onMore: () => void }) {
  if (total <= limit) return null
  const hidden = formatNumber(total - limit)
  return (
    <button type="button" onClick={onMore} className="mt-2 text-sky-700 underline">
      <Trans>Show more ({hidden} hidden)</Trans>
    </button>
  )
}
