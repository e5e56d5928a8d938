/**
 * Figures that fit the trade and the company's age: a pub or a hairdresser stays small, a
 * doctor's practice too, and revenue per head follows the industry (a wholesaler turns over far
 * more per employee than a cleaning company). A company in its first whole years is not yet
 * large. Applied to the figures the core generator drew, with a random sequence of the
 * organization's own, so the draws of every other organization (and so names, forms and
 * ownership) stay as they were.
 */
import { sizeClassOf, type SizeClass } from '../domain/size-limits'
import {
  drawFigures,
  hasFigures,
  type Figures,
  type OrganizationStatus,
} from './organization-figures'
import type { Random } from './random'

export interface IndustryProfile {
  /** The largest size class a company of the trade reaches. */
  maxSize: SizeClass
  /** Median revenue per employee, EUR. */
  revenuePerEmployee: number
}

export const SIZE_RANK: Record<SizeClass, number> = { micro: 0, small: 1, medium: 2, large: 3 }

/** By WZ code prefix, most specific first; the default is manufacturing-like. */
export const PROFILES: readonly [prefix: string, profile: IndustryProfile][] = [
  ['56.30', { maxSize: 'small', revenuePerEmployee: 55_000 }],
  ['56.', { maxSize: 'medium', revenuePerEmployee: 60_000 }],
  ['55.', { maxSize: 'medium', revenuePerEmployee: 75_000 }],
  ['96.', { maxSize: 'small', revenuePerEmployee: 45_000 }],
  ['93.', { maxSize: 'medium', revenuePerEmployee: 70_000 }],
  ['86.', { maxSize: 'small', revenuePerEmployee: 110_000 }],
  ['47.73', { maxSize: 'small', revenuePerEmployee: 400_000 }],
  ['47.', { maxSize: 'large', revenuePerEmployee: 250_000 }],
  ['01.', { maxSize: 'small', revenuePerEmployee: 180_000 }],
  ['10.71', { maxSize: 'medium', revenuePerEmployee: 70_000 }],
  ['43.', { maxSize: 'medium', revenuePerEmployee: 120_000 }],
  ['69.', { maxSize: 'medium', revenuePerEmployee: 140_000 }],
  ['71.', { maxSize: 'medium', revenuePerEmployee: 110_000 }],
  ['73.', { maxSize: 'medium', revenuePerEmployee: 120_000 }],
  ['74.', { maxSize: 'small', revenuePerEmployee: 100_000 }],
  ['82.', { maxSize: 'medium', revenuePerEmployee: 70_000 }],
  ['85.', { maxSize: 'medium', revenuePerEmployee: 60_000 }],
  ['68.31', { maxSize: 'small', revenuePerEmployee: 200_000 }],
  ['68.', { maxSize: 'large', revenuePerEmployee: 500_000 }],
  ['66.', { maxSize: 'medium', revenuePerEmployee: 150_000 }],
  ['81.', { maxSize: 'large', revenuePerEmployee: 35_000 }],
  ['78.', { maxSize: 'large', revenuePerEmployee: 45_000 }],
  ['87.', { maxSize: 'large', revenuePerEmployee: 55_000 }],
  ['46.', { maxSize: 'large', revenuePerEmployee: 900_000 }],
  ['35.', { maxSize: 'large', revenuePerEmployee: 800_000 }],
  ['64.', { maxSize: 'large', revenuePerEmployee: 300_000 }],
  ['62.', { maxSize: 'large', revenuePerEmployee: 140_000 }],
  ['63.', { maxSize: 'large', revenuePerEmployee: 160_000 }],
  ['58.', { maxSize: 'large', revenuePerEmployee: 180_000 }],
  ['29.10', { maxSize: 'large', revenuePerEmployee: 500_000 }],
  ['20.', { maxSize: 'large', revenuePerEmployee: 450_000 }],
]
export const DEFAULT_PROFILE: IndustryProfile = { maxSize: 'large', revenuePerEmployee: 200_000 }

export function industryProfile(industryCode: string): IndustryProfile {
  return PROFILES.find(([prefix]) => industryCode.startsWith(prefix))?.[1] ?? DEFAULT_PROFILE
}

/** The largest class a company reaches in its first whole years: small, then medium, then any. */
export function maxSizeForAge(yearsOfAccounts: number): SizeClass {
  return yearsOfAccounts < 3 ? 'small' : yearsOfAccounts < 6 ? 'medium' : 'large'
}

export const smaller = (a: SizeClass, b: SizeClass) => (SIZE_RANK[a] <= SIZE_RANK[b] ? a : b)

/** The class a company's figures give, or the drawn one when it has none. */
export const classOf = (figures: Figures, fallback: SizeClass): SizeClass =>
  hasFigures(figures)
    ? sizeClassOf({
        employees: figures.emp_count,
        revenue: figures.pl_revenue,
        totalAssets: figures.bs_assets_total,
      })
    : fallback

export interface FitInput {
  figures: Figures
  drawnSize: SizeClass
  industryCode: string
  legalForm: string
  isHolding: boolean
  status: OrganizationStatus
  /** Whole fiscal years of the company's life up to its latest published one, that one included. */
  yearsOfAccounts: number
  /** The organization's own sequence (randomFor(id, …)). */
  random: Random
}

/** Capital companies file a balance sheet every year, the smallest too (§ 325 HGB). */
const FILE_BALANCE_SHEETS = new Set([
  'GmbH',
  'UG (haftungsbeschränkt)',
  'AG',
  'SE',
  'GmbH & Co. KG',
  'eG',
])

/** A capital company's figures with a balance sheet: drawn for its class when the draw had none. */
function withBalanceSheet(input: FitInput): Figures {
  const { figures, legalForm, drawnSize, isHolding, status, random } = input
  if (figures.bs_assets_total !== null || !FILE_BALANCE_SHEETS.has(legalForm)) return figures
  for (let tries = 0; tries < 20; tries++) {
    const drawn = drawFigures(random, drawnSize, legalForm, isHolding, status)
    if (drawn.bs_assets_total !== null)
      return { ...drawn, emp_count: figures.emp_count ?? drawn.emp_count }
  }
  return figures
}

/** The figures within the trade's and the age's largest class, with the trade's revenue per head. */
export function fitFigures(input: FitInput): Figures {
  const { isHolding, industryCode, random } = input
  let figures = withBalanceSheet(input)
  if (isHolding || !hasFigures(figures)) return figures
  const profile = industryProfile(industryCode)
  const cap = smaller(profile.maxSize, maxSizeForAge(input.yearsOfAccounts))
  if (SIZE_RANK[classOf(figures, input.drawnSize)] > SIZE_RANK[cap])
    figures = drawFigures(random, cap, input.legalForm, false, input.status)
  if (figures.pl_revenue === null || !figures.emp_count) return figures
  // Within a factor of 2.5 of the trade's median either way (the audit allows 3).
  const perHead = Math.min(2.5, Math.max(1 / 2.5, random.logNormal(1, 0.25)))
  const revenue = Math.max(1, Math.round(figures.emp_count * profile.revenuePerEmployee * perHead))
  // The margins stay as drawn: EBIT and net income follow the revenue.
  const scale = revenue / Math.max(1, figures.pl_revenue)
  const fitted = {
    ...figures,
    pl_revenue: revenue,
    pl_net_income:
      figures.pl_net_income === null ? null : Math.round(figures.pl_net_income * scale),
    pl_ebit: figures.pl_ebit === null ? null : Math.round(figures.pl_ebit * scale),
  }
  // Revenue alone may not lift the company above its cap (HGB § 267 reads two of three criteria).
  return SIZE_RANK[classOf(fitted, input.drawnSize)] > SIZE_RANK[cap] ? figures : fitted
}
