import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import type { RememberedEntity } from '@/lib/entity/entity-memory'
import { EntityList } from '@/components/entity-list/entity-list'

const entities: RememberedEntity[] = [
  {
    type: 'ORGANIZATION',
    id: 'a'.repeat(32),
    name: 'Muster GmbH',
    version: null,
    at: '2026-03-02T09:14:00Z',
  },
  { type: 'LOCATION', id: 'b'.repeat(32), name: '80331 München', version: null, at: '2026-03-02' },
]

/** The list's links need a router; the entity pages are enough of one. */
async function renderWithRouter(ui: ReactNode) {
  const rootRoute = createRootRoute()
  const routes = ['/', '/organizations/$id', '/persons/$id', '/locations/$id'].map((path) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      component: () => (path === '/' ? ui : null),
    }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router} />)
  await screen.findByTestId('recent-list')
}

describe('the start page lists in both languages', () => {
  it('names the kind and the time in English', async () => {
    await renderWithRouter(<EntityList entities={entities} testId="recent-list" />)
    expect(screen.getByRole('link', { name: 'Muster GmbH' })).toBeVisible()
    expect(screen.getByText('Organization · 2 Mar 2026, 09:14 UTC')).toBeVisible()
    expect(screen.getByText('Place · 2 Mar 2026, 00:00 UTC')).toBeVisible()
  })

  it('names the kind and the time in German', async () => {
    await act(() => activateLocale('de'))
    await renderWithRouter(<EntityList entities={entities} testId="recent-list" />)
    expect(screen.getByText('Organisation · 02.03.2026, 09:14 UTC')).toBeVisible()
    // The postal code in a name is data: untouched.
    expect(screen.getByRole('link', { name: '80331 München' })).toBeVisible()
    expect(screen.getByText('Ort · 02.03.2026, 00:00 UTC')).toBeVisible()
  })
})
