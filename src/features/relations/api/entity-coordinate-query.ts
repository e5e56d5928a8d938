import { queryOptions } from '@tanstack/react-query'
import {
  entityRecordQuery,
  recordCoordinate,
  type RecordEntityType,
} from '@/lib/entity-record-query'
import type { RelationEntityType } from './relation-catalogue'

/**
 * Where an entity is, to centre the nearby-organizations radius: the NEARBY payload lists the
 * neighbours but not the origin. An organization's point is its address's coordinate. Derived
 * from the shared record query the entity page has already filled, so it costs no request there.
 */
export const entityCoordinateQuery = (type: RelationEntityType, id: string) =>
  queryOptions({
    ...entityRecordQuery(type.toLowerCase() as RecordEntityType, id),
    select: recordCoordinate,
    staleTime: 10 * 60_000,
    retry: false,
  })
