import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { formatNumber } from '@/lib/format/format'
import type { ColumnRole } from '../api/column-guess'
import { guessMapping } from '../api/column-guess'
import { paidSources } from '../api/enrichment'
import { listHeaders, listRows, MAX_ROWS, tooManyRowsMessage } from '../api/list-input'
import { emptyRow, type MatchJob } from '../api/match-job'
import type { MatchServices } from '../api/match-runner'
import { startRun } from '../api/match-session'
import type { MatchStore } from '../api/match-store'
import { EnrichmentPicker } from './enrichment-picker'
import { SearchCost } from './search-cost'
import { ThresholdInput } from './threshold-input'

const ROLES: { role: ColumnRole; title: MessageDescriptor; required?: boolean }[] = [
  { role: 'name', title: msg`Name (required)`, required: true },
  { role: 'postalCode', title: msg`Postal code` },
  { role: 'city', title: msg`City` },
  { role: 'registerId', title: msg`Register ID` },
]

const PREVIEW_ROWS = 5

interface Props {
  store: MatchStore
  job: MatchJob
  services: MatchServices
}

/** Step 2: which column is which (guessed, changeable), the columns to add, and the threshold. */
export function MappingStep({ store, job, services }: Props) {
  const { t, i18n } = useLingui()
  const headers = listHeaders(job.list, (position) => t`Column ${position}`)
  const rows = listRows(job.list)
  const idPrefix = useId()
  const paid = paidSources(job.enrichments).length
  const tooMany = rows.length > MAX_ROWS

  function setHasHeader(hasHeader: boolean) {
    const list = { ...job.list, hasHeader }
    const nextRows = listRows(list)
    store.update(() => ({
      ...job,
      list,
      mapping: guessMapping(listHeaders(list), nextRows),
      rows: nextRows.map(emptyRow),
    }))
  }

  function start() {
    store.update((current) => ({ ...current, stage: 'results' }))
    void startRun(store, services)
  }

  const fileName = job.list.fileName
  const rowCount = formatNumber(rows.length)
  const paidCalls = plural(paid, {
    one: '# call per matched row for the added columns',
    other: '# calls per matched row for the added columns',
  })

  return (
    <section aria-labelledby="mapping-title" className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="mapping-title" className="text-lg font-semibold">
          {fileName ? <Trans>2. Columns of {fileName}</Trans> : <Trans>2. Columns</Trans>}
        </h2>
        <button
          type="button"
          onClick={() => store.set(null)}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
        >
          <Trans>Choose another list</Trans>
        </button>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={job.list.hasHeader}
          onChange={(event) => setHasHeader(event.target.checked)}
        />
        <Trans>The first row holds column names</Trans>
      </label>
      <div className="relative overflow-x-auto rounded-md border border-slate-200">
        <table className="min-w-full text-sm">
          <caption className="sr-only">
            <Trans>
              The first {PREVIEW_ROWS} of {rowCount} rows
            </Trans>
          </caption>
          <thead className="bg-slate-100 text-left">
            <tr>
              {headers.map((header, index) => (
                <th key={index} scope="col" className="px-2 py-1 font-medium">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, PREVIEW_ROWS).map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t border-slate-200">
                {headers.map((_, index) => (
                  <td key={index} className="px-2 py-1">
                    {row[index] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-4">
        <legend className="mb-1 font-medium">
          <Trans>Which column holds what</Trans>
        </legend>
        {ROLES.map(({ role, title, required }) => (
          <div key={role}>
            <label htmlFor={`${idPrefix}-${role}`} className="block text-sm font-medium">
              {i18n._(title)}
            </label>
            <select
              id={`${idPrefix}-${role}`}
              value={job.mapping[role] ?? ''}
              required={required}
              onChange={(event) =>
                store.update((current) => ({
                  ...current,
                  mapping: {
                    ...current.mapping,
                    [role]: event.target.value === '' ? null : Number(event.target.value),
                  },
                }))
              }
              className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            >
              <option value="">{required ? t`Choose a column` : t`Not in the list`}</option>
              {headers.map((header, index) => (
                <option key={index} value={index}>
                  {header}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <EnrichmentPicker
        value={job.enrichments}
        onChange={(enrichments) => store.update((current) => ({ ...current, enrichments }))}
      />
      <ThresholdInput
        value={job.threshold}
        onChange={(threshold) => store.update((current) => ({ ...current, threshold }))}
      />
      <SearchCost paidCalls={paid === 0 ? null : paidCalls} />
      {tooMany ? (
        <p role="alert" className="text-red-800">
          {tooManyRowsMessage(rows.length)}
        </p>
      ) : null}
      <button
        type="button"
        onClick={start}
        disabled={job.mapping.name === null || tooMany}
        className="rounded-md bg-slate-900 px-4 py-2 font-medium text-white hover:bg-slate-700 disabled:opacity-50"
      >
        {t`Match ${plural(rows.length, { one: '# row', other: '# rows' })}`}
      </button>
    </section>
  )
}
