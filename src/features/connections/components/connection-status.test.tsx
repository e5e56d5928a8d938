import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { ConnectionGraph } from '../api/connection-graph'
import type { ConnectionSearchResult } from '../api/connection-search'
import { ConnectionStatus } from './connection-status'

const result = (patch: Partial<ConnectionSearchResult & { cached: number }>) => ({
  paths: [],
  pathCount: 0,
  steps: null,
  exact: true,
  used: 2,
  budget: 20,
  maxSteps: 4,
  graph: new ConnectionGraph(),
  fromKey: 'a',
  toKey: 'b',
  cached: 0,
  ...patch,
})

const noop = () => {}

describe('ConnectionStatus', () => {
  it('shows progress against the budget, the entity being read, and a cancel button', () => {
    const onCancel = vi.fn()
    render(
      <ConnectionStatus
        fetching
        cancelled={false}
        progress={{
          used: 3,
          budget: 20,
          cached: 1,
          current: { id: 'a', type: 'PERSON', name: '<b>Eva</b>' },
        }}
        result={undefined}
        onCancel={onCancel}
        onRetry={noop}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Searching… 3 of 20 resolves, reading the network of <b>Eva</b>',
    )
    expect(
      screen.getByRole('progressbar', { name: 'Resolves used of the budget' }),
    ).toHaveAttribute('value', '3')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel search' }))
    expect(onCancel).toHaveBeenCalled()
  })

  it.each([
    [result({}), 'No connection within 4 steps. 2 of 20 resolves used.'],
    [
      result({ exact: false, used: 20 }),
      'No connection found within 4 steps before the budget ran out',
    ],
    [
      result({ steps: 3, pathCount: 30, paths: Array(25).fill([]), cached: 2 }),
      '30 shortest connections (the first 25 shown): 3 steps. 2 of 20 resolves used (2 read from the cache, no credit).',
    ],
    [
      result({ steps: 4, pathCount: 1, paths: [[]], exact: false }),
      'a shorter connection is not ruled out',
    ],
  ])('says what the answer is: %#', (answer, text) => {
    render(
      <ConnectionStatus
        fetching={false}
        cancelled={false}
        progress={null}
        result={answer}
        onCancel={noop}
        onRetry={noop}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent(text)
  })

  it('speaks German, with German numbers and plurals', async () => {
    await act(() => activateLocale('de'))
    const { rerender } = render(
      <ConnectionStatus
        fetching
        cancelled={false}
        progress={{ used: 1200, budget: 2000, cached: 0, current: null }}
        result={undefined}
        onCancel={noop}
        onRetry={noop}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Suche läuft … 1.200 von 2.000 Abfragen')
    expect(screen.getByRole('button', { name: 'Suche abbrechen' })).toBeVisible()
    rerender(
      <ConnectionStatus
        fetching={false}
        cancelled={false}
        progress={null}
        result={result({ steps: 1, pathCount: 1, paths: [[]], budget: 1, used: 1 })}
        onCancel={noop}
        onRetry={noop}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Eine kürzeste Verbindung: 1 Schritt. 1 von 1 Abfrage verbraucht.',
    )
  })
})
