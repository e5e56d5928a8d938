import { plural } from '@lingui/core/macro'
import { OrganizationDistressBadge } from '@/components/entity-page/organization-status-badge'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { formatNumber } from '@/lib/format/format'
import { listRowAt, rowStatus, type MatchJob } from '../api/match-job'
import type { MatchServices } from '../api/match-runner'
import { startRun } from '../api/match-session'
import type { MatchStore } from '../api/match-store'
import { WARNING_STATUSES } from '../api/match-words'
import { focusWhenShown, useMatchAnnounce } from './match-announcer'
import { MatchStatusWords } from './match-cells'
import { confidenceText, ReasonList } from './reason-list'

interface Props {
  store: MatchStore
  job: MatchJob
  services: MatchServices
}

/**
 * The rows below the threshold (or ambiguous), one at a time: pick one of its candidates or reject
 * the row. By mouse, or by keyboard: 1–5 pick, X rejects, J/K or the arrow keys move. A decision
 * moves on to the next row and reads the enrichment facts of the picked organization.
 */
export function ReviewQueue({ store, job, services }: Props) {
  const { t } = useLingui()
  const queue = job.rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => rowStatus(row, job.threshold) === 'review')
  const [position, setPosition] = useState(0)
  const current = queue[Math.min(position, queue.length - 1)]
  const sectionRef = useRef<HTMLElement>(null)
  const hadFocus = useRef(false)
  const announce = useMatchAnnounce()

  // After a decision the next row takes the place of the decided one; keep the focus in the queue.
  useEffect(() => {
    if (hadFocus.current) sectionRef.current?.focus()
  }, [current?.index])

  if (queue.length === 0) return null

  const pickLabel = (name: string, key: number) => t`Pick ${name} (key ${key})`

  function decide(index: number, candidateId: string | null) {
    hadFocus.current = !!sectionRef.current?.contains(document.activeElement)
    store.updateRow(index, {
      decision: candidateId ? { kind: 'accepted', candidateId } : { kind: 'rejected' },
    })
    if (candidateId) void startRun(store, services, { rows: [index] })
    const row = formatNumber(index + 1)
    const name = job.rows[index]?.candidates.find((candidate) => candidate.id === candidateId)?.name
    const left = queue.length - 1
    const remaining = plural(left, {
      one: '# row left to review.',
      other: '# rows left to review.',
    })
    announce(
      name ? t`Row ${row}: ${name} picked. ${remaining}` : t`Row ${row} rejected. ${remaining}`,
    )
    // The last decision empties the queue: the work goes on in the results below.
    if (left === 0 && hadFocus.current) focusWhenShown('results-title')
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!current || event.altKey || event.ctrlKey || event.metaKey) return
    const target = event.target as HTMLElement
    if (target.tagName === 'INPUT' || target.tagName === 'SELECT') return
    const key = event.key.toLowerCase()
    const digit = Number(key)
    if (digit >= 1 && digit <= current.row.candidates.length) {
      decide(current.index, current.row.candidates[digit - 1]!.id)
    } else if (key === 'x' || key === 'delete') {
      decide(current.index, null)
    } else if (key === 'j' || key === 'arrowdown') {
      setPosition(Math.min(queue.length - 1, position + 1))
    } else if (key === 'k' || key === 'arrowup') {
      setPosition(Math.max(0, position - 1))
    } else return
    event.preventDefault()
  }

  const input = current ? listRowAt(job, current.index) : null
  const queued = formatNumber(queue.length)
  const lastKey = Math.max(1, current?.row.candidates.length ?? 1)
  const listRow = formatNumber((current?.index ?? 0) + 1)
  const queuePosition = formatNumber(Math.min(position, queue.length - 1) + 1)
  const inputName = input?.name ?? ''
  const inputFacts = input
    ? [input.postalCode, input.city, input.registerId].filter(Boolean).join(', ')
    : ''
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      aria-labelledby="review-title"
      aria-describedby="review-keys"
      id="review-queue"
      data-testid="review-queue"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 focus:outline-2 focus:outline-sky-700"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="review-title" className="text-lg font-semibold">
          {t`Review: ${plural(queue.length, { one: '# row', other: '# rows' })}`}
        </h2>
        <p id="review-keys" className="text-sm text-slate-700">
          <Trans>Keys: 1–{lastKey} pick a candidate, X rejects the row, J/K or ↓/↑ move.</Trans>
        </p>
      </div>
      {current && input ? (
        <div data-testid="review-item">
          <h3 className="font-medium">
            {inputFacts ? (
              <Trans>
                Row {listRow} of the list ({queuePosition} of {queued} to review): “{inputName}”,{' '}
                {inputFacts}
              </Trans>
            ) : (
              <Trans>
                Row {listRow} of the list ({queuePosition} of {queued} to review): “{inputName}”
              </Trans>
            )}
          </h3>
          <ol className="mt-2 space-y-2">
            {current.row.candidates.map((candidate, rank) => (
              <li
                key={candidate.id}
                className="flex flex-wrap items-start gap-3 rounded-md border border-slate-200 bg-white p-2"
              >
                <button
                  type="button"
                  onClick={() => decide(current.index, candidate.id)}
                  aria-label={pickLabel(candidate.name, rank + 1)}
                  className="rounded-md bg-slate-900 px-3 py-1 text-sm font-medium text-white hover:bg-slate-700"
                >
                  {rank + 1} · <Trans>Pick</Trans>
                </button>
                <div className="min-w-0 flex-1 text-sm">
                  <p>
                    <Link
                      to="/organizations/$id"
                      params={{ id: candidate.id }}
                      className="font-medium text-sky-800 underline"
                    >
                      {candidate.name}
                    </Link>{' '}
                    <OrganizationDistressBadge status={{ code: candidate.status }} />{' '}
                    <span className="text-slate-700 tabular-nums">
                      {confidenceText(candidate.confidence)}
                    </span>
                    {candidate.status && WARNING_STATUSES.has(candidate.status) ? (
                      <>
                        {' '}
                        <MatchStatusWords code={candidate.status} />
                      </>
                    ) : null}
                  </p>
                  <p className="text-slate-700">
                    {[candidate.address, candidate.register].filter(Boolean).join(' · ')}
                  </p>
                  <ReasonList reasons={candidate.reasons} />
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => decide(current.index, null)}
              className="rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-900 hover:bg-red-50"
            >
              <Trans>X · Reject this row</Trans>
            </button>
            <button
              type="button"
              onClick={() => setPosition(Math.max(0, position - 1))}
              disabled={position === 0}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm disabled:opacity-50"
            >
              <Trans>Previous</Trans>
            </button>
            <button
              type="button"
              onClick={() => setPosition(Math.min(queue.length - 1, position + 1))}
              disabled={position >= queue.length - 1}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm disabled:opacity-50"
            >
              <Trans>Next</Trans>
            </button>
          </div>
        </div>
      ) : null}
    </section>
  )
}
