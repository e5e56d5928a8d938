/** The line above the grid that says how many rows the view has, as far as it is known. */
import { plural, t } from '@lingui/core/macro'
import type { RowShortfall } from '@/components/data-table/use-paged-rows'
import { formatNumber } from '@/lib/format/format'

interface RowCountState {
  shortfall: RowShortfall | null
  countIsExact: boolean
  rowCount: number
  loadedCount: number
}

/** Called while rendering, so the words follow the interface language. */
export function rowCountText(paged: RowCountState, searching: boolean): string {
  if (paged.shortfall) {
    const returned = formatNumber(paged.shortfall.returned)
    const total = formatNumber(paged.shortfall.total)
    return t`${returned} of ${total} rows served`
  }
  if (paged.countIsExact) return plural(paged.rowCount, { one: '# row', other: '# rows' })
  const loaded = formatNumber(paged.loadedCount)
  return searching
    ? t`${loaded}+ rows so far — the total of a search is unknown; more load as you scroll`
    : t`${loaded}+ rows so far — the total of a filtered view is unknown; more load as you scroll`
}
