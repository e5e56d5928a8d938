import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { JsonView } from './json-view'
import { humanizeKey } from './json-view-model'

describe('JsonView', () => {
  it('renders a record as labelled values', () => {
    render(<JsonView value={{ fiscal_year: 2023, is_active: true, note: null, cases: 12345 }} />)
    expect(screen.getByText('Fiscal year')).toBeInTheDocument()
    expect(screen.getByText('2023')).toBeInTheDocument()
    expect(screen.getByText('Yes')).toBeInTheDocument()
    expect(screen.getByText('12,345')).toBeInTheDocument()
    expect(screen.getByText('—')).toBeInTheDocument()
  })

  it('renders an array of flat records as a table with one column per key', () => {
    render(
      <JsonView
        label="Cases"
        value={[
          { year: 2022, cases: 10 },
          { year: 2023, cases: 12, extra: 'x' },
        ]}
      />,
    )
    const table = screen.getByRole('table', { name: 'Cases' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Year', 'Cases', 'Extra'])
    expect(within(table).getAllByRole('row')).toHaveLength(3)
  })

  it('shows empty values in words and never renders strings as HTML', () => {
    const { container } = render(
      <JsonView value={{ list: [], html: '<img src=x onerror=alert(1)>' }} />,
    )
    expect(screen.getByText('No entries')).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
  })

  it('pages long lists', async () => {
    render(<JsonView value={Array.from({ length: 60 }, (_, index) => `item ${index}`)} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(50)
    await userEvent.click(screen.getByRole('button', { name: /show more \(10 hidden\)/i }))
    expect(screen.getAllByRole('listitem')).toHaveLength(60)
  })

  it('collapses deep values behind a summary', () => {
    render(<JsonView value={{ a: { b: { c: { d: 1 } } } }} />)
    expect(screen.getAllByText('1 field').length).toBeGreaterThan(0)
  })
})

describe('JsonView in German', () => {
  it('words values and counts in German, groups quantities but never years', async () => {
    await act(() => activateLocale('de'))
    render(
      <JsonView
        value={{
          fiscal_year: 2023,
          is_active: false,
          cases: 12345.5,
          note: '',
          a: { b: { c: [1, 2] } },
        }}
      />,
    )
    expect(screen.getByText('2023')).toBeInTheDocument()
    expect(screen.getByText('12.345,5')).toBeInTheDocument()
    expect(screen.getByText('Nein')).toBeInTheDocument()
    expect(screen.getByText('(leer)')).toBeInTheDocument()
    expect(screen.getByText('2 Einträge')).toBeInTheDocument()
  })
})

describe('humanizeKey', () => {
  it.each([
    ['fb_entity_id', 'Fb entity id'],
    ['displayName', 'Display name'],
    ['cases_per_100k', 'Cases per 100k'],
  ])('%s → %s', (key, label) => expect(humanizeKey(key)).toBe(label))
})
