import { Trans } from '@lingui/react/macro'
import { formatNumber } from '@/lib/format/format'
import { GOOD_ENOUGH, LISTING_LIMIT, MAX_SEARCHES } from '../api/match-row'

/**
 * What matching costs, step by step, where the analyst starts it: each search is one call to the
 * Data Hub (docs/match.md). The later steps run only for rows that are not yet convincing.
 */
export function SearchCost({ paidCalls }: { paidCalls: string | null }) {
  const good = `${Math.round(GOOD_ENOUGH * 100)} %`
  const most = formatNumber(MAX_SEARCHES)
  const listed = formatNumber(LISTING_LIMIT)
  return (
    <div className="space-y-1 text-sm text-slate-700" data-testid="search-cost">
      <p>
        <Trans>
          Cost: 1 search per row (its register ID when the list has one, else its name, with its
          postal code when given), at most {most}. Only a row without a candidate of {good} or more
          takes the next step, one search each:
        </Trans>
      </p>
      <ol className="list-decimal space-y-0.5 pl-6">
        <li>
          <Trans>
            every organization at the row&apos;s postal code (up to {listed}), compared here with
            typos and other spellings in mind; without a postal code, the name with umlauts put back
            (Mueller → Müller)
          </Trans>
        </li>
        <li>
          <Trans>the name without the postal code (the company may have moved)</Trans>
        </li>
        <li>
          <Trans>
            the first letters of each word (up to {listed}), unless the postal code&apos;s list was
            complete
          </Trans>
        </li>
      </ol>
      <p>{paidCalls ? <Trans>Then {paidCalls}.</Trans> : <Trans>Then nothing more.</Trans>}</p>
    </div>
  )
}
