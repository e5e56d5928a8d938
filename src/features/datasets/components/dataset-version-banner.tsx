/**
 * What a version-pinned dataset link says when the data has changed since it was made: both
 * versions, what that means for the rows on screen, and the ways on (docs/datahub-api.md §6.2).
 */
import type { ReactNode } from 'react'
import { ApiError } from '@/lib/api-client'
import { formatDateTime, formatNumber } from '@/lib/format'
import type { VersionPin } from '../api/data-version'

interface Props {
  pin: VersionPin
  /** The version whose later rows the table shows, or null for every current row. */
  since: string | null
  /** Rows of the changed-rows view once its total is known. */
  changedCount: number | null
  /** The error of the rows request, if any: a 4xx in the changed-rows view is about the version. */
  error: unknown
  onShowChanges: () => void
  onShowAll: () => void
  onSwitchToCurrent: () => void
}

/** The Data Hub refused the boundary itself (not a rate limit or credentials). */
export function isRefusedVersion(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 429
  )
}

const Version = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-white/70 px-1 font-mono text-xs break-all">{children}</code>
)

const TITLES: Record<VersionPin['kind'], string> = {
  none: 'Rows changed since the current version',
  malformed: 'This link names a data version the Data Hub cannot know',
  unannounced: 'This link names a data version the Data Hub does not confirm',
  changed: 'This link was made for an earlier version of the data',
}

const BUTTON =
  'rounded-md border border-sky-700 bg-white px-3 py-1.5 text-sm font-medium text-sky-900 hover:bg-sky-100'

export function DatasetVersionBanner(props: Props) {
  const { pin, since, changedCount, error } = props
  if (pin.kind === 'none' && since === null) return null
  const refused = since !== null && isRefusedVersion(error)
  return (
    <section
      aria-labelledby="dataset-version-title"
      className="space-y-2 rounded-md border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950"
      data-testid="dataset-version-banner"
    >
      <h2 id="dataset-version-title" className="font-semibold">
        {TITLES[pin.kind]}
      </h2>
      <PinExplanation pin={pin} />
      {since !== null && !refused ? (
        <p data-testid="changed-rows-note">
          {changedCount === null
            ? 'Showing the rows added or updated since version '
            : `Showing ${formatNumber(changedCount)} ${changedCount === 1 ? 'row' : 'rows'} added or updated since version `}
          <Version>{since}</Version>. The columns fb_data_version and fb_datetime, shown first, name
          the update that delivered each row. An updated row cannot be told apart from an added one,
          and rows removed since then are not listed: the Data Hub only serves current rows.
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className="text-red-900">
          The Data Hub does not accept version <Version>{since}</Version> as a starting point
          {error.message ? ` (“${error.message}”)` : ''}. It may no longer keep that version, so the
          rows changed since then cannot be listed. The current rows are still available.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {since === null && pin.kind !== 'malformed' ? (
          <button type="button" className={BUTTON} onClick={props.onShowChanges}>
            Show rows changed since this link’s version
          </button>
        ) : null}
        {since !== null ? (
          <button type="button" className={BUTTON} onClick={props.onShowAll}>
            Show all current rows
          </button>
        ) : null}
        {pin.kind !== 'none' && (pin.kind !== 'malformed' || pin.current !== null) ? (
          <button type="button" className={BUTTON} onClick={props.onSwitchToCurrent}>
            Switch the link to the current version
          </button>
        ) : null}
      </div>
    </section>
  )
}

function PinExplanation({ pin }: { pin: VersionPin }) {
  switch (pin.kind) {
    case 'none':
      return null
    case 'malformed':
      return (
        <p>
          The link’s data version “{pin.pinned}” is not a single version identifier, so it was not
          sent to the Data Hub. The table shows the current rows
          {pin.current ? (
            <>
              {' '}
              (version <Version>{pin.current}</Version>)
            </>
          ) : null}
          .
        </p>
      )
    case 'unannounced':
      return (
        <p>
          The link was made at data version <Version>{pin.pinned}</Version>. The Data Hub does not
          say which version it serves now, so whether the data changed since is unknown. The table
          shows the current rows.
        </p>
      )
    case 'changed':
      return (
        <p>
          The link was made at data version <Version>{pin.pinned}</Version>
          {pin.pinnedAt ? `, ingested ${formatDateTime(pin.pinnedAt)}` : ''}. The dataset is now at
          version <Version>{pin.current}</Version>
          {pin.currentAt ? `, updated ${formatDateTime(pin.currentAt)}` : ''}. The table shows the
          current rows: the Data Hub does not serve earlier versions, so rows may differ from what
          the link’s author saw.
        </p>
      )
  }
}
