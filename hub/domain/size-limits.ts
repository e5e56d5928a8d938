/**
 * The size classes of §§ 267, 267a HGB (thresholds raised in 2024): a company belongs to the
 * smallest class whose limits it stays within on at least two of the three criteria. Shared by the
 * generator (which classes each published year by its figures), the audit (hub/audit/financials.ts)
 * and the size-class service (hub/services/size-class.ts).
 */
export type SizeClass = 'micro' | 'small' | 'medium' | 'large'

export const SIZE_LIMITS: readonly {
  sizeClass: Exclude<SizeClass, 'large'>
  totalAssets: number
  revenue: number
  employees: number
}[] = [
  { sizeClass: 'micro', totalAssets: 450_000, revenue: 900_000, employees: 10 },
  { sizeClass: 'small', totalAssets: 7_500_000, revenue: 15_000_000, employees: 50 },
  { sizeClass: 'medium', totalAssets: 25_000_000, revenue: 50_000_000, employees: 250 },
]

/**
 * The class of a year's figures. An unpublished figure (null) counts as within every limit: small
 * companies need not publish their revenue, so only what is published can lift a company's class.
 */
export function sizeClassOf(figures: {
  employees: number | null
  revenue: number | null
  totalAssets: number | null
}): SizeClass {
  for (const limit of SIZE_LIMITS) {
    const exceeded =
      Number((figures.totalAssets ?? 0) > limit.totalAssets) +
      Number((figures.revenue ?? 0) > limit.revenue) +
      Number((figures.employees ?? 0) > limit.employees)
    if (exceeded < 2) return limit.sizeClass
  }
  return 'large'
}
