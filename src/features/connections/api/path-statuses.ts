/**
 * The register status of the organizations on the found paths, for their distress badges.
 *
 * The entity network (docs/datahub-api.md §7 (k)) names each entity but carries no status, so a
 * status costs one record read (one credit, §10). The reads go through the shared record query:
 * the ends (read by the form anyway), pages already visited and the map's pins cost nothing, and
 * a status read here serves the organization's page later. When the paths hold only a few
 * organizations not read yet, they are read at once (a handful of credits beside a search of up
 * to 20 resolves); with more, the analyst is told the cost and asks.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { entityRecordQuery, recordStatusCode } from '@/lib/entity/entity-record-query'
import { distressOf } from '@/lib/datahub/organization-status'
import type { ConnectionEntity } from './connection-graph'

/** Record reads made without asking: a few credits next to the search's own. */
export const STATUS_AUTO_READS = 6
/** A status changes with filings, not while someone reads. */
const STALE_MS = 10 * 60_000

export type PathStatusState = 'offer' | 'checking' | 'done'

export interface PathStatuses {
  /** The status code of an organization on the paths, when read. */
  statusOf: (id: string) => string | null
  state: PathStatusState
  /** Organizations on the paths. */
  total: number
  /** Record reads the check costs (those not already read). */
  reads: number
  /** Organizations in insolvency, liquidation or dissolved. */
  distressed: number
  /** Organizations whose record could not be read. */
  failed: number
  check: () => void
  retryFailed: () => void
}

export function usePathStatuses(organizations: ConnectionEntity[]): PathStatuses {
  const queryClient = useQueryClient()
  // Asked for these organizations (a new answer asks again).
  const [checked, setChecked] = useState<ConnectionEntity[] | null>(null)
  // Counted when the answer arrives: what is in the cache (or on its way) costs nothing more.
  const reads = useMemo(
    () =>
      organizations.filter(
        (organization) =>
          queryClient.getQueryState(entityRecordQuery('organization', organization.id).queryKey) ===
          undefined,
      ).length,
    [organizations, queryClient],
  )
  const enabled = reads <= STATUS_AUTO_READS || checked === organizations
  const results = useQueries({
    queries: organizations.map((organization) => ({
      ...entityRecordQuery('organization', organization.id),
      select: recordStatusCode,
      staleTime: STALE_MS,
      enabled,
    })),
  })
  const codes = new Map<string, string | null>()
  organizations.forEach((organization, index) =>
    codes.set(organization.id, results[index]?.data ?? null),
  )
  const settled = results.filter((result) => result.isSuccess || result.isError).length
  const failed = results.filter((result) => result.isError).length
  return {
    statusOf: (id) => codes.get(id) ?? null,
    state: settled === organizations.length ? 'done' : enabled ? 'checking' : 'offer',
    total: organizations.length,
    reads,
    distressed: results.filter((result) => distressOf({ code: result.data ?? null })).length,
    failed,
    check: () => setChecked(organizations),
    retryFailed: () => {
      for (const result of results) if (result.isError) void result.refetch()
    },
  }
}
