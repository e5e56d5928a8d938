import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PENDING_TIMING } from './router'

/** A page whose loader the router awaits, answered after `answerMs`, under the app's timing. */
function renderSlowPage(answerMs: number) {
  const rootRoute = createRootRoute()
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader: () =>
      new Promise<string>((resolve) => setTimeout(() => resolve('the results'), answerMs)),
    component: function Page() {
      return <p>{page.useLoaderData()}</p>
    },
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultPendingComponent: () => <p role="status">Loading…</p>,
    ...PENDING_TIMING,
  })
  render(<RouterProvider router={router} />)
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('the router’s pending page', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows after 300 ms and goes the moment the answer is there', async () => {
    renderSlowPage(400)
    await advance(250)
    expect(screen.queryByRole('status')).toBeNull()
    await advance(100)
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    // 50 ms after the pending page showed: the router's default would hold it for 450 ms more.
    await advance(60)
    expect(screen.getByText('the results')).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('never shows for an answer within 300 ms', async () => {
    renderSlowPage(200)
    await advance(210)
    expect(screen.getByText('the results')).toBeInTheDocument()
    await advance(400)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
