import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatNumber } from '@/lib/format/format'
import type { TimelineEvent } from '../api/models/register-models'
import { GERMAN_ROLE_TERMS, roleInWords } from '@/lib/datahub/roles'
import { DeliveredTextSpan, WordsWithGermanTerm } from '@/components/delivered-text'
import { categoryWords } from './label-words'
import { EntityLink } from './entity-link'
import { RelationEmpty } from './relation-empty'

/**
 * A vertical timeline with a category filter (local state: a filter of one tab's list is a
 * reading aid, not a view worth sharing). Newest first.
 */
export function RelationTimeline({
  events,
  empty,
  label,
}: {
  events: TimelineEvent[]
  /** What the timeline says when it holds nothing, in the reader's language. */
  empty: string
  label: string
}) {
  const [category, setCategory] = useState('')
  const { i18n, t } = useLingui()
  if (events.length === 0) return <RelationEmpty>{empty}</RelationEmpty>
  const counts = new Map<string, number>()
  for (const event of events)
    if (event.category) counts.set(event.category, (counts.get(event.category) ?? 0) + 1)
  const shown = category ? events.filter((event) => event.category === category) : events
  const total = formatNumber(events.length)
  const shownCount = formatNumber(shown.length)
  return (
    <div className="space-y-3">
      {counts.size > 1 ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
            <Trans>Category</Trans>
            <select
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
            >
              <option value="">{t`All categories (${total})`}</option>
              {[...counts.entries()].sort().map(([value, count]) => (
                <option key={value} value={value}>
                  {categoryWords(i18n, value)} ({formatNumber(count)})
                </option>
              ))}
            </select>
          </label>
          <p className="text-sm text-slate-600" aria-live="polite">
            <Trans>
              {shownCount} of {total} shown
            </Trans>
          </p>
        </div>
      ) : null}
      <ol aria-label={label} className="relative space-y-4 border-l-2 border-slate-200 pl-5">
        {shown.map((event, index) => {
          const source = event.source
          return (
            <li key={`${event.date}-${index}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.65rem] h-3 w-3 rounded-full border-2 border-white bg-sky-700"
              />
              <p className="text-xs text-slate-600">
                <time dateTime={event.date ?? undefined}>{formatDate(event.date)}</time>
                {event.category ? (
                  <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">
                    {categoryWords(i18n, event.category)}
                  </span>
                ) : null}
              </p>
              <p className="font-medium text-slate-900">
                {/* Register entries are German; an English title, when the Data Hub has one, first. */}
                {event.title ? (
                  <DeliveredTextSpan value={event.title} />
                ) : event.role ? (
                  <WordsWithGermanTerm text={roleInWords(event.role)} terms={GERMAN_ROLE_TERMS} />
                ) : (
                  categoryWords(i18n, event.category)
                )}
                {event.organization ? (
                  <>
                    {' · '}
                    <EntityLink entity={event.organization} />
                  </>
                ) : null}
              </p>
              {event.text ? (
                <p className="mt-0.5 text-sm text-slate-700">
                  <DeliveredTextSpan value={event.text} />
                </p>
              ) : null}
              {event.source ? (
                <p className="mt-0.5 text-xs text-slate-500">
                  <Trans>Source: {source}</Trans>
                </p>
              ) : null}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
