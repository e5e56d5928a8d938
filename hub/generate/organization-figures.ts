/** Status, size and the latest published figures of a generated organization. */
import type { Random } from './random'

export type OrganizationStatus =
  'ACTIVE' | 'INACTIVE' | 'DISSOLVED' | 'MERGED' | 'LIQUIDATION' | 'INSOLVENCY_PROCEEDINGS'

export const STATUS_DETAIL: Record<OrganizationStatus, string | null> = {
  ACTIVE: null,
  INACTIVE: 'Keine Geschäftstätigkeit',
  DISSOLVED: 'Gelöscht',
  MERGED: 'Verschmolzen',
  LIQUIDATION: 'In Liquidation',
  INSOLVENCY_PROCEEDINGS: 'Insolvenzverfahren eröffnet',
}

export function drawStatus(random: Random): OrganizationStatus {
  return random.weighted<OrganizationStatus>([
    ['ACTIVE', 85],
    ['INACTIVE', 2],
    ['DISSOLVED', 6],
    ['MERGED', 2],
    ['LIQUIDATION', 3],
    ['INSOLVENCY_PROCEEDINGS', 2],
  ])
}

/** Deleted from the register (no longer "active") vs. still registered, possibly winding down. */
export const isActiveStatus = (status: OrganizationStatus) =>
  status === 'ACTIVE' || status === 'LIQUIDATION' || status === 'INSOLVENCY_PROCEEDINGS'

export type SizeClass = 'micro' | 'small' | 'medium' | 'large'

export function drawSize(random: Random, legalForm: string, isHolding: boolean): SizeClass {
  if (legalForm === 'AG' || legalForm === 'SE')
    return random.weighted<SizeClass>([
      ['small', 15],
      ['medium', 40],
      ['large', 45],
    ])
  if (isHolding)
    return random.weighted<SizeClass>([
      ['micro', 30],
      ['small', 40],
      ['medium', 20],
      ['large', 10],
    ])
  if (['UG (haftungsbeschränkt)', 'e.K.', 'GbR', 'e.V.'].includes(legalForm))
    return random.weighted<SizeClass>([
      ['micro', 92],
      ['small', 8],
    ])
  return random.weighted<SizeClass>([
    ['micro', 60],
    ['small', 26],
    ['medium', 10],
    ['large', 4],
  ])
}

export interface Figures {
  emp_count: number | null
  pl_revenue: number | null
  pl_net_income: number | null
  pl_ebit: number | null
  bs_assets_total: number | null
  bs_equity_total: number | null
  bs_liabilities_total: number | null
  bs_cash_and_equivalents: number | null
  bs_equity_ratio: number | null
  bs_debt_to_assets: number | null
}

export const NO_FIGURES: Figures = {
  emp_count: null,
  pl_revenue: null,
  pl_net_income: null,
  pl_ebit: null,
  bs_assets_total: null,
  bs_equity_total: null,
  bs_liabilities_total: null,
  bs_cash_and_equivalents: null,
  bs_equity_ratio: null,
  bs_debt_to_assets: null,
}

export const hasFigures = (figures: Figures) =>
  figures.emp_count !== null || figures.pl_revenue !== null || figures.bs_assets_total !== null

/** Each class's band of employees, total assets and revenue (HGB § 267 limits, hub/domain/size-limits.ts). */
const BANDS: Record<
  SizeClass,
  { employees: [number, number]; assets: [number, number]; revenue: [number, number] }
> = {
  micro: { employees: [1, 10], assets: [20_000, 450_000], revenue: [30_000, 900_000] },
  small: { employees: [11, 50], assets: [450_001, 7_500_000], revenue: [900_001, 15_000_000] },
  medium: {
    employees: [51, 250],
    assets: [7_500_001, 25_000_000],
    revenue: [15_000_001, 50_000_000],
  },
  large: { employees: [251, 120_000], assets: [25_000_001, 5e10], revenue: [50_000_001, 5e10] },
}
const within = ([low, high]: [number, number], value: number) =>
  Math.min(high, Math.max(low, Math.round(value)))

/**
 * Micro companies publish only a short balance sheet (no P&L), associations and deleted
 * companies publish nothing; larger ones publish everything, consistent with their size.
 */
export function drawFigures(
  random: Random,
  size: SizeClass,
  legalForm: string,
  isHolding: boolean,
  status: OrganizationStatus,
): Figures {
  if (legalForm === 'e.V.' || legalForm === 'GbR' || status === 'DISSOLVED' || status === 'MERGED')
    return NO_FIGURES
  // Employees, assets and revenue all lie in the class's band, so the class HGB § 267 gives the
  // figures is the drawn one; holdings have few staff, their assets and revenue set their class.
  const band = BANDS[size]
  const [low, high] = band.employees
  let employees =
    size === 'large'
      ? Math.round(Math.min(high, low + random.logNormal(900, 1.1)))
      : random.int(low, high)
  if (isHolding) employees = random.int(0, size === 'large' ? 40 : 5)
  const assets = within(
    band.assets,
    isHolding
      ? random.logNormal(size === 'large' ? 400e6 : 5e6, 0.9)
      : Math.max(20_000, Math.max(1, employees) * random.logNormal(120_000, 0.6)),
  )
  const equityRatio = Math.min(
    0.9,
    Math.max(-0.15, 0.05 + random.next() * 0.5 + (isHolding ? 0.2 : 0)),
  )
  const equity = Math.round(assets * equityRatio)
  // Ratios from the rounded amounts, as an analyst recomputes them from the statement.
  const balance = {
    bs_assets_total: assets,
    bs_equity_total: equity,
    bs_liabilities_total: assets - equity,
    bs_cash_and_equivalents: Math.round(assets * (0.02 + random.next() * 0.2)),
    bs_equity_ratio: Math.round((equity / assets) * 10_000) / 10_000,
    bs_debt_to_assets: Math.round(((assets - equity) / assets) * 10_000) / 10_000,
  }
  if (size === 'micro' || legalForm === 'e.K.') {
    return {
      ...NO_FIGURES,
      ...(random.chance(0.85) ? balance : {}),
      emp_count: random.chance(0.65) ? employees : null,
    }
  }
  const revenue = within(
    band.revenue,
    isHolding ? assets * random.next() * 0.05 : employees * random.logNormal(160_000, 0.5),
  )
  const margin =
    status === 'INSOLVENCY_PROCEEDINGS' ? -0.05 - random.next() * 0.3 : -0.04 + random.next() * 0.14
  const netIncome = Math.round(revenue * margin)
  return {
    ...balance,
    emp_count: employees,
    pl_revenue: revenue,
    pl_net_income: netIncome,
    pl_ebit: Math.round(
      netIncome >= 0 ? netIncome * (1.25 + random.next() * 0.3) : netIncome * 0.8,
    ),
  }
}
