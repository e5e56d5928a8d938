import { queryOptions } from '@tanstack/react-query'
import { entityRecordQuery } from '@/lib/entity/entity-record-query'
import { personView, type PersonView } from './person-record'

/** Throws on a body that is not a person record, so a loader can fail on it early. */
export const toPersonView = (raw: unknown): PersonView => personView.parse(raw)

export const personQueries = {
  all: () => ['entity-record', 'person'] as const,
  /** The raw record, shared with every other reader of it (see lib/entity/entity-record-query). */
  record: (id: string) => entityRecordQuery('person', id),
  /** The page's view model, derived from the shared record; the loader primes the same entry. */
  detail: (id: string) =>
    queryOptions({ ...entityRecordQuery('person', id), select: toPersonView }),
}
