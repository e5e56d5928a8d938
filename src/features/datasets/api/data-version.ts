/**
 * Version-pinned dataset links (docs/datahub-api.md §6.1, §6.2). A link carries the data version
 * its view showed; comparing it with the metadata's `data_version` (fetched anyway) tells whether
 * the data changed since, at no extra request. The Data Hub only ever serves the current rows, so
 * what a pinned link can offer is the rows delivered since its version, through `version_boundary`.
 */
import type { StreamBase } from './dataset-schemas'
import type { DatasetView } from './dataset-view'

/**
 * A version the Data Hub could know: one token (UUIDs on the real service) without the comma that
 * separates two versions in a `version_boundary`, or spaces. Anything else is not sent at all.
 */
const VERSION_TOKEN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/

export const isVersionToken = (value: string) => VERSION_TOKEN.test(value)

export type VersionPin =
  /** Nothing to say: no version in the link, or the one the Data Hub serves now. */
  | { kind: 'none' }
  /** The link's version is not one the Data Hub could know. */
  | { kind: 'malformed'; pinned: string; current: string | null }
  /** The metadata names no current version, so nobody can tell whether the data changed. */
  | { kind: 'unannounced'; pinned: string }
  | {
      kind: 'changed'
      pinned: string
      /** When the pinned version was ingested, if a row of the metadata's sample says so. */
      pinnedAt: string | null
      current: string
      currentAt: string | null
    }

export function versionPin(base: StreamBase, version: string | undefined): VersionPin {
  if (version === undefined) return { kind: 'none' }
  const current = base.data_version?.trim() || null
  if (!isVersionToken(version)) return { kind: 'malformed', pinned: version, current }
  if (current === null) return { kind: 'unannounced', pinned: version }
  if (current === version) return { kind: 'none' }
  return {
    kind: 'changed',
    pinned: version,
    pinnedAt: ingestedAt(base.data ?? null, version),
    current,
    currentAt: base.data_updated_at ?? null,
  }
}

/** Rows carry the version that delivered them and when (§6.1): the sample may name the pinned one. */
function ingestedAt(rows: readonly Record<string, unknown>[] | null, version: string) {
  const row = rows?.find((candidate) => candidate.fb_data_version === version)
  return typeof row?.fb_datetime === 'string' ? row.fb_datetime : null
}

/** The version whose later rows the view shows, or null for every current row. */
export function changedSince(view: Pick<DatasetView, 'version' | 'changes'>): string | null {
  return view.changes && view.version && isVersionToken(view.version) ? view.version : null
}
