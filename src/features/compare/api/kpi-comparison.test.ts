import { describe, expect, it } from 'vitest'
import type { KpiYear } from '@/lib/datahub/kpis'
import { commonGrowth, kpiYearRows } from './kpi-comparison'

const year = (y: number, revenue: number | null): KpiYear => ({
  year: y,
  revenue,
  netIncome: null,
  balanceSheetTotal: null,
  employees: null,
})

describe('kpiYearRows', () => {
  it('lists every year any organization published, newest first, with the change per year', () => {
    const rows = kpiYearRows(
      [
        [year(2020, 100), year(2021, 150), year(2023, 120)],
        [year(2021, 10), year(2022, null)],
        null,
      ],
      'revenue',
    )
    expect(rows.map((row) => row.year)).toEqual([2023, 2021, 2020])
    expect(rows[1]!.cells[0]).toEqual({ value: 150, change: 50, changeRatio: 0.5 })
    // 2022 is missing for the first organization: no change against a gap.
    expect(rows[0]!.cells[0]).toEqual({ value: 120, change: null, changeRatio: null })
    expect(rows[1]!.cells[1]).toEqual({ value: 10, change: null, changeRatio: null })
    expect(rows[1]!.cells[2]).toEqual({ value: null, change: null, changeRatio: null })
  })

  it('gives no ratio against a zero or negative year', () => {
    const rows = kpiYearRows([[year(2020, -10), year(2021, 20)]], 'revenue')
    expect(rows[0]!.cells[0]).toEqual({ value: 20, change: 30, changeRatio: null })
  })
})

describe('commonGrowth', () => {
  it('compounds growth over the first to the last year every organization published', () => {
    const growth = commonGrowth(
      [
        [year(2018, 50), year(2019, 100), year(2020, 110), year(2021, 121)],
        [year(2019, 200), year(2020, null), year(2021, 50), year(2022, 999)],
      ],
      'revenue',
    )
    expect(growth?.from).toBe(2019)
    expect(growth?.to).toBe(2021)
    expect(growth!.rates[0]).toBeCloseTo(0.1, 10)
    expect(growth!.rates[1]).toBeCloseTo(-0.5, 10)
  })

  it('is null with fewer than two common years, and n/a for non-positive ends', () => {
    expect(commonGrowth([[year(2020, 1)], [year(2021, 1)]], 'revenue')).toBeNull()
    expect(commonGrowth([[year(2020, 1), year(2021, 2)], null], 'revenue')).toBeNull()
    expect(
      commonGrowth(
        [
          [year(2020, -5), year(2022, 5)],
          [year(2020, 1), year(2022, 4)],
        ],
        'revenue',
      )?.rates,
    ).toEqual([null, 1])
  })
})
