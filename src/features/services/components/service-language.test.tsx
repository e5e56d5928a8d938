import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { serviceCost } from './service-cost'
import { ServiceResult } from './service-result'

describe('data services in German', () => {
  it('words the result and the price in German, with German digit grouping', async () => {
    await act(() => activateLocale('de'))
    render(<ServiceResult data={{ city: 'München' }} raw={{ data: { city: 'München' } }} />)
    expect(screen.getByRole('heading', { name: 'Ergebnis' })).toBeVisible()
    expect(screen.getByText('Rohantwort')).toBeVisible()
    expect(screen.getByText('München')).toBeVisible()
    expect(serviceCost(1)).toBe('1 Credit pro Aufruf')
    expect(serviceCost(1500)).toBe('1.500 Credits pro Aufruf')
    expect(serviceCost(null)).toBe('nicht veröffentlicht')
  })

  it('groups digits the English way in English', () => {
    expect(serviceCost(1500)).toBe('1,500 credits per call')
  })
})
