/**
 * Size class of a corporation under §§ 267, 267a HGB (limits in hub/domain/size-limits.ts): a class
 * applies when a company stays within at least two of its three limits; listed companies are large.
 */
import { SIZE_LIMITS as LIMITS, type SizeClass } from '../domain/size-limits'
import { invalid } from '../http'

const OBLIGATIONS: Record<
  SizeClass,
  { audit_required: boolean; publish_profit_and_loss: boolean; deposit_only: boolean }
> = {
  micro: { audit_required: false, publish_profit_and_loss: false, deposit_only: true },
  small: { audit_required: false, publish_profit_and_loss: false, deposit_only: false },
  medium: { audit_required: true, publish_profit_and_loss: true, deposit_only: false },
  large: { audit_required: true, publish_profit_and_loss: true, deposit_only: false },
}

export function companySizeClass(inputs: {
  employees: number
  revenue_eur: number
  total_assets_eur: number
  capital_market_oriented?: boolean
}) {
  for (const name of ['employees', 'revenue_eur', 'total_assets_eur'] as const) {
    if (inputs[name] < 0) throw invalid(['body', 'inputs', name], `${name} must not be negative`)
  }
  const checks = LIMITS.map((limit) => {
    const within = {
      total_assets: inputs.total_assets_eur <= limit.totalAssets,
      revenue: inputs.revenue_eur <= limit.revenue,
      employees: inputs.employees <= limit.employees,
    }
    return { limit, within, met: Object.values(within).filter(Boolean).length >= 2 }
  })
  const sizeClass: SizeClass = inputs.capital_market_oriented
    ? 'large'
    : (checks.find((check) => check.met)?.limit.sizeClass ?? 'large')
  return {
    size_class: sizeClass,
    capital_market_oriented: inputs.capital_market_oriented ?? false,
    criteria: checks.map((check) => ({
      size_class: check.limit.sizeClass,
      limits: {
        total_assets_eur: check.limit.totalAssets,
        revenue_eur: check.limit.revenue,
        employees: check.limit.employees,
      },
      within: check.within,
      met: check.met,
    })),
    obligations: OBLIGATIONS[sizeClass],
  }
}
