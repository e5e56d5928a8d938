/**
 * The words for a dataset the caller's plan caps: without a subscription the Data Hub serves at
 * most a few rows of a stream while `meta.entry_count` keeps its full size (docs/datahub-api.md
 * §6.1, §9.17). The table and the export say the same thing.
 */
import type { RowShortfall } from '@/components/data-table/use-paged-rows'
import { formatNumber } from '@/lib/format'

export function planLimitMessage({ returned, total }: RowShortfall): string {
  return (
    `The Data Hub returned ${formatNumber(returned)} of ${formatNumber(total)} rows: your plan ` +
    `includes only the first rows of this dataset. A subscription to the dataset gives access to ` +
    `all ${formatNumber(total)}.`
  )
}
