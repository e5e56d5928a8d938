/** Rules about a company's life: status, insolvency, register history and news. */
import { DATA_TODAY, type AuditRule } from './rule'

const CEASED = `('DISSOLVED', 'MERGED')`
/** The first and last day of a company's life. */
const BORN = `COALESCE(o.founding_date, o.registration_date)`
const ENDED = `COALESCE(o.cessation_date, '${DATA_TODAY}')`
/** The order insolvency notices come in. */
const NOTICE_RANK = (alias: string) =>
  `CASE ${alias}.category WHEN 'SECURING_MEASURES' THEN 1 WHEN 'OPENING' THEN 2 WHEN 'DATES' THEN 3 WHEN 'TERMINATION' THEN 4 ELSE 0 END`

export const EVENT_RULES: AuditRule[] = [
  {
    id: 'events.registered_before_founding',
    rule: 'A company is registered on or after its founding day, and neither lies after the data ends.',
    sql: `SELECT count(*) FROM organizations o
      WHERE o.registration_date < ${BORN} OR o.registration_date > '${DATA_TODAY}'`,
  },
  {
    id: 'events.ceased_without_cessation_date',
    rule: 'A dissolved or merged company has a cessation date after its registration; no other company has one.',
    sql: `SELECT count(*) FROM organizations o WHERE (o.status IN ${CEASED}
        AND (o.cessation_date IS NULL OR o.cessation_date <= o.registration_date
          OR o.cessation_date > '${DATA_TODAY}'))
      OR (o.status NOT IN ${CEASED} AND o.cessation_date IS NOT NULL)`,
  },
  {
    id: 'events.ceased_with_current_management',
    rule: 'A dissolved or merged company has no current officers, owners or shareholders.',
    sql: `SELECT count(*) FROM organizations o JOIN roles r ON r.organization_id = o.id
      WHERE o.status IN ${CEASED} AND r.end_date IS NULL`,
  },
  {
    id: 'events.ceased_without_deletion',
    rule: 'A dissolved or merged company has its deletion announced on its cessation date.',
    sql: `SELECT count(*) FROM organizations o WHERE o.status IN ${CEASED} AND NOT EXISTS (
        SELECT 1 FROM register_publications p
        WHERE p.organization_id = o.id AND p.category = 'DELETION' AND p.date = o.cessation_date)`,
  },
  {
    id: 'events.insolvent_without_opening',
    rule:
      'A company in insolvency proceedings has the court notice of the opening and the register ' +
      'entry of it, on the same day.',
    sql: `SELECT count(*) FROM organizations o WHERE o.status = 'INSOLVENCY_PROCEEDINGS' AND NOT EXISTS (
        SELECT 1 FROM insolvency_notices n JOIN register_publications p
          ON p.organization_id = n.organization_id AND p.category = 'STATUS_CHANGE' AND p.date = n.date
        WHERE n.organization_id = o.id AND n.category = 'OPENING')`,
  },
  {
    id: 'events.insolvency_notices_out_of_order',
    rule:
      'Insolvency notices come in order (securing measures, opening, dates, termination), and ' +
      'proceedings still open have no termination.',
    sql: `SELECT (SELECT count(*) FROM insolvency_notices a JOIN insolvency_notices b
          ON b.organization_id = a.organization_id AND b.id <> a.id
        WHERE ${NOTICE_RANK('a')} > 0 AND ${NOTICE_RANK('b')} > ${NOTICE_RANK('a')} AND b.date < a.date)
      + (SELECT count(*) FROM insolvency_notices n JOIN organizations o ON o.id = n.organization_id
        WHERE o.status = 'INSOLVENCY_PROCEEDINGS' AND n.category = 'TERMINATION')`,
  },
  {
    id: 'events.publication_outside_company_life',
    rule: "Register announcements are dated within the company's life (founding to cessation).",
    sql: `SELECT count(*) FROM register_publications p JOIN organizations o ON o.id = p.organization_id
      WHERE p.date < ${BORN} OR p.date > ${ENDED}`,
  },
  {
    id: 'events.notice_outside_company_life',
    rule: "Insolvency notices are dated within the company's life.",
    sql: `SELECT count(*) FROM insolvency_notices n JOIN organizations o ON o.id = n.organization_id
      WHERE n.date < ${BORN} OR n.date > ${ENDED}`,
  },
  {
    id: 'events.news_outside_company_life',
    rule: "News items are dated within the company's life.",
    sql: `SELECT count(*) FROM news_items n JOIN organizations o ON o.id = n.organization_id
      WHERE substr(n.published_at, 1, 10) < ${BORN} OR substr(n.published_at, 1, 10) > ${ENDED}`,
  },
]
