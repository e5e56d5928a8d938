import { Link } from '@tanstack/react-router'
import { ENTITY_PAGES } from '@contract/entity-types'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/format'
import type { Change } from '../api/monitor-schemas'
import { kindInWords, valueInWords } from '../change-words'

/** The before → after of one change; "none" stands for a value that was not there. */
function BeforeAfter({ change }: { change: Change }) {
  const { t } = useLingui()
  const none = <span className="text-slate-500 italic">{t`none`}</span>
  const value = (text: string | null) =>
    text === null ? none : <span className="break-words">{valueInWords(change.kind, text)}</span>
  return (
    <p className="mt-1 text-slate-900" data-testid="change-values">
      {value(change.before)} <span aria-hidden="true">→</span>{' '}
      <span className="sr-only">{t`became`} </span>
      {value(change.after)}
    </p>
  )
}

/**
 * One change: what changed (in words), on which entity (a link to its page), its before and after,
 * when it was found and, across lists, on which list. Unread ones carry a marker that is also read
 * out (not only a colour).
 */
export function ChangeItem({
  change,
  showEntity = true,
  showList = false,
}: {
  change: Change
  showEntity?: boolean
  showList?: boolean
}) {
  return (
    <li
      data-testid="change"
      data-kind={change.kind}
      data-entity={change.entityId}
      data-unread={change.unread}
      className={`border-l-4 py-3 pl-3 ${change.unread ? 'border-amber-500 bg-amber-50' : 'border-transparent'}`}
    >
      <p className="flex flex-wrap items-baseline gap-x-3 text-sm text-slate-700">
        {change.unread ? (
          <span className="rounded bg-amber-300 px-1.5 text-xs font-semibold text-slate-900">
            <Trans>Unread</Trans>
          </span>
        ) : null}
        <span className="font-semibold text-slate-900">{kindInWords(change.kind)}</span>
        {showEntity ? (
          <Link
            to={ENTITY_PAGES[change.entityType]}
            params={{ id: change.entityId }}
            className="text-sky-800 underline"
          >
            {change.entityName}
          </Link>
        ) : null}
        <time dateTime={change.detectedAt}>{formatDateTime(change.detectedAt)}</time>
        {showList ? (
          // The name stays outside the message: Lingui would read tag-like text in it as markup.
          <span>
            <Trans>List:</Trans> {change.listName}
          </span>
        ) : null}
      </p>
      <BeforeAfter change={change} />
    </li>
  )
}
