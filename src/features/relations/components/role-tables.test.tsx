import { act, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import type { Role } from '@/lib/datahub/roles'
import { RoleTables } from './role-tables'

const role = (overrides: Partial<Role>): Role => ({
  entity: { id: null, type: 'PERSON', name: 'Erika Muster' },
  label: 'SHAREHOLDER',
  role: 'Shareholder',
  startDate: '2026-03-02',
  endDate: null,
  sharePercent: 12.5,
  shareNominalEur: 1234567,
  ...overrides,
})

describe('RoleTables', () => {
  it('words roles and formats shares, money and dates in English', () => {
    render(<RoleTables lists={{ current: [role({})], past: [] }} noun="shareholders" withShares />)
    const table = screen.getByRole('table', { name: 'Current shareholders (1)' })
    const row = within(table).getAllByRole('row')[1]!
    expect(row).toHaveTextContent('Erika Muster')
    expect(row).toHaveTextContent('Person')
    expect(row).toHaveTextContent('Shareholder')
    expect(row).toHaveTextContent('12.5%')
    expect(row).toHaveTextContent('€1,234,567')
    expect(row).toHaveTextContent('2 Mar 2026')
    expect(screen.getByText('No past shareholders are recorded.')).toBeVisible()
  })

  it('reads in German, with German numbers and dates', async () => {
    await act(() => activateLocale('de'))
    render(
      <RoleTables
        lists={{
          current: [],
          past: [
            role({
              entity: { id: null, type: 'ORGANIZATION', name: 'Muster GmbH' },
              label: 'MANAGING_DIRECTOR',
              endDate: '2027-11-30',
            }),
          ],
        }}
        noun="managers"
        withShares={false}
      />,
    )
    expect(screen.getByText('Kein aktuelles Management.')).toBeVisible()
    const table = screen.getByRole('table', { name: 'Früheres Management (1)' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Typ', 'Rolle', 'Seit', 'Bis'])
    const row = within(table).getAllByRole('row')[1]!
    expect(row).toHaveTextContent('Organisation')
    expect(row).toHaveTextContent('Geschäftsführer/in')
    expect(row).toHaveTextContent('02.03.2026')
    expect(row).toHaveTextContent('30.11.2027')
  })
})
