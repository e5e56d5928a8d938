import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { ResultsMapSummary } from './results-map-summary'

const done = {
  loading: false,
  placed: 30,
  planned: 30,
  pins: 28,
  read: 30,
  firstResult: 31,
  total: 113,
  canMapMore: true,
  onMapMore: () => {},
}

describe('ResultsMapSummary', () => {
  it('says how many of all found are on the map, which results, and those without a place', () => {
    render(<ResultsMapSummary {...done} />)
    expect(screen.getByRole('status')).toHaveTextContent(
      '28 of 113 organizations found are on the map (results 31–60). 2 have no coordinate.',
    )
  })

  it('says the progress while placing, and offers nothing more meanwhile', () => {
    render(<ResultsMapSummary {...done} loading placed={8} canMapMore={false} />)
    expect(screen.getByRole('status')).toHaveTextContent('Placing 8 of 30 on the map…')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('without a total, says what the map shows', () => {
    render(<ResultsMapSummary {...done} total={null} pins={30} firstResult={1} />)
    expect(screen.getByRole('status')).toHaveTextContent(
      '30 organizations are on the map (results 1–30).',
    )
  })

  it('states the cost of mapping more before the click, and asks for the next page', async () => {
    const onMapMore = vi.fn()
    render(<ResultsMapSummary {...done} onMapMore={onMapMore} />)
    const more = screen.getByRole('button', { name: 'Map 30 more' })
    expect(more).toHaveAccessibleDescription(
      'Up to 31 calls, each spends credits: 1 search page and 1 record per result.',
    )
    await userEvent.click(more)
    expect(onMapMore).toHaveBeenCalledOnce()
  })

  it('speaks German', async () => {
    await act(() => activateLocale('de'))
    render(<ResultsMapSummary {...done} />)
    expect(screen.getByRole('status')).toHaveTextContent(
      '28 von 113 gefundenen Organisationen sind auf der Karte (Treffer 31–60). 2 ohne Koordinate.',
    )
    expect(screen.getByRole('button', { name: '30 weitere auf die Karte' })).toBeVisible()
  })
})
