import { queryOptions } from '@tanstack/react-query'
import { ApiError, apiClient } from '@/lib/api-client'
import {
  fallbackDefinitions,
  type RelationDefinition,
  type RelationEntityType,
} from './relation-catalogue'
import { buildRelationTabs } from './relation-discovery'
import { relationListSchema, relationResolveSchema } from './relation-schemas'
import type { RelationSearch } from '../relation-search-params'

export type RelationParams = Record<string, string | number>

/** One resolved slice: `unresolved` when the hub answered `[]`, else the (possibly null) value. */
export type RelationSlice =
  { kind: 'unresolved' } | { kind: 'value'; value: unknown; key: string; label: string | null }

async function discoverRelations(
  type: RelationEntityType,
  signal: AbortSignal,
): Promise<{ tabs: RelationDefinition[]; source: 'list' | 'catalogue' }> {
  try {
    const body = await apiClient.get(`/relation/list/${type.toLowerCase()}`, { signal })
    return { tabs: buildRelationTabs(type, relationListSchema.parse(body)), source: 'list' }
  } catch (error) {
    // The list endpoint is SDK-only (§7): a service without it gets the documented catalogue.
    if (error instanceof ApiError && error.status === 404) {
      return { tabs: fallbackDefinitions(type), source: 'catalogue' }
    }
    throw error
  }
}

/** Maps the URL's controls onto the parameters this relation declares; unset ones are omitted. */
export function relationParams(
  definition: Pick<RelationDefinition, 'parameters'>,
  search: RelationSearch,
): RelationParams {
  const fromSearch: Record<string, string | number | undefined> = {
    reference_year: search.year === undefined ? undefined : String(search.year),
    document_type: search.doc,
    depth: search.depth,
    radius_km: search.radius,
  }
  const params: RelationParams = {}
  for (const { name } of definition.parameters) {
    const value = fromSearch[name]
    if (value !== undefined) params[name] = value
  }
  return params
}

const ENTITY_NOT_FOUND = /^(ORGANIZATION|PERSON|LOCATION)_NOT_FOUND$/

export async function resolveRelation(
  definition: Pick<RelationDefinition, 'keys' | 'label'>,
  entityId: string,
  params: RelationParams,
  signal?: AbortSignal,
): Promise<RelationSlice> {
  let lastError: unknown = null
  for (const [index, key] of definition.keys.entries()) {
    try {
      const body = await apiClient.post(
        `/relation/resolve/${encodeURIComponent(key)}/${encodeURIComponent(entityId)}`,
        { params },
        { signal },
      )
      const envelopes = relationResolveSchema.parse(body)
      // An older, undocumented key may belong to another slice: accept it only if its label fits.
      if (
        index > 0 &&
        envelopes.some((envelope) => envelope.label && envelope.label !== definition.label)
      )
        continue
      if (envelopes.length === 0) return { kind: 'unresolved' }
      return {
        kind: 'value',
        value: mergeValues(envelopes.map((envelope) => envelope.entity?.value)),
        key,
        label: envelopes[0]!.label ?? null,
      }
    } catch (error) {
      const tryNext =
        error instanceof ApiError &&
        error.status === 404 &&
        !(typeof error.detail === 'string' && ENTITY_NOT_FOUND.test(error.detail))
      if (!tryNext) throw error
      lastError ??= error
    }
  }
  throw lastError ?? new Error('This relation is not available.')
}

/** Several envelopes are rare; list slices concatenate, anything else keeps the first value. */
function mergeValues(values: unknown[]): unknown {
  if (values.length > 1 && values.every(Array.isArray)) return values.flat()
  return values[0] ?? null
}

export const relationQueries = {
  all: () => ['relations'] as const,
  list: (type: RelationEntityType) =>
    queryOptions({
      queryKey: [...relationQueries.all(), 'list', type],
      queryFn: ({ signal }) => discoverRelations(type, signal),
      // The catalogue changes with deployments, not while someone reads a page.
      staleTime: 60 * 60_000,
    }),
  resolve: (
    { keys, label }: Pick<RelationDefinition, 'keys' | 'label'>,
    entityId: string,
    params: RelationParams,
  ) =>
    queryOptions({
      queryKey: [...relationQueries.all(), 'resolve', label, keys, entityId, params],
      queryFn: ({ signal }) => resolveRelation({ keys, label }, entityId, params, signal),
    }),
}
