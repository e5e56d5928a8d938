import { queryOptions } from '@tanstack/react-query'
import { isEntityId, reject, transformed } from '@/lib/datahub/fields'
import { locationView, type LocationView } from '@/lib/datahub/location'
import { entityRecordQuery } from '@/lib/entity/entity-record-query'

export type LocationRecord = LocationView & { id: string }

const locationRecord = transformed(locationView, (view, context): LocationRecord =>
  isEntityId(view.id)
    ? { ...view, id: view.id }
    : reject(context, 'The response is not a location record.'),
)

/**
 * Throws on a body that is not a location record, so a loader can fail on it early: a schema
 * error, like an organization's or a person's, which the error notice words for the reader.
 */
export function toLocationRecord(raw: unknown): LocationRecord {
  return locationRecord.parse(raw)
}

export const locationQueries = {
  all: () => ['entity-record', 'location'] as const,
  /** The raw record every reader of this place shares (lib/entity/entity-record-query). */
  record: (id: string) => entityRecordQuery('location', id),
  /** The view model, derived from the record query that every reader of this place shares. */
  detail: (id: string) =>
    queryOptions({ ...entityRecordQuery('location', id), select: toLocationRecord }),
}
