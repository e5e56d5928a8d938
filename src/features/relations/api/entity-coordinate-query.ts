import { queryOptions } from '@tanstack/react-query'
import { recordType, type EntityType } from '@contract/entity-types'
import { entityRecordQuery, recordCoordinate } from '@/lib/entity/entity-record-query'

/**
 * Where an entity is, to centre the nearby-organizations radius: the NEARBY payload lists the
 * neighbours but not the origin. An organization's point is its address's coordinate. Derived
 * from the shared record query the entity page has already filled, so it costs no request there.
 */
export const entityCoordinateQuery = (type: EntityType, id: string) =>
  queryOptions({
    ...entityRecordQuery(recordType(type), id),
    select: recordCoordinate,
    staleTime: 10 * 60_000,
    retry: false,
  })
