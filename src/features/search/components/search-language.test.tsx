import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { listOf } from '@/lib/datahub/fields'
import { relationItem } from '../api/search-items'
import { FusionGroupSection } from './fusion-group'
import { SearchPager } from './search-pager'

const relations = listOf(relationItem).parse([
  {
    entity_type: 'RELATION',
    entity: { key: '9210180619', name: { en: 'Unemployment rate' } },
    relation_parameters: { reference_year: 2023 },
  },
])

describe('search pages in both languages', () => {
  it('counts results with English digit grouping', () => {
    render(<SearchPager page={2} count={30} total={12345} onPage={() => {}} />)
    expect(screen.getByTestId('result-range')).toHaveTextContent(
      'Results 31–60 of 12,345 · page 2 of 412',
    )
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled()
  })

  it('speaks German and groups digits the German way, but never a year', async () => {
    await act(() => activateLocale('de'))
    render(<SearchPager page={2} count={30} total={12345} onPage={() => {}} />)
    expect(screen.getByTestId('result-range')).toHaveTextContent(
      'Ergebnisse 31–60 von 12.345 · Seite 2 von 412',
    )
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeEnabled()

    render(<FusionGroupSection group={{ type: 'RELATION', items: relations }} q="arbeitslos" />)
    expect(screen.getByRole('heading', { name: 'Beziehungen' })).toBeVisible()
    expect(
      screen.getByText('Öffnen Sie einen Eintrag, um diese Beziehung in seinen Tabs zu lesen.'),
    ).toBeVisible()
    // The relation's name and its year are data: as delivered, the year not grouped.
    expect(screen.getByText('Unemployment rate')).toBeVisible()
    expect(screen.getByTestId('relation-parameters')).toHaveTextContent('2023')
  })
})
