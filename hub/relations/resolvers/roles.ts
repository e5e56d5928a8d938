/** MANAGEMENT, SHAREHOLDERS and SHAREHOLDINGS: the roles table seen from either side. */
import type { Database } from 'better-sqlite3'
import { HOLDER_JOINS, HOLDER_NAME, statement } from '../entities'
import { MANAGEMENT_LABELS, OWNERSHIP_LABELS, sqlList } from '../../domain/role-labels'

interface RoleRow {
  fb_entity_id: string
  entity_type: 'PERSON' | 'ORGANIZATION'
  display_name: string
  label: string
  start_date: string
  end_date: string | null
  share_percentage?: number | null
  share_nominal_eur?: number | null
}

const ORDER = `ORDER BY r.end_date IS NOT NULL, r.end_date DESC, r.start_date, r.id`

function split(rows: RoleRow[]) {
  return {
    current: rows.filter((row) => row.end_date === null),
    past: rows.filter((row) => row.end_date !== null),
  }
}

export function management(db: Database, organizationId: string) {
  const rows = statement(
    db,
    `SELECT r.holder_id AS fb_entity_id, r.holder_type AS entity_type, ${HOLDER_NAME} AS display_name,
      r.label, r.start_date, r.end_date
    FROM roles r ${HOLDER_JOINS}
    WHERE r.organization_id = ? AND r.label IN (${sqlList(MANAGEMENT_LABELS)}) ${ORDER}`,
  ).all(organizationId) as RoleRow[]
  return split(rows)
}

export function shareholders(db: Database, organizationId: string) {
  const rows = statement(
    db,
    `SELECT r.holder_id AS fb_entity_id, r.holder_type AS entity_type, ${HOLDER_NAME} AS display_name,
      r.label, r.start_date, r.end_date, r.share_percentage, r.share_nominal_eur
    FROM roles r ${HOLDER_JOINS}
    WHERE r.organization_id = ? AND r.label IN (${sqlList(OWNERSHIP_LABELS)}) ${ORDER}`,
  ).all(organizationId) as RoleRow[]
  return split(rows)
}

export function shareholdings(db: Database, holderId: string) {
  const rows = statement(
    db,
    `SELECT r.organization_id AS fb_entity_id, 'ORGANIZATION' AS entity_type, o.name AS display_name,
      r.label, r.start_date, r.end_date, r.share_percentage, r.share_nominal_eur
    FROM roles r JOIN organizations o ON o.id = r.organization_id
    WHERE r.holder_id = ? AND r.label IN (${sqlList(OWNERSHIP_LABELS)}) ${ORDER}`,
  ).all(holderId) as RoleRow[]
  return split(rows)
}
