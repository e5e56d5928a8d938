import type { MessageDescriptor } from '@lingui/core'
import { OrganizationDistressBadge } from '@/components/entity-page/organization-status-badge'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { ValueKind } from '@/components/data-table/cell-format'
import { formatDate, formatDecimal, formatEuro, formatNumber } from '@/lib/format/format'
import { enrichmentsOf, representativesOf, type EnrichmentOutput } from '../api/enrichment'
import { enrichmentValue, resultRows, type ResultRow } from '../api/match-export'
import { listRowAt, rowStatus, type MatchJob, type RowStatus } from '../api/match-job'
import type { MatchStore } from '../api/match-store'
import { MATCH_FILTERS, type MatchFilter } from '../match-search-params'
import { ROW_STATUS_WORDS } from '../api/match-words'
import { MatchStatusWords, RepresentativesWords } from './match-cells'
import { confidenceText, ReasonList } from './reason-list'

export const PAGE_SIZE = 50

const FILTER_WORDS: Record<MatchFilter, MessageDescriptor> = {
  all: msg`All rows`,
  review: msg`Needs review`,
  matched: msg`Matched or confirmed`,
  rejected: msg`Rejected`,
  none: msg`No candidate or failed`,
}

const FILTER_STATUSES: Record<MatchFilter, RowStatus[] | null> = {
  all: null,
  review: ['review'],
  matched: ['matched', 'accepted'],
  rejected: ['rejected'],
  none: ['none', 'error'],
}

const STATUS_CLASS: Record<RowStatus, string> = {
  pending: 'text-slate-700',
  matched: 'text-emerald-800',
  accepted: 'text-emerald-800',
  review: 'text-amber-900',
  rejected: 'text-red-800',
  none: 'text-slate-700',
  error: 'text-red-800',
}

/** Amounts in euros, counts as numbers, dates as dates; codes and years as written. */
function display(value: unknown, kind: ValueKind, key: string): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'number') {
    if (key === 'revenue' || key === 'netIncome') return formatEuro(value)
    if (kind === 'decimal') return formatDecimal(Math.round(value * 1e5) / 1e5)
    return formatNumber(value)
  }
  if (kind === 'date') return formatDate(value)
  return String(value)
}

interface Props {
  store: MatchStore
  job: MatchJob
  filter: MatchFilter
  page: number
  onChange: (patch: { show?: MatchFilter; page?: number }) => void
}

/** The list with its matches, a page at a time, filtered by status; a decision can be undone. */
export function ResultsTable({ store, job, filter, page, onChange }: Props) {
  const { t, i18n } = useLingui()
  const selectId = useId()
  const statuses = FILTER_STATUSES[filter]
  const rows = resultRows(job).filter(
    (row) => !statuses || statuses.includes(rowStatus(row.state, job.threshold)),
  )
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE))
  const current = Math.min(page, pages)
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)
  const outputs = enrichmentsOf(job.enrichments).flatMap((enrichment) => enrichment.outputs)

  return (
    <section aria-labelledby="results-title" className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="results-title" className="text-lg font-semibold">
          <Trans>Results</Trans>
        </h2>
        <label htmlFor={selectId} className="text-sm font-medium">
          <Trans>Show</Trans>
        </label>
        <select
          id={selectId}
          value={filter}
          onChange={(event) =>
            onChange({ show: event.target.value as MatchFilter, page: undefined })
          }
          className="rounded-md border border-slate-300 px-2 py-1 text-sm"
        >
          {MATCH_FILTERS.map((option) => (
            <option key={option} value={option}>
              {i18n._(FILTER_WORDS[option])}
            </option>
          ))}
        </select>
        <span className="text-sm text-slate-700" data-testid="results-count">
          {plural(rows.length, { one: '# row', other: '# rows' })}
        </span>
      </div>
      {/* The table scrolls in its own box: many added columns never widen the page. `relative`:
          the cells' screen-reader texts are absolutely placed and would otherwise overflow the page. */}
      <div
        className="relative max-w-full overflow-x-auto rounded-md border border-slate-200"
        data-testid="match-results-box"
      >
        <table
          className="min-w-full text-sm"
          data-testid="match-results"
          aria-labelledby="results-title"
        >
          <thead className="bg-slate-100 text-left">
            <tr>
              <th scope="col" className="px-2 py-1">
                <Trans>Row</Trans>
              </th>
              <th scope="col" className="px-2 py-1">
                <Trans>Name in the list</Trans>
              </th>
              {/* Not "Status": the added register status column is called that. */}
              <th scope="col" className="px-2 py-1">
                <Trans>Match status</Trans>
              </th>
              <th scope="col" className="px-2 py-1">
                <Trans>Organization</Trans>
              </th>
              <th scope="col" className="px-2 py-1">
                <Trans>Confidence</Trans>
              </th>
              {outputs.map((output) => (
                <th key={output.key} scope="col" className="px-2 py-1">
                  {i18n._(output.label)}
                </th>
              ))}
              <th scope="col" className="px-2 py-1">
                <span className="sr-only">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <ResultLine
                key={row.index}
                row={row}
                job={job}
                outputs={outputs}
                onUndo={() => store.updateRow(row.index, { decision: null })}
                onReject={() => store.updateRow(row.index, { decision: { kind: 'rejected' } })}
              />
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label={t`Result pages`} className="flex items-center gap-2 text-sm">
          <button
            type="button"
            disabled={current <= 1}
            onClick={() => onChange({ page: current - 1 })}
            className="rounded-md border border-slate-300 px-2 py-1 disabled:opacity-50"
          >
            <Trans>Previous page</Trans>
          </button>
          <span>
            <Trans>
              Page {current} of {pages}
            </Trans>
          </span>
          <button
            type="button"
            disabled={current >= pages}
            onClick={() => onChange({ page: current + 1 })}
            className="rounded-md border border-slate-300 px-2 py-1 disabled:opacity-50"
          >
            <Trans>Next page</Trans>
          </button>
        </nav>
      ) : null}
    </section>
  )
}

function ResultLine({
  row,
  job,
  outputs,
  onUndo,
  onReject,
}: {
  row: ResultRow
  job: MatchJob
  outputs: EnrichmentOutput[]
  onUndo: () => void
  onReject: () => void
}) {
  const { t, i18n } = useLingui()
  const status = rowStatus(row.state, job.threshold)
  const input = listRowAt(job, row.index)
  const rowNumber = row.index + 1
  const best = row.chosen ?? row.state.candidates[0] ?? null
  return (
    <tr
      className="border-t border-slate-200 align-top"
      data-testid="match-row"
      data-status={status}
    >
      <td className="px-2 py-1 tabular-nums">{row.index + 1}</td>
      <td className="px-2 py-1">{input.name || '—'}</td>
      <td className={`px-2 py-1 font-medium ${STATUS_CLASS[status]}`}>
        {i18n._(ROW_STATUS_WORDS[status])}
        {status === 'error' && row.state.error ? (
          <span className="block font-normal">{row.state.error}</span>
        ) : null}
      </td>
      <td className="px-2 py-1">
        {row.chosen ? (
          <>
            <Link
              to="/organizations/$id"
              params={{ id: row.chosen.id }}
              className="text-sky-800 underline"
            >
              {row.chosen.name}
            </Link>{' '}
            <OrganizationDistressBadge status={{ code: row.chosen.status }} />
            <ReasonList reasons={row.chosen.reasons} />
          </>
        ) : (
          '—'
        )}
      </td>
      <td className="px-2 py-1 tabular-nums">{best ? confidenceText(best.confidence) : '—'}</td>
      {outputs.map((output) => (
        <td key={output.key} className="px-2 py-1">
          {output.key === 'status' ? (
            <MatchStatusWords code={row.chosen?.status ?? null} />
          ) : output.key === 'managingDirectors' ? (
            <RepresentativesWords
              value={row.chosen ? representativesOf(row.state.management) : null}
            />
          ) : (
            display(enrichmentValue(row, output.key), output.kind, output.key)
          )}
        </td>
      ))}
      <td className="px-2 py-1">
        {row.state.decision ? (
          <button
            type="button"
            onClick={onUndo}
            aria-label={t`Undo the decision on row ${rowNumber}`}
            className="text-sky-800 underline"
          >
            <Trans>Undo decision</Trans>
          </button>
        ) : status === 'matched' ? (
          <button
            type="button"
            onClick={onReject}
            aria-label={t`Reject the match of row ${rowNumber}`}
            className="text-sky-800 underline"
          >
            <Trans>Reject</Trans>
          </button>
        ) : null}
      </td>
    </tr>
  )
}
