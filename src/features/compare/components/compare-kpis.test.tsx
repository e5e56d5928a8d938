import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { KpiYear } from '@/lib/datahub/kpis'
import { activateLocale } from '@/lib/i18n/i18n'
import { CompareKpis } from './compare-kpis'
import type { Column } from './compare-page'

const year = (value: number, revenue: number): KpiYear => ({
  year: value,
  revenue,
  netIncome: null,
  balanceSheetTotal: null,
  employees: null,
})

const column = (index: number, name: string, years: KpiYear[]): Column =>
  ({
    index,
    org: { id: `id-${index}`, name },
    data: {
      id: `id-${index}`,
      kpis: { status: 'success', data: years },
      management: { status: 'pending' },
      shareholders: { status: 'pending' },
    },
  }) as unknown as Column

const columns = [
  column(0, 'Alpha GmbH', [year(2023, 1_000_000), year(2024, 1_234_567)]),
  column(1, 'Beta AG', [year(2023, 2_000_000), year(2024, 2_500_000)]),
]

describe('CompareKpis', () => {
  it('reads in German: words, euros and percentages in German form, years ungrouped', async () => {
    await act(() => activateLocale('de'))
    render(<CompareKpis columns={columns} />)
    const table = screen.getByRole('region', { name: 'Umsatz (EUR) pro Jahr' })
    expect(table).toHaveTextContent('pro Jahr, mit der Veränderung zum Vorjahr')
    expect(screen.getAllByRole('columnheader', { name: 'Jahr' })).toHaveLength(1)
    expect(screen.getByRole('rowheader', { name: '2024' })).toBeVisible()
    expect(table).toHaveTextContent('1.234.567 €')
    expect(table).toHaveTextContent('+234.567 € (+23,5 %)')
    expect(table).toHaveTextContent('Wachstum pro Jahr 2023–2024 (gemeinsame Jahre)')
  })

  it('reads in English with en-GB numbers', () => {
    render(<CompareKpis columns={columns} />)
    const table = screen.getByRole('region', { name: 'Revenue (EUR) per year' })
    expect(table).toHaveTextContent('€1,234,567')
    expect(table).toHaveTextContent('+€234,567 (+23.5%)')
    expect(table).toHaveTextContent('Growth per year 2023–2024 (years all share)')
  })
})
