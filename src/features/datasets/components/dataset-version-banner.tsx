/**
 * What a version-pinned dataset link says when the data has changed since it was made: both
 * versions, what that means for the rows on screen, and the ways on (docs/datahub-api.md §6.2).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ApiError } from '@/lib/api/errors'
import { formatDateTime, formatNumber } from '@/lib/format/format'
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

const TITLES: Record<VersionPin['kind'], MessageDescriptor> = {
  none: msg`Rows changed since the current version`,
  malformed: msg`This link names a data version the Data Hub cannot know`,
  unannounced: msg`This link names a data version the Data Hub does not confirm`,
  changed: msg`This link was made for an earlier version of the data`,
}

const BUTTON =
  'rounded-md border border-sky-700 bg-white px-3 py-1.5 text-sm font-medium text-sky-900 hover:bg-sky-100'

export function DatasetVersionBanner(props: Props) {
  const { i18n } = useLingui()
  const { pin, since, changedCount, error } = props
  if (pin.kind === 'none' && since === null) return null
  const refused = since !== null && isRefusedVersion(error)
  const reason = refused ? error.message : ''
  return (
    <section
      aria-labelledby="dataset-version-title"
      className="space-y-2 rounded-md border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950"
      data-testid="dataset-version-banner"
    >
      <h2 id="dataset-version-title" className="font-semibold">
        {i18n._(TITLES[pin.kind])}
      </h2>
      <PinExplanation pin={pin} />
      {since !== null && !refused ? (
        <p data-testid="changed-rows-note">
          <ChangedRowsNote since={since} changedCount={changedCount} />
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className="text-red-900">
          {error.message ? (
            <Trans>
              The Data Hub does not accept version <Version>{since}</Version> as a starting point (“
              {reason}”). It may no longer keep that version, so the rows changed since then cannot
              be listed. The current rows are still available.
            </Trans>
          ) : (
            <Trans>
              The Data Hub does not accept version <Version>{since}</Version> as a starting point.
              It may no longer keep that version, so the rows changed since then cannot be listed.
              The current rows are still available.
            </Trans>
          )}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {since === null && pin.kind !== 'malformed' ? (
          <button type="button" className={BUTTON} onClick={props.onShowChanges}>
            <Trans>Show rows changed since this link’s version</Trans>
          </button>
        ) : null}
        {since !== null ? (
          <button type="button" className={BUTTON} onClick={props.onShowAll}>
            <Trans>Show all current rows</Trans>
          </button>
        ) : null}
        {pin.kind !== 'none' && (pin.kind !== 'malformed' || pin.current !== null) ? (
          <button type="button" className={BUTTON} onClick={props.onSwitchToCurrent}>
            <Trans>Switch the link to the current version</Trans>
          </button>
        ) : null}
      </div>
    </section>
  )
}

function ChangedRowsNote({ since, changedCount }: { since: string; changedCount: number | null }) {
  const rest = (
    <Trans>
      The columns fb_data_version and fb_datetime, shown first, name the update that delivered each
      row. An updated row cannot be told apart from an added one, and rows removed since then are
      not listed: the Data Hub only serves current rows.
    </Trans>
  )
  if (changedCount === null)
    return (
      <>
        <Trans>
          Showing the rows added or updated since version <Version>{since}</Version>.
        </Trans>{' '}
        {rest}
      </>
    )
  const count = formatNumber(changedCount)
  return (
    <>
      {changedCount === 1 ? (
        <Trans>
          Showing {count} row added or updated since version <Version>{since}</Version>.
        </Trans>
      ) : (
        <Trans>
          Showing {count} rows added or updated since version <Version>{since}</Version>.
        </Trans>
      )}{' '}
      {rest}
    </>
  )
}

function PinExplanation({ pin }: { pin: VersionPin }) {
  switch (pin.kind) {
    case 'none':
      return null
    case 'malformed': {
      const { pinned, current } = pin
      return (
        <p>
          {current ? (
            <Trans>
              The link’s data version “{pinned}” is not a single version identifier, so it was not
              sent to the Data Hub. The table shows the current rows (version{' '}
              <Version>{current}</Version>).
            </Trans>
          ) : (
            <Trans>
              The link’s data version “{pinned}” is not a single version identifier, so it was not
              sent to the Data Hub. The table shows the current rows.
            </Trans>
          )}
        </p>
      )
    }
    case 'unannounced': {
      const { pinned } = pin
      return (
        <p>
          <Trans>
            The link was made at data version <Version>{pinned}</Version>. The Data Hub does not say
            which version it serves now, so whether the data changed since is unknown. The table
            shows the current rows.
          </Trans>
        </p>
      )
    }
    case 'changed': {
      const { pinned, current } = pin
      const pinnedAt = pin.pinnedAt ? formatDateTime(pin.pinnedAt) : null
      const currentAt = pin.currentAt ? formatDateTime(pin.currentAt) : null
      return (
        <p>
          {pinnedAt ? (
            <Trans>
              The link was made at data version <Version>{pinned}</Version>, ingested {pinnedAt}.
            </Trans>
          ) : (
            <Trans>
              The link was made at data version <Version>{pinned}</Version>.
            </Trans>
          )}{' '}
          {currentAt ? (
            <Trans>
              The dataset is now at version <Version>{current}</Version>, updated {currentAt}.
            </Trans>
          ) : (
            <Trans>
              The dataset is now at version <Version>{current}</Version>.
            </Trans>
          )}{' '}
          <Trans>
            The table shows the current rows: the Data Hub does not serve earlier versions, so rows
            may differ from what the link’s author saw.
          </Trans>
        </p>
      )
    }
  }
}
