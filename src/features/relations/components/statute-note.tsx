import { Trans } from '@lingui/react/macro'
import type { ProfitAndLossMethod } from '../api/models/hgb-275'

/** Which form of § 275 the statement follows, and what the unnumbered subtotals are. */
export function StatuteNote({ method }: { method: ProfitAndLossMethod }) {
  return (
    <p className="text-xs text-slate-600" data-testid="statute-note">
      {method === 'cost-of-sales' ? (
        <Trans>
          Lines numbered as in § 275 (3) HGB (cost-of-sales method); lines marked “subtotal” are
          sums the statute does not number.
        </Trans>
      ) : (
        <Trans>
          Lines numbered as in § 275 (2) HGB (total cost method); lines marked “subtotal” are sums
          the statute does not number.
        </Trans>
      )}
    </p>
  )
}
