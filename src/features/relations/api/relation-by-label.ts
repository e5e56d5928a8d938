import type { EntityType } from '@contract/entity-types'
import type { QueryClient } from '@tanstack/react-query'
import { t } from '@lingui/core/macro'
import { definitionFromDescriptor, descriptorFor } from './relation-catalogue'
import { lazyError, relationQueries, type RelationSlice } from './relation-queries'
import { modelOf, type ModelLabel, type RelationModels } from './relation-models'

type Overrides = { retry?: false; staleTime?: number }

/**
 * One relation slice of an entity by its label, with no parameters, for pages other than the
 * entity's own (the comparison): the keys come from discovery (the live list, or the documented
 * catalogue when it fails), and the slice is read through the same cache entry as its tab on the
 * entity page, so neither page pays for it twice.
 */
export async function fetchRelationByLabel(
  client: QueryClient,
  type: EntityType,
  label: string,
  entityId: string,
  /**
   * For callers with their own retry policy (the list matcher's queue, which pauses every request
   * on a 429): `{retry: false}`; `staleTime: Infinity` reads a cached slice instead of refetching.
   */
  overrides: Overrides = {},
): Promise<RelationSlice> {
  const { tabs } = await client.ensureQueryData(relationQueries.list(type))
  const descriptor = descriptorFor(type, label)
  const definition =
    tabs.find((tab) => tab.label === label) ??
    (descriptor ? definitionFromDescriptor(descriptor) : null)
  if (!definition)
    throw lazyError('RelationMissingError', () => t`The Data Hub offers no ${label} relation.`)
  return client.fetchQuery({
    ...relationQueries.resolve(definition, { entityType: type, entityId }, {}),
    ...overrides,
  })
}

/** The slice's model as its tab reads it (api/relation-models.ts); null when it holds none. */
export async function fetchRelationModel<L extends ModelLabel>(
  client: QueryClient,
  type: EntityType,
  label: L,
  entityId: string,
  overrides: Overrides = {},
): Promise<RelationModels[L] | null> {
  return modelOf(await fetchRelationByLabel(client, type, label, entityId, overrides), label)
}
