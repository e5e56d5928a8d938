import { Link } from '@tanstack/react-router'
import { ENTITY_PAGES } from '@contract/entity-types'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatDateTime } from '@/lib/format/format'
import { localizeAddress } from '@/lib/datahub/vocabulary'
import {
  DISTRESS_TITLES,
  groupChanges,
  wordChange,
  type ChangeEvent,
  type WordingLang,
} from '@/lib/format/change-wording'
import type { Change } from '../api/monitor-schemas'

/** One part of an event: its sentence, and the register's own (German) words beside it. */
function ChangePart({ change, lang }: { change: Change; lang: WordingLang }) {
  // Addresses as the rest of the interface writes them: country and city in its language.
  const worded = wordChange(change, lang, { address: (line) => localizeAddress(line, lang) })
  return (
    <li
      data-testid="change"
      data-kind={change.kind}
      data-entity={change.entityId}
      data-unread={change.unread}
      className="break-words"
    >
      <span data-testid="change-text">{worded.text}</span>
      {worded.quote ? (
        <>
          {': '}
          <q lang="de" className="text-slate-700">
            {worded.quote}
          </q>
        </>
      ) : null}
    </li>
  )
}

/**
 * One event: what one check found on one entity (an insolvency opening with its notice,
 * publication and status change is one entry), headed by its weightiest part, with the day it
 * took place apart from when it was found. Insolvency, liquidation and dissolution stand out by a
 * label and a border; unread events carry a label too (not only a colour).
 */
function ChangeEventItem({
  event,
  lang,
  showEntity,
  showList,
}: {
  event: ChangeEvent<Change>
  lang: WordingLang
  showEntity: boolean
  showList: boolean
}) {
  const first = event.changes[0]!
  const unread = event.changes.some((change) => change.unread)
  const tone = event.distress
    ? 'border-red-700 bg-red-50'
    : unread
      ? 'border-amber-500 bg-amber-50'
      : 'border-transparent'
  const happened = event.eventDate ? formatDate(event.eventDate) : null
  const found = formatDateTime(first.detectedAt)
  return (
    <li
      data-testid="change-event"
      data-entity={first.entityId}
      data-distress={event.distress ?? undefined}
      className={`border-l-4 py-3 pl-3 ${tone}`}
    >
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-800">
        {unread ? (
          <span className="rounded bg-amber-300 px-1.5 text-xs font-semibold text-slate-900">
            <Trans>Unread</Trans>
          </span>
        ) : null}
        {event.distress ? (
          <span
            data-testid="distress"
            className="rounded bg-red-700 px-1.5 text-xs font-semibold text-white uppercase"
          >
            {DISTRESS_TITLES[event.distress][lang]}
          </span>
        ) : null}
        <span data-testid="event-title" className="font-semibold text-slate-900">
          {event.title}
        </span>
        {showEntity ? (
          <Link
            to={ENTITY_PAGES[first.entityType]}
            params={{ id: first.entityId }}
            className="text-sky-800 underline"
          >
            {first.entityName}
          </Link>
        ) : null}
      </p>
      <p className="mt-0.5 text-sm text-slate-700">
        {happened ? (
          <span data-testid="event-date" className="mr-3">
            <Trans>Took place:</Trans> <time dateTime={event.eventDate!}>{happened}</time>
          </span>
        ) : null}
        <span data-testid="found-at" className="mr-3">
          <Trans>Found:</Trans> <time dateTime={first.detectedAt}>{found}</time>
        </span>
        {showList ? (
          // The name stays outside the message: Lingui would read tag-like text in it as markup.
          <span>
            <Trans>List:</Trans> {first.listName}
          </span>
        ) : null}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-900">
        {event.changes.map((change) => (
          <ChangePart key={change.id} change={change} lang={lang} />
        ))}
      </ul>
    </li>
  )
}

/** Changes as events, in the interface language, newest first as the server sent them. */
export function ChangeEvents({
  changes,
  showEntity = true,
  showList = false,
  testId,
}: {
  changes: Change[]
  showEntity?: boolean
  showList?: boolean
  testId: string
}) {
  const { i18n } = useLingui()
  const lang: WordingLang = i18n.locale === 'de' ? 'de' : 'en'
  return (
    <ol data-testid={testId} className="mt-4 divide-y divide-slate-200">
      {groupChanges(changes, lang).map((event) => (
        <ChangeEventItem
          key={`${event.changes[0]!.listId}-${event.key}`}
          event={event}
          lang={lang}
          showEntity={showEntity}
          showList={showList}
        />
      ))}
    </ol>
  )
}
