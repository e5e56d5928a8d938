/**
 * Rules about what an analyst would doubt at a glance: accounts for a year the company did not
 * exist through, figures beyond what its trade reaches (a pub turning over €263 m), revenue per
 * head far from the trade's, and business purposes that do not read as a register entry.
 */
import { HOLDING_CODE } from '../domain/wz2025'
import {
  DEFAULT_PROFILE,
  PROFILES,
  SIZE_RANK,
  type IndustryProfile,
} from '../generate/industry-fit'
import { quoted, type AuditRule } from './rule'

/** `CASE` over an organization's `industry_code` giving one property of its trade's profile. */
const byIndustry = (column: string, value: (profile: IndustryProfile) => number) =>
  `CASE ${PROFILES.map(
    ([prefix, profile]) => `WHEN ${column} LIKE '${prefix}%' THEN ${value(profile)}`,
  ).join(' ')} ELSE ${value(DEFAULT_PROFILE)} END`

const CLASS_RANK = (column: string) =>
  `CASE ${column} ${Object.entries(SIZE_RANK)
    .map(([size, rank]) => `WHEN '${size}' THEN ${rank}`)
    .join(' ')} END`

/** How far revenue per head may lie from the trade's median, either way. */
export const REVENUE_PER_HEAD_FACTOR = 3

/** The register's openings of a business purpose, by the organization's kind. */
const PURPOSE_OPENINGS = [
  'Gegenstand des Unternehmens ist %',
  'Zweck des Vereins ist %',
  'Zweck der Genossenschaft ist %',
]

export const PLAUSIBILITY_RULES: AuditRule[] = [
  {
    id: 'financials.year_before_founding',
    rule:
      'No company has accounts, staff or figures for a fiscal year that began before it was ' +
      'founded: its first published year is the first whole year of its life.',
    sql: `SELECT count(*) FROM financial_years f JOIN organizations o ON o.id = f.organization_id
      WHERE f.year < CAST(substr(o.founding_date, 1, 4) AS INTEGER)
        + (substr(o.founding_date, 6, 5) <> '01-01')`,
  },
  {
    id: 'financials.size_beyond_trade',
    rule:
      'No company or published year is of a larger size class than its trade reaches (a pub, a ' +
      "hairdresser or a doctor's practice is small, a restaurant or a craft business medium at most).",
    sql: `SELECT (SELECT count(*) FROM organizations o
        WHERE ${CLASS_RANK('o.size_class')} > ${byIndustry('o.industry_code', (p) => SIZE_RANK[p.maxSize])})
      + (SELECT count(*) FROM financial_years f JOIN organizations o ON o.id = f.organization_id
        WHERE ${CLASS_RANK('f.size_class')} > ${byIndustry('o.industry_code', (p) => SIZE_RANK[p.maxSize])})`,
  },
  {
    id: 'financials.revenue_per_head_off_trade',
    rule:
      `Revenue per employee lies within a factor of ${REVENUE_PER_HEAD_FACTOR} of its trade's ` +
      '(about €55,000 for a pub, €900,000 for a wholesaler), in every published year (holdings aside).',
    sql: `SELECT count(*) FROM financial_years f JOIN organizations o ON o.id = f.organization_id
      WHERE f.revenue IS NOT NULL AND f.employees >= 1 AND o.industry_code <> '${HOLDING_CODE}'
        AND (f.revenue * 1.0 / f.employees > ${REVENUE_PER_HEAD_FACTOR} * ${byIndustry('o.industry_code', (p) => p.revenuePerEmployee)}
          OR f.revenue * 1.0 / f.employees * ${REVENUE_PER_HEAD_FACTOR} < ${byIndustry('o.industry_code', (p) => p.revenuePerEmployee)})`,
  },
  {
    id: 'records.purpose_not_register_style',
    rule:
      'Every business purpose reads as the register words it ("Gegenstand des Unternehmens ist …", ' +
      '"Zweck des Vereins ist …"), with an English version beside it, and no placeholder wording ' +
      '("im Bereich der Bereich").',
    sql: `SELECT count(*) FROM organizations WHERE purpose_de IS NULL OR purpose_en IS NULL
        OR NOT (${PURPOSE_OPENINGS.map((opening) => `purpose_de LIKE ${quoted([opening])}`).join(' OR ')})
        OR purpose_de LIKE '%der Bereich %' OR purpose_de LIKE '%{%'`,
  },
]
