import { SERIES_COLORS } from '@/components/charts/chart-scale'

/** The colour of an organization's line in the charts, shown beside its name as a key. */
export function OrgSwatch({ index }: { index: number }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3 shrink-0 rounded-sm"
      style={{ background: SERIES_COLORS[index % SERIES_COLORS.length] }}
    />
  )
}
