import { t } from '@lingui/core/macro'
import { formatNumber } from '@/lib/format/format'

/**
 * A service's published price per call (`credit_policy.credit_cost`, docs/datahub-api.md §8).
 * Worded in the active language: call it at render time.
 */
export function serviceCost(credits: number | null | undefined): string {
  if (credits === null || credits === undefined || !Number.isFinite(credits) || credits < 0)
    return t`not published`
  const amount = formatNumber(credits)
  return credits === 1 ? t`${amount} credit per call` : t`${amount} credits per call`
}
