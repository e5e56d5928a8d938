/**
 * Rules about the records themselves: a record's `updated_at` is no older than what it says
 * (an analyst who reads "updated 2024" above a 2025 appointment stops trusting the page).
 * Dates ('YYYY-MM-DD') and UTC timestamps cut to 'YYYY-MM-DDTHH:MM:SS' compare as text.
 */
import type { AuditRule } from './rule'

/** `updated_at` cut to its UTC second (every stamp the hub writes is UTC). */
const UPDATED = (alias: string) => `substr(${alias}.updated_at, 1, 19)`
/** The later of a role's start and end. */
const ROLE_LAST = `max(r.start_date, coalesce(r.end_date, r.start_date))`

export const RECORD_RULES: AuditRule[] = [
  {
    id: 'records.organization_updated_before_its_facts',
    rule:
      "An organization's updated_at is no earlier than any dated fact of it: its founding, " +
      'registration, status and cessation dates, the roles in it and held by it, register ' +
      'announcements, insolvency notices, news and published accounts.',
    sql: `SELECT count(*) FROM organizations o WHERE
         ${UPDATED('o')} < max(o.registration_date, coalesce(o.founding_date, ''),
           coalesce(o.cessation_date, ''), coalesce(o.status_date, ''))
      OR EXISTS (SELECT 1 FROM roles r WHERE r.organization_id = o.id AND ${ROLE_LAST} > ${UPDATED('o')})
      OR EXISTS (SELECT 1 FROM roles r WHERE r.holder_id = o.id AND r.holder_type = 'ORGANIZATION'
        AND ${ROLE_LAST} > ${UPDATED('o')})
      OR EXISTS (SELECT 1 FROM register_publications p WHERE p.organization_id = o.id
        AND p.date > ${UPDATED('o')})
      OR EXISTS (SELECT 1 FROM insolvency_notices n WHERE n.organization_id = o.id
        AND n.date > ${UPDATED('o')})
      OR EXISTS (SELECT 1 FROM news_items n WHERE n.organization_id = o.id
        AND substr(n.published_at, 1, 19) > ${UPDATED('o')})
      OR EXISTS (SELECT 1 FROM financial_years y WHERE y.organization_id = o.id
        AND y.publication_date > ${UPDATED('o')})`,
  },
  {
    id: 'records.person_updated_before_their_roles',
    rule: "A person's updated_at is no earlier than the start or end of any of their roles.",
    sql: `SELECT count(*) FROM persons p WHERE EXISTS (SELECT 1 FROM roles r
        WHERE r.holder_id = p.id AND r.holder_type = 'PERSON' AND ${ROLE_LAST} > ${UPDATED('p')})`,
  },
]
