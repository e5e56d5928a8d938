import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listOf } from '@/lib/datahub/fields'
import { relationItem } from '../api/search-items'
import { FusionGroupSection } from './fusion-group'

afterEach(() => vi.restoreAllMocks())

describe('FusionGroupSection', () => {
  it('shows relation results with the same key and different parameters as separate results', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const items = listOf(relationItem).parse(
      ['2022', '2023', '2023'].map((year) => ({
        entity_type: 'RELATION',
        entity: { key: '9210180619', name: { en: 'Unemployment rate' } },
        relation_parameters: { reference_year: year },
      })),
    )
    render(<FusionGroupSection group={{ type: 'RELATION', items }} q="arbeitslosigkeit" />)
    const results = screen.getAllByTestId('relation-result')
    expect(results).toHaveLength(3)
    expect(
      results.map((result) => within(result).getByTestId('relation-parameters').textContent),
    ).toEqual(['Reference year: 2022', 'Reference year: 2023', 'Reference year: 2023'])
    // React reports colliding keys through console.error; none here.
    expect(errors).not.toHaveBeenCalled()
  })
})
