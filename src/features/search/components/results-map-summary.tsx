import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '@/lib/format/format'
import { PAGE_SIZE } from '../api/search-queries'

interface Props {
  loading: boolean
  /** Records read so far, of those planned. */
  placed: number
  planned: number
  /** Organizations on the map (read, with a coordinate). */
  pins: number
  /** Results read from the search (the mapped pages). */
  read: number
  /** The number of the first mapped result (31 on page 2). */
  firstResult: number
  total: number | null
  canMapMore: boolean
  onMapMore: () => void
}

/**
 * Says how many of the organizations found the map shows and which results those are, and offers
 * to map the next page, its cost in calls stated before the click: one search page and one record
 * per result (fewer when records are cached already).
 */
export function ResultsMapSummary(props: Props) {
  const { t } = useLingui()
  const costId = useId()
  const pinCount = formatNumber(props.pins)
  const from = formatNumber(props.firstResult)
  const to = formatNumber(props.firstResult + props.read - 1)
  const missing = props.placed - props.pins
  const missingCount = formatNumber(missing)
  const placedCount = formatNumber(props.placed)
  const planned = formatNumber(props.planned)
  const next = formatNumber(PAGE_SIZE)
  const calls = formatNumber(PAGE_SIZE + 1)
  let summary: string
  if (props.loading) summary = t`Placing ${placedCount} of ${planned} on the map…`
  else if (props.total !== null) {
    const totalCount = formatNumber(props.total)
    summary = t`${pinCount} of ${totalCount} organizations found are on the map (results ${from}–${to}).`
  } else summary = t`${pinCount} organizations are on the map (results ${from}–${to}).`
  return (
    <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <p role="status" data-testid="map-summary" data-loading={props.loading}>
        {summary}
        {missing > 0 && !props.loading ? t` ${missingCount} have no coordinate.` : ''}
      </p>
      {props.canMapMore ? (
        <>
          <button
            type="button"
            onClick={props.onMapMore}
            aria-describedby={costId}
            className="min-h-8 rounded-md border border-slate-300 bg-white px-3 font-medium text-slate-900 hover:bg-slate-50"
          >
            {t`Map ${next} more`}
          </button>
          <span id={costId} className="text-slate-600">
            {t`Up to ${calls} calls, each spends credits: 1 search page and 1 record per result.`}
          </span>
        </>
      ) : null}
    </div>
  )
}
