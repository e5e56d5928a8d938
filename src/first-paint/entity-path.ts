/** Which entity an entity page's path names; shared by the early requests and the record intent. */
import { entityOfPagePath, type RecordEntityType } from '@contract/entity-types'
import { isEntityId } from '@/lib/datahub/entity-id'

/** The entity an entity page's path names (`/organizations/<id>`), or null. */
export function entityOfPath(pathname: string): { type: RecordEntityType; id: string } | null {
  const entity = entityOfPagePath(pathname)
  // An ID that cannot exist gets the not-found page without a request (components/errors); a
  // real one is plain hex, which a path carries as it is.
  return entity && isEntityId(entity.id) ? entity : null
}
