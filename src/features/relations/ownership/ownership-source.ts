/**
 * The relations feature serves the ownership views' slices (SHAREHOLDERS, SHAREHOLDINGS,
 * MANAGEMENT of many companies) through the organization pages' cache: a slice its tab read is
 * taken from there, and one read here is there for its tab (lib/ownership/ownership-slices.ts).
 */
import type { QueryClient } from '@tanstack/react-query'
import type { RoleLists } from '@/lib/datahub/roles'
import {
  ownershipSliceKey,
  type OwnershipSource,
  type SourceLabel,
} from '@/lib/ownership/ownership-slices'
import { fetchRelationModel, relationDefinition } from '../api/relation-by-label'
import { relationQueries, type RelationSlice } from '../api/relation-queries'
import { modelOf } from '../api/relation-models'

function cached(client: QueryClient, label: SourceLabel, id: string) {
  const own = client.getQueryState<RoleLists | null>(ownershipSliceKey(label, id))
  if (own?.data !== undefined) return { model: own.data, readAt: own.dataUpdatedAt }
  const tabs = client.getQueryData(relationQueries.list('ORGANIZATION').queryKey)?.tabs
  const definition = relationDefinition(tabs, 'ORGANIZATION', label)
  if (!definition) return undefined
  const state = client.getQueryState<RelationSlice>(
    relationQueries.resolve(definition, { entityType: 'ORGANIZATION', entityId: id }, {}).queryKey,
  )
  if (state?.data === undefined) return undefined
  return { model: modelOf(state.data, label), readAt: state.dataUpdatedAt }
}

export const ownershipSource: OwnershipSource = {
  cached,
  fetch: async (client, label, id) => {
    try {
      // A slice in the cache is read from there (no second call for its tab's data).
      return await fetchRelationModel(client, 'ORGANIZATION', label, id, { staleTime: Infinity })
    } catch (error) {
      // An organization the hub does not know holds nothing it could tell.
      if (error instanceof Error && /NOT_FOUND/.test(error.message)) return null
      throw error
    }
  },
}
