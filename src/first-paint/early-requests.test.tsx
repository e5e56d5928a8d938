/**
 * The early requests of index.html (early-requests.ts) must be exactly what the page asks for
 * first, or one request would be sent twice (the early one, never taken, and the page's own).
 * So for each kind of deep link the real routes and queries run here against a recording fetch,
 * and what they ask is compared with the early list.
 */
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { routeTree } from '@/routeTree.gen'
import { startQueries } from '@/features/search/api/start-queries'
import { catalogueQuery } from '@/lib/datahub/data-search'
import { prefetchRecordOf } from '@/lib/entity/entity-intent'
import { earlyKey } from './early-fetch'
import { RELATION_DESCRIPTORS } from '@/features/relations/api/relation-catalogue'
import { earlyRequests } from './early-requests'
import { openingSlices } from './opening-slices'
import { STORED_ANSWER, storedAnswerKey } from '@/lib/query/stored-answer-key'

const ORG = 'ab'.repeat(16)
const PERSON = 'cd'.repeat(16)
const PLACE = 'ef'.repeat(16)

/**
 * Every Data Hub request the app sends, as `METHOD url body`. Each is answered at once with a 404,
 * which the app neither retries nor follows up, so the router's load ends, and with it every
 * request its loaders send (they are sent before any answer is read).
 */
function recordRequests() {
  const sent: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      if (url.startsWith('/api/v2/'))
        sent.push(earlyKey(init?.method ?? 'GET', url, init?.body as string | undefined))
      return Promise.resolve(
        Response.json({ code: 'NOT_FOUND', detail: 'not in this test' }, { status: 404 }),
      )
    }),
  )
  return sent
}

const early = (href: string, storage: Pick<Storage, 'getItem'> | null = null) => {
  const url = new URL(href, 'http://localhost')
  return earlyRequests(url, storage, openingSlices(RELATION_DESCRIPTORS)).map((request) =>
    earlyKey(request.method, request.url, request.body),
  )
}

/** What the app asks when it opens `href`: main.tsx's early record and the route's loaders. */
async function pageAsks(href: string, expected: number) {
  const sent = recordRequests()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [href] }),
  })
  prefetchRecordOf(queryClient, new URL(href, 'http://localhost').pathname)
  await router.load().catch(() => undefined)
  expect(sent.length).toBeGreaterThanOrEqual(expected)
  return sent
}

// A relation slice's view and parser load in a chunk of their own when its answer is read, which
// can be after a test has its answer; loaded here first, nothing loads after the file has ended.
beforeAll(async () => {
  const { RELATION_DESCRIPTORS } = await import('@/features/relations/api/relation-catalogue')
  await Promise.all(
    Object.values(RELATION_DESCRIPTORS)
      .flat()
      .map((descriptor) => descriptor.load()),
  )
}, 60_000)

afterEach(() => {
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

describe('the early requests of a deep link are the page’s own first requests', () => {
  it.each([
    [`/organizations/${ORG}`, 3],
    [`/persons/${PERSON}`, 3],
    [`/locations/${PLACE}`, 2],
    [`/organizations/${ORG}?year=2021`, 3],
    ['/search?q=M%C3%BCnchen', 1],
    ['/search?q=%20Berlin%20Mitte%20', 1],
    ['/search?q=%22123%22', 1],
    ['/datasets/4412095001', 2],
    ['/datasets/4412095001?version=v1&hidden=%5B%22a%22%5D&lang=de', 2],
    [`/persons/${PERSON}?lang=de`, 3],
  ])('%s', async (href, count) => {
    const expected = early(href)
    expect(expected).toHaveLength(count)
    expect((await pageAsks(href, count)).sort()).toEqual([...expected].sort())
  })

  it.each([
    // The page asks for these once it knows more; the early list leaves them to the page.
    [`/organizations/${ORG}?tab=shareholders`, 2],
    [`/locations/${PLACE}?tab=crime`, 2],
    ['/datasets/4412095001?sort=%5B%7B%22id%22%3A%22a%22%2C%22desc%22%3Atrue%7D%5D', 1],
  ])('%s: only what the page asks for certain', async (href, count) => {
    const expected = early(href)
    expect(expected).toHaveLength(count)
    const asked = await pageAsks(href, count)
    for (const request of expected) expect(asked).toContain(request)
  })

  it.each([
    ['/search?q=123'],
    ['/search?q=true'],
    ['/search?q='],
    [`/search?q=${'a'.repeat(201)}`],
    ['/organizations/not-an-id'],
    ['/datasets/a%2Fb'],
    ['/compare?ids=1'],
  ])('%s: nothing early', (href) => {
    expect(early(href)).toEqual([])
  })
})

describe('the start page’s first requests', () => {
  async function startPageAsks() {
    const sent = recordRequests()
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    void queryClient.prefetchQuery(startQueries.exampleOrganizations())
    void queryClient.prefetchQuery(catalogueQuery())
    await vi.waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 })
    return sent
  }

  it('are the examples and the catalogue when the browser has neither stored', async () => {
    const expected = early('/', window.localStorage)
    expect(expected).toHaveLength(2)
    expect((await startPageAsks()).sort()).toEqual([...expected].sort())
  })

  it('leave out an answer the browser has stored, which the page may not ask for', () => {
    window.localStorage.setItem(storedAnswerKey(STORED_ANSWER.catalogue), '{}')
    expect(early('/', window.localStorage)).toEqual([early('/')[0]])
    expect(
      early('/', {
        getItem: () => {
          throw new Error('disabled')
        },
      }),
    ).toHaveLength(2)
  })
})
