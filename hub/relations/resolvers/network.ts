/**
 * ENTITY_NETWORK: breadth-first over roles from an organization or a person. Every role is a link
 * from its holder to the organization; `depth` is the hop at which the link was reached. Fan-out
 * per node and the total are bounded so a hub company cannot produce a megabyte-sized answer.
 */
import type { Database } from 'better-sqlite3'
import {
  HOLDER_JOINS,
  HOLDER_NAME,
  statement,
  type Ref,
  type ResolvedEntity,
  refOf,
} from '../entities'
import { MANAGEMENT_LABELS } from '../../domain/role-labels'
import { organizationRelationKey } from '../catalogue'

const MAX_LINKS = 300
const MAX_LINKS_PER_NODE = 40
/** Each link names the slice it comes from, so a client can open that slice on the organization. */
const MANAGEMENT_KEY = organizationRelationKey('MANAGEMENT')
const SHAREHOLDERS_KEY = organizationRelationKey('SHAREHOLDERS')

interface RoleLink {
  id: number
  organization_id: string
  organization_name: string
  holder_id: string
  holder_type: 'PERSON' | 'ORGANIZATION'
  holder_name: string
  label: string
  start_date: string
  end_date: string | null
  share_percentage: number | null
}

const SELECT = `SELECT r.id, r.organization_id, o.name AS organization_name, r.holder_id, r.holder_type,
    ${HOLDER_NAME} AS holder_name, r.label, r.start_date, r.end_date, r.share_percentage
  FROM roles r JOIN organizations o ON o.id = r.organization_id ${HOLDER_JOINS}`

function rolesOf(db: Database, node: Ref): RoleLink[] {
  const asHolder = statement(
    db,
    `${SELECT} WHERE r.holder_id = ? ORDER BY r.end_date IS NOT NULL, r.id LIMIT ${MAX_LINKS_PER_NODE}`,
  ).all(node.fb_entity_id) as RoleLink[]
  if (node.entity_type !== 'ORGANIZATION') return asHolder
  const members = statement(
    db,
    `${SELECT} WHERE r.organization_id = ? ORDER BY r.end_date IS NOT NULL, r.id LIMIT ${MAX_LINKS_PER_NODE}`,
  ).all(node.fb_entity_id) as RoleLink[]
  return [...members, ...asHolder]
}

export function entityNetwork(db: Database, entity: ResolvedEntity, depth: number) {
  const root = refOf(entity)
  const seen = new Set([root.fb_entity_id])
  const linkIds = new Set<number>()
  const links = []
  let frontier: Ref[] = [root]
  for (let level = 1; level <= depth && frontier.length > 0 && links.length < MAX_LINKS; level++) {
    const next: Ref[] = []
    for (const node of frontier) {
      for (const role of rolesOf(db, node)) {
        if (linkIds.has(role.id) || links.length >= MAX_LINKS) continue
        linkIds.add(role.id)
        const from: Ref = {
          fb_entity_id: role.holder_id,
          entity_type: role.holder_type,
          display_name: role.holder_name,
        }
        const to: Ref = {
          fb_entity_id: role.organization_id,
          entity_type: 'ORGANIZATION',
          display_name: role.organization_name,
        }
        links.push({
          depth: level,
          relation_id: MANAGEMENT_LABELS.includes(role.label) ? MANAGEMENT_KEY : SHAREHOLDERS_KEY,
          label: role.label,
          entity_from: from,
          entity_to: to,
          // The share rides along (a hub decision, docs/datahub-api.md §7 (k)) so a client can
          // multiply shares along an ownership chain without resolving each SHAREHOLDERS slice.
          meta:
            role.share_percentage === null
              ? { start_date: role.start_date, end_date: role.end_date }
              : {
                  start_date: role.start_date,
                  end_date: role.end_date,
                  share_percentage: role.share_percentage,
                },
        })
        for (const neighbour of [from, to]) {
          if (seen.has(neighbour.fb_entity_id)) continue
          seen.add(neighbour.fb_entity_id)
          next.push(neighbour)
        }
      }
    }
    frontier = next
  }
  return { root, links }
}
