import type { KpiMetric } from '@/lib/datahub/kpi-metrics'
import type { KpiYear } from '@/lib/datahub/kpis'
import { relativeChange } from '@/lib/format/relative-change'

/** One organization's figure in one year, and how it moved from the year before. */
export interface KpiCell {
  value: number | null
  /** Against the previous calendar year; null when either year has no figure. */
  change: number | null
  /**
   * `change` relative to the previous year's figure; null ("n/m") when that was zero or negative
   * or the sign flipped (lib/format/relative-change.ts).
   */
  changeRatio: number | null
}

export interface KpiYearRow {
  year: number
  /** One cell per organization, in the comparison's order. */
  cells: KpiCell[]
}

/** Compound annual growth over the years every organization has a figure for. */
export interface CommonGrowth {
  from: number
  to: number
  /** Per organization; null when a figure at either end is zero or negative (no meaningful rate). */
  rates: (number | null)[]
}

const valueIn = (series: KpiYear[] | null, year: number, metric: KpiMetric) =>
  series?.find((entry) => entry.year === year)?.[metric] ?? null

/** Every year any organization has this figure for, newest first, with the change per year. */
export function kpiYearRows(seriesList: (KpiYear[] | null)[], metric: KpiMetric): KpiYearRow[] {
  const years = new Set<number>()
  for (const series of seriesList)
    for (const entry of series ?? []) if (entry[metric] !== null) years.add(entry.year)
  return [...years]
    .sort((a, b) => b - a)
    .map((year) => ({
      year,
      cells: seriesList.map((series) => {
        const value = valueIn(series, year, metric)
        const previous = valueIn(series, year - 1, metric)
        const change = value !== null && previous !== null ? value - previous : null
        return {
          value,
          change,
          changeRatio: relativeChange(value, previous),
        }
      }),
    }))
}

/**
 * Growth per year over the span of years all organizations published this figure for: from the
 * first to the last common year, so the rates are comparable. Null when fewer than two years are
 * common (or fewer than two organizations have figures at all).
 */
export function commonGrowth(
  seriesList: (KpiYear[] | null)[],
  metric: KpiMetric,
): CommonGrowth | null {
  if (seriesList.length < 2) return null
  const yearSets = seriesList.map(
    (series) =>
      new Set((series ?? []).filter((entry) => entry[metric] !== null).map((entry) => entry.year)),
  )
  const common = [...yearSets[0]!]
    .filter((year) => yearSets.every((set) => set.has(year)))
    .sort((a, b) => a - b)
  if (common.length < 2) return null
  const from = common[0]!
  const to = common[common.length - 1]!
  return {
    from,
    to,
    rates: seriesList.map((series) => {
      const first = valueIn(series, from, metric)
      const last = valueIn(series, to, metric)
      if (first === null || last === null || first <= 0 || last <= 0) return null
      return (last / first) ** (1 / (to - from)) - 1
    }),
  }
}
