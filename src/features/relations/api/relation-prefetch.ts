import type { EntityType } from '@contract/entity-types'
/**
 * Starts an entity page's relation requests in the same round trip as its record: the
 * relation list and the open tab's slice need only the entity's ID, which the URL already holds.
 * Against a Data Hub a round trip away, asking for them one after the other (record, then list,
 * then slice) kept the page's tab waiting three round trips instead of one.
 *
 * The open tab is known before the list arrives: the list's tabs keep the documented catalogue's
 * order (relation-discovery.ts), so its first tab is the catalogue's first one whenever the list
 * offers it, and the slice's query key (label, keys, entity, parameters) is the one the panel
 * computes from the list. Nothing is asked here that the page would not ask for itself: a `?tab=`
 * the catalogue does not know waits for the list, and so does a building-level slice of a place
 * whose subtype is not known yet.
 */
import type { QueryClient } from '@tanstack/react-query'
import { isEntityId } from '@/lib/datahub/fields'
import { isAbandoned } from '@/lib/hooks/use-cancel-when-abandoned'
import { fallbackDefinitions, type RelationDefinition } from './relation-catalogue'
import { relationParams, relationQueries } from './relation-queries'
import type { RelationSearch } from '../relation-search-params'

/** Whether a slice is recorded per building only (its descriptor says so). */
export const isAddressOnly = (definition: Pick<RelationDefinition, 'descriptor'>) =>
  definition.descriptor?.addressOnly === true

/**
 * Whether a place of this subtype is known to be an area, which has no data of an address-only
 * slice (null/undefined: not known yet, so not ruled out).
 */
export function ruledOutForSubtype(
  definition: Pick<RelationDefinition, 'descriptor'>,
  subtype: string | null | undefined,
): boolean {
  return isAddressOnly(definition) && !!subtype && subtype !== 'LOCALITY'
}

export interface OpenRelationSubject {
  entityType: EntityType
  entityId: string
  search: RelationSearch
  /**
   * A place's subtype from its record. Undefined while it is not known: building-level slices
   * then wait (an area does not ask for them at all).
   */
  subtype?: string | null
}

/** Starts the relation list and the open tab's slice; returns at once (the page reads them). */
export function prefetchOpenRelation(
  queryClient: QueryClient,
  { entityType, entityId, search, subtype }: OpenRelationSubject,
) {
  // An ID that cannot exist gets the not-found page without a request (components/errors).
  if (!isEntityId(entityId)) return
  const listQuery = relationQueries.list(entityType)
  void queryClient.prefetchQuery(listQuery)
  const tabs = queryClient.getQueryData(listQuery.queryKey)?.tabs ?? fallbackDefinitions(entityType)
  const definition = search.tab ? tabs.find((tab) => tab.slug === search.tab) : tabs[0]
  if (!definition) return
  if (isAddressOnly(definition) && subtype === undefined) return
  if (ruledOutForSubtype(definition, subtype)) return
  void queryClient.prefetchQuery(
    relationQueries.resolve(
      definition,
      { entityType, entityId },
      relationParams(definition, search),
    ),
  )
}

/**
 * Cancels the slices of this entity still on their way for no one, when its page is left: its
 * loader asked for the open tab's slice, and a panel that mounted cancels its own on unmount
 * (lib/hooks/use-cancel-when-abandoned.ts), but a page left before its tabs were drawn (a busy machine,
 * a quick click on) never mounted one, and the request stayed open. Slices of another entity, and
 * the relation list another page of the same type shares, are left alone.
 */
export function cancelUnwatchedSlices(
  queryClient: QueryClient,
  subject: { entityType: EntityType; entityId: string },
) {
  void queryClient.cancelQueries({
    queryKey: [...relationQueries.all(), 'resolve'],
    predicate: (query) =>
      isAbandoned(query) &&
      query.queryKey.some(
        (part) =>
          typeof part === 'object' &&
          part !== null &&
          'entityId' in part &&
          part.entityId === subject.entityId &&
          'entityType' in part &&
          part.entityType === subject.entityType,
      ),
  })
}
