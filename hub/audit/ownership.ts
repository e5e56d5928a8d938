/** Rules about shareholdings and beneficial ownership. */
import { OWNERSHIP_LABELS } from '../domain/role-labels'
import { quoted, type AuditRule } from './rule'

const CURRENT_STAKES = `roles r WHERE r.end_date IS NULL AND r.label IN (${quoted(OWNERSHIP_LABELS)})`
/** Percentages are stored to four decimals. */
const PERCENT_TOLERANCE = 0.0001

export const OWNERSHIP_RULES: AuditRule[] = [
  {
    id: 'ownership.nominal_exceeds_capital',
    rule: "The current shareholders' nominal amounts add up to at most the share capital.",
    sql: `SELECT count(*) FROM (SELECT r.organization_id, sum(r.share_nominal_eur) AS nominal
        FROM ${CURRENT_STAKES} AND r.share_nominal_eur IS NOT NULL GROUP BY r.organization_id) s
      JOIN organizations o ON o.id = s.organization_id
      WHERE o.share_capital IS NULL OR s.nominal > o.share_capital`,
  },
  {
    id: 'ownership.percentage_is_not_nominal_over_capital',
    rule: 'Every percentage equals the nominal amount over the share capital.',
    sql: `SELECT count(*) FROM roles r JOIN organizations o ON o.id = r.organization_id
      WHERE r.share_nominal_eur IS NOT NULL AND (o.share_capital IS NULL OR r.share_percentage IS NULL
        OR abs(r.share_percentage - 100.0 * r.share_nominal_eur / o.share_capital) > ${PERCENT_TOLERANCE})`,
  },
  {
    id: 'ownership.capital_stake_without_amounts',
    rule:
      'Every current shareholder of a company with share capital has both a nominal amount and a ' +
      'percentage, so beneficial-owner chains multiply the same slices the shareholder list shows.',
    sql: `SELECT count(*) FROM roles r JOIN organizations o ON o.id = r.organization_id
      WHERE r.end_date IS NULL AND r.label = 'SHAREHOLDER' AND o.share_capital IS NOT NULL
        AND (r.share_nominal_eur IS NULL OR r.share_percentage IS NULL)`,
  },
  {
    id: 'ownership.shares_over_100_percent',
    rule: "The current holders' percentages of a company add up to at most 100 %.",
    sql: `SELECT count(*) FROM (SELECT organization_id FROM ${CURRENT_STAKES}
        GROUP BY organization_id HAVING sum(share_percentage) > 100 + ${PERCENT_TOLERANCE} * count(*))`,
  },
  {
    id: 'ownership.limited_company_list_incomplete',
    rule:
      "A GmbH's or UG's current shareholder list is complete: its nominal amounts add up to the " +
      'share capital (100 %). An AG or SE may list only its major shareholders.',
    sql: `SELECT count(*) FROM organizations o
      WHERE o.legal_form IN ('GmbH', 'UG (haftungsbeschränkt)') AND o.cessation_date IS NULL
        AND o.share_capital IS NOT (SELECT sum(r.share_nominal_eur) FROM roles r
          WHERE r.organization_id = o.id AND r.end_date IS NULL AND r.label = 'SHAREHOLDER')`,
  },
  {
    id: 'ownership.self_holding',
    rule: 'No company holds a role in itself.',
    sql: `SELECT count(*) FROM roles WHERE holder_id = organization_id`,
  },
  {
    id: 'ownership.holder_unknown',
    rule: 'Every holder is a person or organization in the register, of the type the role says.',
    sql: `SELECT count(*) FROM roles r WHERE NOT EXISTS (
        SELECT 1 FROM persons p WHERE r.holder_type = 'PERSON' AND p.id = r.holder_id
        UNION ALL SELECT 1 FROM organizations h WHERE r.holder_type = 'ORGANIZATION' AND h.id = r.holder_id)`,
  },
  {
    id: 'ownership.holder_not_yet_founded',
    rule: 'No company holds a stake (or a role) before it was itself founded.',
    sql: `SELECT count(*) FROM roles r JOIN organizations h ON h.id = r.holder_id
      WHERE r.holder_type = 'ORGANIZATION' AND r.start_date < COALESCE(h.founding_date, h.registration_date)`,
  },
  {
    id: 'ownership.ceased_holder_still_holding',
    rule: 'A company that ceased holds nothing after its cessation date.',
    sql: `SELECT count(*) FROM roles r JOIN organizations h ON h.id = r.holder_id
      WHERE r.holder_type = 'ORGANIZATION' AND h.cessation_date IS NOT NULL
        AND (r.end_date IS NULL OR r.end_date > h.cessation_date)`,
  },
]
