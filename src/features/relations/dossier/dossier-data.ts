/**
 * What the dossier reads: the organization's record (already on the page) and its relation
 * slices, through the same cache entries as the page's tabs, so a slice the reader has opened
 * costs nothing again. `plannedCalls` says, before anything is read, how many slices are not in
 * the cache yet: the page shows that number before it spends the calls. The beneficial-owner rule
 * may then need the shareholder lists of companies above; those are read too, at most
 * `MAX_OWNER_CALLS`, and counted as they go.
 */
import type { QueryClient } from '@tanstack/react-query'
import { organizationView, type OrganizationView } from '@/lib/datahub/organization-record'
import { entityRecordQuery } from '@/lib/entity/entity-record-query'
import { entityRecordPath, relationResolvePath } from '@contract/requests'
import { relationDefinition } from '../api/relation-by-label'
import { relationQueries, type RelationSlice } from '../api/relation-queries'

/** The slices a dossier shows, in the order of its sections. */
export const DOSSIER_LABELS = [
  'MANAGEMENT',
  'SHAREHOLDERS',
  // The subsidiaries the ownership tree draws below the company (the tree page's first level down).
  'SHAREHOLDINGS',
  'FINANCIALS_KPI',
  'BALANCE_SHEET',
  'PROFIT_AND_LOSS',
  'PUBLICATIONS',
  'INSOLVENCY',
] as const
export type DossierLabel = (typeof DOSSIER_LABELS)[number]

/** The shareholder lists of companies above that the rule may read for one dossier, at most. */
export const MAX_OWNER_CALLS = 12

/** One Data Hub request that fed the dossier: what was asked, and when the answer was read. */
export interface DossierSource {
  /** `entity` (a record) or `relation` (a slice). */
  kind: 'entity' | 'relation'
  method: 'GET' | 'POST'
  /** The request's path under /api/v2, with the key and the entity's ID. */
  path: string
  /** The relation's label (`MANAGEMENT`), or the record's type. */
  label: string
  key: string | null
  entityId: string
  /** When the answer in the cache was read from the Data Hub (ISO 8601, UTC). */
  retrievedAt: string | null
}

export interface SliceRead {
  slice: RelationSlice | null
  /** Null when the slice could not be read (the dossier says so in its section). */
  error: string | null
  source: DossierSource
}

export interface DossierData {
  record: unknown
  org: OrganizationView
  recordSource: DossierSource
  slices: Record<DossierLabel, SliceRead>
  /** SHAREHOLDERS of companies above, by company ID (for the beneficial-owner rule and the tree). */
  ownerSlices: Map<string, SliceRead>
  /** Calls spent on slices that were not in the cache. */
  calls: number
}

const iso = (millis: number | undefined) => (millis ? new Date(millis).toISOString() : null)

async function sliceQuery(client: QueryClient, label: string, entityId: string) {
  const { tabs } = await client.ensureQueryData(relationQueries.list('ORGANIZATION'))
  // Every label the dossier reads is in the documented catalogue, so a definition is always found.
  const definition = relationDefinition(tabs, 'ORGANIZATION', label)!
  return relationQueries.resolve(definition, { entityType: 'ORGANIZATION', entityId }, {})
}

/** How many of the dossier's slices are not in the cache yet: one call each. */
export async function plannedCalls(client: QueryClient, id: string): Promise<number> {
  let missing = 0
  for (const label of DOSSIER_LABELS) {
    const query = await sliceQuery(client, label, id)
    if (client.getQueryData(query.queryKey) === undefined) missing += 1
  }
  return missing
}

async function readSlice(
  client: QueryClient,
  label: string,
  entityId: string,
  spent: { calls: number },
): Promise<SliceRead> {
  const query = await sliceQuery(client, label, entityId)
  const cached = client.getQueryData(query.queryKey) !== undefined
  let slice: RelationSlice | null = null
  let error: string | null = null
  try {
    slice = await client.fetchQuery({ ...query, staleTime: Infinity })
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught)
  }
  if (!cached) spent.calls += 1
  const key = slice?.kind === 'value' ? slice.key : (query.queryKey[3] as string[])[0]!
  return {
    slice,
    error,
    source: {
      kind: 'relation',
      method: 'POST',
      path: relationResolvePath(key, entityId),
      label,
      key,
      entityId,
      retrievedAt: iso(client.getQueryState(query.queryKey)?.dataUpdatedAt),
    },
  }
}

/**
 * Reads every slice of the dossier (cached ones from the cache); `onProgress` counts the calls.
 * `ownersToRead` is asked after the company's own slices, with the slices at hand, for the
 * companies above whose shareholder lists the rule still needs.
 */
export async function readDossierData(
  client: QueryClient,
  id: string,
  ownersToRead: (data: DossierData) => string[],
  onProgress: (calls: number) => void = () => {},
): Promise<DossierData> {
  const recordQuery = entityRecordQuery('organization', id)
  const record = await client.ensureQueryData(recordQuery)
  const org = organizationView.parse(record)
  const spent = { calls: 0 }
  const slices = {} as Record<DossierLabel, SliceRead>
  await Promise.all(
    DOSSIER_LABELS.map(async (label) => {
      slices[label] = await readSlice(client, label, id, spent)
      onProgress(spent.calls)
    }),
  )
  const data: DossierData = {
    record,
    org,
    recordSource: {
      kind: 'entity',
      method: 'GET',
      path: entityRecordPath('organization', id),
      label: 'ORGANIZATION',
      key: null,
      entityId: id,
      retrievedAt: iso(client.getQueryState(recordQuery.queryKey)?.dataUpdatedAt),
    },
    slices,
    ownerSlices: new Map(),
    calls: 0,
  }
  // The companies above, level by level, within the bound.
  let ownerCalls = 0
  for (;;) {
    const wanted = ownersToRead(data).filter((company) => !data.ownerSlices.has(company))
    if (wanted.length === 0 || ownerCalls >= MAX_OWNER_CALLS) break
    for (const company of wanted.slice(0, MAX_OWNER_CALLS - ownerCalls)) {
      ownerCalls += 1
      data.ownerSlices.set(company, await readSlice(client, 'SHAREHOLDERS', company, spent))
      onProgress(spent.calls)
    }
  }
  data.calls = spent.calls
  return data
}
