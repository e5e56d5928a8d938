/** Rules about legal forms in law: when a form existed, its register, its capital. */
import { LEGAL_FORMS } from '../domain/legal-forms'
import type { AuditRule } from './rule'

/** The legal forms as an SQL table expression: code, since, register_since, register, subtype, minimum. */
const FORMS = `(SELECT * FROM (VALUES ${LEGAL_FORMS.map(
  (form) =>
    `('${form.code}', '${form.since}', '${form.registerSince ?? form.since}', '${form.register}', '${form.subtype}', ${form.minimumCapital ?? 'NULL'})`,
).join(', ')}))`

const WITH_FORMS = `WITH forms (code, since, register_since, register, subtype, minimum) AS ${FORMS}`

export const LEGAL_FORM_RULES: AuditRule[] = [
  {
    id: 'legal_forms.unknown_form',
    rule: 'Every organization has one of the legal forms the hub knows.',
    sql: `${WITH_FORMS} SELECT count(*) FROM organizations WHERE legal_form NOT IN (SELECT code FROM forms)`,
  },
  {
    id: 'legal_forms.founded_before_form_existed',
    rule:
      'No company was founded before its legal form existed (UG from 2008-11-01, SE from ' +
      '2004-10-08, PartG mbB from 2013-07-19, GmbH from 1892-04-20, eG from 1889-10-01, …).',
    sql: `${WITH_FORMS} SELECT count(*) FROM organizations o JOIN forms f ON f.code = o.legal_form
      WHERE o.founding_date < f.since`,
  },
  {
    id: 'legal_forms.registered_before_register_existed',
    rule: 'No company was registered before its register took entries (GbR register from 2024-01-01).',
    sql: `${WITH_FORMS} SELECT count(*) FROM organizations o JOIN forms f ON f.code = o.legal_form
      WHERE o.registration_date < f.register_since`,
  },
  {
    id: 'legal_forms.wrong_register',
    rule:
      'The register type and entity subtype match the legal form (HRB corporations, HRA ' +
      'partnerships and sole traders, GnR cooperatives, VR associations, PR, GsR).',
    sql: `${WITH_FORMS} SELECT count(*) FROM organizations o JOIN forms f ON f.code = o.legal_form
      WHERE o.register_type <> f.register OR o.entity_subtype <> f.subtype`,
  },
  {
    id: 'legal_forms.capital_below_minimum',
    rule:
      'Companies with a share capital record at least the minimum of their form (GmbH 25,000 EUR, ' +
      'AG 50,000 EUR, SE 120,000 EUR, UG 1 EUR); forms without one record none.',
    sql: `${WITH_FORMS} SELECT count(*) FROM organizations o JOIN forms f ON f.code = o.legal_form
      WHERE (f.minimum IS NOT NULL AND (o.share_capital IS NULL OR o.share_capital < f.minimum))
         OR (f.minimum IS NULL AND o.share_capital IS NOT NULL)
         OR (o.legal_form = 'UG (haftungsbeschränkt)' AND o.share_capital >= 25000)`,
  },
  {
    id: 'legal_forms.capital_not_announced',
    rule: "A company's share capital is announced with its registration (or its latest capital increase).",
    sql: `SELECT count(*) FROM organizations o WHERE o.share_capital IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM register_publications p
        WHERE p.organization_id = o.id AND p.category IN ('NEW_REGISTRATION', 'CAPITAL_CHANGE')
          AND p.text LIKE '% ' || replace(printf('%,d', o.share_capital), ',', '.') || ',00 EUR%')`,
  },
]
