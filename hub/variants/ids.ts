/**
 * Entity IDs shorter than 32 characters (docs/datahub-api.md §1 and §9.13): a person or
 * organization whose `fb_entity_id` starts with `0` is served with that `0` stripped, everywhere
 * it appears; an inbound path ID of fewer than 32 characters is padded back before routing.
 */
import type { Database } from 'better-sqlite3'

const PATH_IDS = [
  /^(\/api\/v2\/entities\/(?:organization|person|location)\/get\/)([a-f0-9]{1,31})$/,
  /^(\/api\/v2\/relation\/resolve\/[^/]+\/)([a-f0-9]{1,31})$/,
  // Free text may be a short hex word; only a full-length short ID is taken for an ID.
  /^(\/api\/v2\/entities\/organization\/ai\/get\/)([a-f0-9]{31})$/,
]

/** The path with a short entity ID left-padded with `0` to 32 characters. */
export function padPathIds(pathname: string): string {
  for (const pattern of PATH_IDS) {
    const match = pattern.exec(pathname)
    if (match) return match[1]! + match[2]!.padStart(32, '0')
  }
  return pathname
}

// Whole JSON strings (values, chain items, from_entity_id) and the suffix of fb_semantic_id.
const QUOTED_ID = /"0([a-f0-9]{31})"/g
const SEMANTIC_ID = /\b(organization|person):0([a-f0-9]{31})\b/g
const MAX_REMEMBERED = 50_000

/**
 * Rewrites JSON text: every ID of a person or organization starting with `0` loses that `0`.
 * Location IDs, content hashes (fb_entity_version) and row fingerprints keep theirs, so the
 * database is asked which IDs name a person or an organization.
 */
export function idShortener(db: Database) {
  const lookup = db.prepare<[string, string], { found: number }>(
    `SELECT EXISTS (SELECT 1 FROM organizations WHERE id = ?)
         OR EXISTS (SELECT 1 FROM persons WHERE id = ?) AS found`,
  )
  const known = new Map<string, boolean>()
  const isPersonOrOrganization = (id: string) => {
    let found = known.get(id)
    if (found === undefined) {
      found = lookup.get(id, id)?.found === 1
      if (known.size >= MAX_REMEMBERED) known.clear()
      known.set(id, found)
    }
    return found
  }
  return (json: string): string =>
    json
      .replace(QUOTED_ID, (whole, rest: string) =>
        isPersonOrOrganization(`0${rest}`) ? `"${rest}"` : whole,
      )
      .replace(SEMANTIC_ID, (whole, type: string, rest: string) =>
        isPersonOrOrganization(`0${rest}`) ? `${type}:${rest}` : whole,
      )
}
