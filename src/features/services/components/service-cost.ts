import { formatNumber } from '@/lib/format'

/** A service's published price per call (`credit_policy.credit_cost`, docs/datahub-api.md §8). */
export function serviceCost(credits: number | null | undefined): string {
  if (credits === null || credits === undefined || !Number.isFinite(credits) || credits < 0)
    return 'not published'
  return `${formatNumber(credits)} ${credits === 1 ? 'credit' : 'credits'} per call`
}
