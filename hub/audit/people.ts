/** Rules about persons and their appointments. */
import { DATA_TODAY, OFFICE_LABELS, OPEN_END, quoted, type AuditRule } from './rule'

/** Nobody sits on more than ten boards or managements at once (AktG § 100 caps supervisory seats at ten). */
export const MAX_CURRENT_OFFICES = 10

const PERSON_ROLES = `roles r JOIN persons p ON p.id = r.holder_id AND r.holder_type = 'PERSON'`

export const PEOPLE_RULES: AuditRule[] = [
  {
    id: 'people.appointed_before_18',
    rule: 'Every role of a person starts on or after their 18th birthday.',
    sql: `SELECT count(*) FROM ${PERSON_ROLES}
      WHERE p.birth_date IS NOT NULL AND r.start_date < date(p.birth_date, '+18 years')`,
  },
  {
    id: 'people.appointed_after_75',
    rule: 'Nobody is appointed or takes a stake after turning 75.',
    sql: `SELECT count(*) FROM ${PERSON_ROLES}
      WHERE p.birth_date IS NOT NULL AND r.start_date > date(p.birth_date, '+75 years')`,
  },
  {
    id: 'people.birth_date_out_of_range',
    rule: 'Birth dates lie between 1925 and the day 18 years before the data ends.',
    sql: `SELECT count(*) FROM persons
      WHERE birth_date < '1925-01-01' OR birth_date > date('${DATA_TODAY}', '-18 years')`,
  },
  {
    id: 'people.role_before_founding',
    rule: 'No role starts before the company was founded.',
    sql: `SELECT count(*) FROM roles r JOIN organizations o ON o.id = r.organization_id
      WHERE r.start_date < COALESCE(o.founding_date, o.registration_date)`,
  },
  {
    id: 'people.role_after_today',
    rule: 'No role starts or ends after the day the data ends.',
    sql: `SELECT count(*) FROM roles
      WHERE start_date > '${DATA_TODAY}' OR end_date > '${DATA_TODAY}'`,
  },
  {
    id: 'people.role_ends_before_it_starts',
    rule: 'Every role that ended, ended after it started.',
    sql: `SELECT count(*) FROM roles WHERE end_date IS NOT NULL AND end_date <= start_date`,
  },
  {
    id: 'people.role_outlives_company',
    rule: 'Every role in a company that ceased ended by its cessation date.',
    sql: `SELECT count(*) FROM roles r JOIN organizations o ON o.id = r.organization_id
      WHERE o.cessation_date IS NOT NULL AND (r.end_date IS NULL OR r.end_date > o.cessation_date)`,
  },
  {
    id: 'people.overlapping_offices_in_one_company',
    rule:
      'A person holds one office in a company at a time (not managing director and Prokurist, ' +
      'not board and supervisory board, not the same seat twice).',
    sql: `SELECT count(*) FROM roles a JOIN roles b
        ON b.organization_id = a.organization_id AND b.holder_id = a.holder_id AND b.id > a.id
      WHERE a.label IN (${quoted(OFFICE_LABELS)}) AND b.label IN (${quoted(OFFICE_LABELS)})
        AND a.start_date < COALESCE(b.end_date, ${OPEN_END})
        AND b.start_date < COALESCE(a.end_date, ${OPEN_END})`,
  },
  {
    id: 'people.too_many_current_offices',
    rule: `Nobody holds more than ${MAX_CURRENT_OFFICES} current offices (directorships, board and supervisory seats).`,
    sql: `SELECT count(*) FROM (SELECT holder_id FROM roles
        WHERE holder_type = 'PERSON' AND end_date IS NULL
          AND label IN ('MANAGING_DIRECTOR', 'BOARD_MEMBER', 'SUPERVISORY_BOARD_MEMBER')
        GROUP BY holder_id HAVING count(*) > ${MAX_CURRENT_OFFICES})`,
  },
]
