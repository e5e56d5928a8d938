/** Which entity an entity page's path names; shared by the early requests and the record intent. */
import { isEntityId } from './datahub/entity-id'

export type RecordEntityType = 'organization' | 'person' | 'location'

/** The entity an entity page's path names (`/organizations/<id>`), or null. */
export function entityOfPath(pathname: string): { type: RecordEntityType; id: string } | null {
  const match = /^\/(organization|person|location)s\/([^/]+)\/?$/.exec(pathname)
  // An ID that cannot exist gets the not-found page without a request (components/errors); a
  // real one is plain hex, which a path carries as it is.
  return match && isEntityId(match[2]) ? { type: match[1] as RecordEntityType, id: match[2] } : null
}
