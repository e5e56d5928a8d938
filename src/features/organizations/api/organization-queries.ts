import { queryOptions } from '@tanstack/react-query'
import { entityRecordQuery } from '@/lib/entity/entity-record-query'
import { organizationView, type OrganizationView } from '@/lib/datahub/organization-record'

/** Throws on a body that is not an organization record, so a loader can fail on it early. */
export const toOrganizationView = (raw: unknown): OrganizationView => organizationView.parse(raw)

export const organizationQueries = {
  all: () => ['entity-record', 'organization'] as const,
  /**
   * The raw record, shared with every other reader of it (names in ownership chains, map pins,
   * the watchlist): see lib/entity/entity-record-query.
   */
  record: (id: string) => entityRecordQuery('organization', id),
  /** The page's view model, derived from the shared record; the loader primes the same entry. */
  detail: (id: string) =>
    queryOptions({ ...entityRecordQuery('organization', id), select: toOrganizationView }),
}
