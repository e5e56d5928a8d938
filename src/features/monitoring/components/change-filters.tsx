import { useLingui } from '@lingui/react/macro'
import type { ListSummary } from '../api/monitor-schemas'
import { KIND_FILTER_KEYS, type KindFilterKey } from '../change-kinds'
import { KIND_FILTER_WORDS } from '../change-words'

export interface ChangesFilter {
  list?: string | undefined
  kind?: KindFilterKey | undefined
}

const isKindFilter = (value: string): value is KindFilterKey =>
  (KIND_FILTER_KEYS as readonly string[]).includes(value)

const selectClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:ring-2 focus:ring-sky-500 focus:outline-none'

/** The list and the kind of change: each choice is a link's state (the URL holds it). */
export function ChangeFilters({
  filter,
  lists,
  onFilterChange,
}: {
  filter: ChangesFilter
  lists: ListSummary[]
  onFilterChange: (patch: Partial<ChangesFilter>) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <div className="mt-4 grid max-w-xl grid-cols-1 gap-3 sm:grid-cols-2">
      <label className="text-sm font-medium text-slate-800">
        {t`List`}
        <select
          className={selectClass}
          value={filter.list ?? ''}
          onChange={(event) => onFilterChange({ list: event.target.value || undefined })}
        >
          <option value="">{t`All lists`}</option>
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        {t`Kind of change`}
        <select
          className={selectClass}
          value={filter.kind ?? ''}
          onChange={(event) => {
            const kind = event.target.value
            onFilterChange({ kind: isKindFilter(kind) ? kind : undefined })
          }}
        >
          <option value="">{t`All kinds`}</option>
          {KIND_FILTER_KEYS.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(KIND_FILTER_WORDS[kind])}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
