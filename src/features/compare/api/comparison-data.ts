import { queryOptions, useQueries, type QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api/errors'
import { entityRecordQuery } from '@/lib/entity/entity-record-query'
import type { KpiYear } from '@/lib/datahub/kpis'
import { organizationView, type OrganizationView } from '@/lib/datahub/organization-record'
import type { RoleLists } from '@/lib/datahub/roles'
import type { UboSlice } from '@/lib/datahub/ubo'

export type CompareRelationLabel = 'FINANCIALS_KPI' | 'MANAGEMENT' | 'SHAREHOLDERS' | 'UBO'

/** The model each compared slice is read into, by label (as the organization's tabs read it). */
export interface CompareModels {
  FINANCIALS_KPI: KpiYear[]
  MANAGEMENT: RoleLists
  SHAREHOLDERS: RoleLists
  UBO: UboSlice
}

/**
 * A resolved slice as the relations feature delivers it (`unresolved`: the hub answered `[]`),
 * with the model its slice read (null: no value, or a shape the slice does not read).
 */
export type RelationAnswer<L extends CompareRelationLabel = CompareRelationLabel> =
  { kind: 'unresolved' } | { kind: 'value'; value: unknown; model: CompareModels[L] | null }

/**
 * How the comparison gets a relation slice of an organization: passed in by the route, which
 * composes the relations feature (features do not import each other), so the slices come through
 * the same discovery, cache and parsers as the organization page's tabs.
 */
export type RelationFetcher = <L extends CompareRelationLabel>(
  client: QueryClient,
  label: L,
  organizationId: string,
) => Promise<RelationAnswer<L>>

export function compareRelationQuery<L extends CompareRelationLabel>(
  fetcher: RelationFetcher,
  label: L,
  organizationId: string,
) {
  return queryOptions({
    // The fetcher is fixed per app (the route's); the key holds what varies.
    queryKey: ['compare', 'relation', label, organizationId],
    queryFn: ({ client }) => fetcher(client, label, organizationId),
  })
}

export type Loadable<T> =
  { status: 'pending' } | { status: 'error'; error: Error } | { status: 'success'; data: T }

export interface ComparedOrganization {
  /** The ID as the link gave it. */
  id: string
  record: Loadable<OrganizationView>
  /** When the record was read (ms since the epoch), for the export's retrieval time; null before. */
  recordReadAt: number | null
  /** Null data: key figures in a shape the explorer cannot read. */
  kpis: Loadable<KpiYear[] | null>
  management: Loadable<RoleLists | null>
  shareholders: Loadable<RoleLists | null>
  /**
   * Beneficial owners (the UBO slice): null data when nothing was filed or the shape is unknown;
   * read with the same rule as the organization's tab (lib/datahub/beneficial-ownership.ts).
   */
  ubo: Loadable<UboSlice | null>
}

export const isNotFound = (error: Error) => error instanceof ApiError && error.isNotFound

const EMPTY_ROLES: RoleLists = { current: [], past: [] }

function loadable<T>(query: { status: string; data?: T; error: Error | null }): Loadable<T> {
  if (query.status === 'success') return { status: 'success', data: query.data as T }
  if (query.status === 'error') return { status: 'error', error: query.error! }
  return { status: 'pending' }
}

const readKpis = (answer: RelationAnswer<'FINANCIALS_KPI'>) =>
  answer.kind === 'value' ? answer.model : []

/** Management (holders are people or companies) and shareholders: no value reads as nobody. */
const readPeople = (answer: RelationAnswer<'MANAGEMENT' | 'SHAREHOLDERS'>) =>
  answer.kind === 'unresolved' || answer.value === null || answer.value === undefined
    ? EMPTY_ROLES
    : answer.model

const readUbo = (answer: RelationAnswer<'UBO'>) =>
  answer.kind === 'unresolved' ? null : answer.model

/**
 * Everything the comparison shows, per organization: one record request each (the shared entity
 * record query, docs/datahub-api.md §5), and four relation slices each, asked only once the
 * record exists, so an unknown ID costs one request and no more. The beneficial owners are asked
 * by the page, not the route's loader: they are below the fold and the rule needs them only there.
 */
export function useComparisonData(ids: string[], fetcher: RelationFetcher): ComparedOrganization[] {
  const records = useQueries({
    queries: ids.map((id) => ({
      ...entityRecordQuery('organization', id),
      select: (raw: unknown) => organizationView.parse(raw),
      // The loader already asked; a not-found answer is not asked again when the page mounts.
      retryOnMount: false,
    })),
  })
  const found = (index: number) => records[index]?.status === 'success'
  const slices = <L extends CompareRelationLabel>(label: L) =>
    ids.map((id, index) => ({
      ...compareRelationQuery(fetcher, label, id),
      enabled: found(index),
    }))
  const kpis = useQueries({
    queries: slices('FINANCIALS_KPI').map((query) => ({ ...query, select: readKpis })),
  })
  const management = useQueries({
    queries: slices('MANAGEMENT').map((query) => ({ ...query, select: readPeople })),
  })
  const shareholders = useQueries({
    queries: slices('SHAREHOLDERS').map((query) => ({ ...query, select: readPeople })),
  })
  const ubo = useQueries({
    queries: slices('UBO').map((query) => ({ ...query, select: readUbo })),
  })
  return ids.map((id, index) => ({
    id,
    record: loadable(records[index]!),
    recordReadAt: records[index]!.dataUpdatedAt || null,
    kpis: loadable(kpis[index]!),
    management: loadable(management[index]!),
    shareholders: loadable(shareholders[index]!),
    ubo: loadable(ubo[index]!),
  }))
}
