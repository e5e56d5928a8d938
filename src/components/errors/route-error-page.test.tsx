import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { STARTED_BY_LOADER, useQueryData } from '@/lib/query/use-query-data'
import { RouteErrorPage } from './route-error-page'

/**
 * A page whose loader starts its query (the dataset page, the fusion results), answered from a
 * list of outcomes: each request takes the next one. The app's loaders do not await the request;
 * this one does, which is the hard case the app meets on a busy machine: the loader's request has
 * failed before the page mounts again.
 */
function renderPage(outcomes: (string | Error)[]) {
  const sent: string[] = []
  const next = () => {
    const outcome = outcomes[sent.length] ?? 'the real answer'
    sent.push(String(outcome))
    return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome)
  }
  const answer = queryOptions({ queryKey: ['answer'], queryFn: next })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  function Page() {
    const data = useQueryData({ ...answer, ...STARTED_BY_LOADER })
    return <p>{data ?? 'Loading…'}</p>
  }
  const rootRoute = createRootRoute()
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader: () => queryClient.prefetchQuery(answer),
    component: Page,
    errorComponent: RouteErrorPage,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return sent
}

/** Clicks the retry and waits for what it ends in: the next failure, or an answer. */
async function retryOnce() {
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
  await screen.findByText(/second failure|the real answer/)
}

describe('the route error page’s retry of a page its loader starts', () => {
  it('sends one request per retry and shows that request’s answer', async () => {
    // React and the router report each failure the page throws; they are this test's subject.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const sent = renderPage([new Error('first failure'), new Error('second failure')])
    expect(await screen.findByText(/first failure/)).toBeInTheDocument()
    expect(sent).toHaveLength(1)

    await retryOnce()
    expect(sent).toHaveLength(2)
    expect(screen.getByText(/second failure/)).toBeInTheDocument()

    await retryOnce()
    expect(await screen.findByText('the real answer')).toBeInTheDocument()
    expect(sent).toHaveLength(3)
  })
})
