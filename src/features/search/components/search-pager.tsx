import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '@/lib/format/format'
import { PAGE_SIZE } from '../api/search-queries'

interface SearchPagerProps {
  page: number
  /** Items on this page. */
  count: number
  /** Total matches when the API reports one (location search does not). */
  total: number | null
  onPage: (page: number) => void
}

/** Previous/next paging with "results X–Y of Z"; without a total, a full page means "maybe more". */
export function SearchPager({ page, count, total, onPage }: SearchPagerProps) {
  const { t } = useLingui()
  const first = formatNumber(count === 0 ? 0 : (page - 1) * PAGE_SIZE + 1)
  const last = formatNumber((page - 1) * PAGE_SIZE + count)
  const pages = total !== null ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : null
  const hasNext = pages !== null ? page < pages : count === PAGE_SIZE
  const all = formatNumber(total)
  const current = formatNumber(page)
  const pageCount = formatNumber(pages)
  const buttonClass =
    'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50'
  let range = t`No results on this page`
  if (count > 0)
    range = total !== null ? t`Results ${first}–${last} of ${all}` : t`Results ${first}–${last}`
  return (
    <nav aria-label={t`Pages`} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" data-testid="result-range">
        {range}
        {pages !== null ? t` · page ${current} of ${pageCount}` : t` · page ${current}`}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClass}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <Trans>Previous page</Trans>
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={!hasNext}
          onClick={() => onPage(page + 1)}
        >
          <Trans>Next page</Trans>
        </button>
      </div>
    </nav>
  )
}
