/**
 * The words for a dataset the caller's plan caps: without a subscription the Data Hub serves at
 * most a few rows of a stream while `meta.entry_count` keeps its full size (docs/datahub-api.md
 * §6.1, §9.17). The table and the export say the same thing. Worded when it is shown (render
 * time), in the language of the interface.
 */
import { t } from '@lingui/core/macro'
import type { RowShortfall } from '@/components/data-table/use-paged-rows'
import { formatNumber } from '@/lib/format/format'

export function planLimitMessage(shortfall: RowShortfall): string {
  const returned = formatNumber(shortfall.returned)
  const total = formatNumber(shortfall.total)
  return t`The Data Hub returned ${returned} of ${total} rows: your plan includes only the first rows of this dataset. A subscription to the dataset gives access to all ${total}.`
}
