import { queryOptions } from '@tanstack/react-query'
import { isEntityId } from '@/lib/datahub/fields'
import { locationView, type LocationView } from '@/lib/datahub/location'
import { entityRecordQuery } from '@/lib/entity-record-query'

export type LocationRecord = LocationView & { id: string }

/** Throws on a body that is not a location record, so a loader can fail on it early. */
export function toLocationRecord(raw: unknown): LocationRecord {
  const view = locationView.parse(raw)
  if (!isEntityId(view.id)) throw new Error('The response is not a location record.')
  return { ...view, id: view.id }
}

export const locationQueries = {
  all: () => ['entity-record', 'location'] as const,
  /** The raw record every reader of this place shares (lib/entity-record-query). */
  record: (id: string) => entityRecordQuery('location', id),
  /** The view model, derived from the record query that every reader of this place shares. */
  detail: (id: string) =>
    queryOptions({ ...entityRecordQuery('location', id), select: toLocationRecord }),
}
