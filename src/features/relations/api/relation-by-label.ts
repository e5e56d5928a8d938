import type { EntityType } from '@contract/entity-types'
import type { QueryClient } from '@tanstack/react-query'
import { t } from '@lingui/core/macro'
import {
  definitionFromDescriptor,
  descriptorFor,
  type RelationDefinition,
} from './relation-catalogue'
import { lazyError, relationQueries, type RelationSlice } from './relation-queries'
import { modelOf, type ModelLabel, type RelationModels } from './relation-models'

type Overrides = { retry?: false; staleTime?: number }

/**
 * A relation's definition by its label: from discovery's tabs when they name it, else from the
 * documented catalogue; null when neither knows it. Every page that reads a slice by label (the
 * comparison, the ownership tree, the dossier) finds it here, so they share the tab's cache entry.
 */
export function relationDefinition(
  tabs: readonly RelationDefinition[] | undefined,
  type: EntityType,
  label: string,
): RelationDefinition | null {
  const found = tabs?.find((tab) => tab.label === label)
  if (found) return found
  const descriptor = descriptorFor(type, label)
  return descriptor ? definitionFromDescriptor(descriptor) : null
}

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
  const definition = relationDefinition(tabs, type, label)
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
