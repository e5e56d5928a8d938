/**
 * Issue 39, point 8: what one batch (`POST /api/explorer/batch`) may cost the server, over HTTP
 * against `npm start` and an upstream in this process. A batch's answer has a total size cap (an
 * item over it answers "fetch it alone", and the SPA's batcher then does); a path asked twice in
 * one batch is fetched and sent once; a user has at most a few batches in flight (more wait, and
 * beyond a bound are refused); and the per-minute rate counts every item, duplicates included.
 * Users are told apart by X-Forwarded-For (TRUST_PROXY=1).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createBatcher } from '../../src/lib/api/batch'
import { MAX_BATCH_ANSWER_BYTES, MAX_BATCHES_IN_FLIGHT, MAX_BATCHES_WAITING } from './batch'
import { startProxy, type Proxy } from '../testing/processes'

const KEY = 'sk-batch-bounds-test-7c6b5a4f3e2d1c0b'
const RATE = 40

let upstream: Server
const calls: string[] = []
/** Upstream answers held back until the test lets them go. */
const held: (() => void)[] = []
let proxy: Proxy

beforeAll(async () => {
  upstream = createServer((request, response) => {
    if (request.headers['x-api-key'] !== KEY) {
      response.writeHead(401, { 'content-type': 'application/json' })
      return response.end('{"detail":"Could not validate credentials."}')
    }
    const url = new URL(request.url!, 'http://upstream.test')
    calls.push(url.pathname + url.search)
    // `kb`: an answer of about that many KiB (dataset metadata with a big sample of rows).
    const kb = Number(url.searchParams.get('kb') ?? 0)
    const answer = () => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ url: url.pathname + url.search, pad: 'x'.repeat(kb * 1024) }))
    }
    if (url.searchParams.get('q')?.startsWith('hold')) held.push(answer)
    else answer()
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  proxy = await startProxy({
    DATAHUB_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    DATAHUB_API_KEY: KEY,
    TRUST_PROXY: '1',
    BUDGET_RATE_PER_MINUTE: String(RATE),
    // Searches are never cached here: what is fetched once is the batch's doing, not the cache's.
    CACHE_TTL: 'search=0',
    AUDIT_LOG: 'off',
  })
})

afterAll(async () => {
  proxy?.child.kill('SIGKILL')
  for (const release of held.splice(0)) release()
  upstream?.closeAllConnections()
  await new Promise((resolve) => upstream?.close(resolve))
})

interface Answer {
  status?: number
  headers?: Record<string, string>
  body?: string
  alone?: true
  same?: number
}

const postBatch = (from: string, requests: string[]) =>
  fetch(`${proxy.base}api/explorer/batch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ requests }),
  })

/** The SPA's batcher (src/lib/api/batch.ts) against the server, as the browser would use it. */
const spaBatcher = (from: string) =>
  createBatcher(
    async (paths) => {
      const response = await postBatch(from, paths)
      expect(response.status).toBe(200)
      return ((await response.json()) as { answers: never[] }).answers
    },
    (path, signal) =>
      fetch(`${proxy.base}${path.slice(1)}`, {
        headers: { accept: 'application/json', 'x-forwarded-for': from },
        signal,
      }),
  )

const until = async (check: () => boolean, what: string) => {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 10_000) throw new Error(`waited 10 s for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('a batch’s answer has a total size cap', () => {
  it('answers "fetch it alone" for what does not fit, and the SPA’s batcher then does', async () => {
    const big = Math.ceil((MAX_BATCH_ANSWER_BYTES * 0.6) / 1024)
    const paths = [
      `/api/v2/stream/base/big-a?kb=${big}`,
      `/api/v2/stream/base/big-b?kb=${big}`,
      '/api/v2/stream/base/small-c',
      // Over the cap by itself.
      `/api/v2/stream/base/huge-d?kb=${Math.ceil((MAX_BATCH_ANSWER_BYTES * 1.5) / 1024)}`,
    ]
    const response = await postBatch('198.51.100.10', paths)
    expect(response.status).toBe(200)
    const text = await response.text()
    const { answers } = JSON.parse(text) as { answers: Answer[] }
    expect(answers).toHaveLength(4)
    const inline = answers.filter((answer) => !answer.alone)
    const bytes = inline.reduce((sum, answer) => sum + Buffer.byteLength(answer.body ?? ''), 0)
    expect(bytes).toBeLessThanOrEqual(MAX_BATCH_ANSWER_BYTES)
    // Two of 0.6 × the cap do not both fit; the one of 1.5 × never does; the small one does.
    expect(answers.filter((answer) => answer.alone)).toHaveLength(2)
    expect(answers[2]!.alone).toBeUndefined()
    expect(answers[3]!.alone).toBe(true)
    expect(text.length).toBeLessThan(MAX_BATCH_ANSWER_BYTES + 64 * 1024)

    // The SPA's batcher hands every request its whole answer, asking the big ones alone; those
    // were kept by the shared cache when the batch fetched them, so the Data Hub is asked once.
    const batched = spaBatcher('198.51.100.11')
    const responses = await Promise.all(paths.map((path) => batched(path, null)))
    expect(responses.map((one) => one.status)).toEqual([200, 200, 200, 200])
    const bodies = (await Promise.all(responses.map((one) => one.json()))) as { url: string }[]
    expect(bodies.map((body) => body.url)).toEqual(paths)
    for (const path of paths) expect(calls.filter((call) => call === path)).toHaveLength(1)
  })
})

describe('a path asked twice in one batch', () => {
  it('is fetched once and its answer sent once', async () => {
    const dup = '/api/v2/search/fusion?q=dup-marker-4711'
    const paths = [dup, '/api/v2/search/fusion?q=other', dup, dup]
    const response = await postBatch('198.51.100.20', paths)
    const text = await response.text()
    expect(calls.filter((call) => call === dup)).toHaveLength(1)
    expect(text.split('dup-marker-4711').length - 1).toBe(1)
    const { answers } = JSON.parse(text) as { answers: Answer[] }
    expect(answers[0]!.status).toBe(200)
    expect(answers[2]).toEqual({ same: 0 })
    expect(answers[3]).toEqual({ same: 0 })

    // The SPA's batcher gives each of them the one answer.
    const batched = spaBatcher('198.51.100.21')
    const again = '/api/v2/search/fusion?q=dup-again'
    const responses = await Promise.all([again, again, dup].map((path) => batched(path, null)))
    const bodies = (await Promise.all(responses.map((one) => one.json()))) as { url: string }[]
    expect(bodies.map((body) => body.url)).toEqual([again, again, dup])
    expect(calls.filter((call) => call === again)).toHaveLength(1)
  })
})

describe('batches in flight per user', () => {
  it(`runs at most ${MAX_BATCHES_IN_FLIGHT} of one user's at a time, queues a few more and refuses the rest`, async () => {
    const count = MAX_BATCHES_IN_FLIGHT + MAX_BATCHES_WAITING + 1
    const sent = Array.from({ length: count }, (_, index) =>
      postBatch('198.51.100.30', [`/api/v2/search/fusion?q=hold-a${index}`]),
    )
    // One over the queue's bound is refused at once, saying when to try again.
    const refused = await Promise.race(sent.map((one) => one.then((response) => response)))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/batches/)

    await until(() => held.length === MAX_BATCHES_IN_FLIGHT, 'the first batches upstream')
    // Another user is not held up by the first one's batches.
    const other = postBatch('198.51.100.31', ['/api/v2/search/fusion?q=hold-b'])
    await until(() => held.length === MAX_BATCHES_IN_FLIGHT + 1, 'the other user’s batch')
    expect(calls.filter((call) => call.includes('hold-a'))).toHaveLength(MAX_BATCHES_IN_FLIGHT)

    // Released as they come, the waiting batches go on, never more than the bound at once.
    let settled = false
    void Promise.all(sent).then(() => (settled = true))
    while (!settled) {
      expect(held.length).toBeLessThanOrEqual(MAX_BATCHES_IN_FLIGHT + 1)
      for (const release of held.splice(0)) release()
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const statuses = await Promise.all(sent.map((one) => one.then((response) => response.status)))
    expect(statuses.filter((status) => status === 200)).toHaveLength(count - 1)
    expect(statuses.filter((status) => status === 429)).toHaveLength(1)
    expect((await other).status).toBe(200)
  })
})

describe('the per-minute rate', () => {
  it('counts every item of a batch, a duplicate too', async () => {
    // Budgets count in fixed minutes: start well inside one.
    const left = 60_000 - (Date.now() % 60_000)
    if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 100))
    const from = '198.51.100.40'
    const paths = Array.from({ length: RATE }, (_, index) =>
      index % 4 === 3 ? '/api/v2/search/fusion?q=rate-0' : `/api/v2/search/fusion?q=rate-${index}`,
    )
    const first = (await (await postBatch(from, paths)).json()) as { answers: Answer[] }
    expect(first.answers.filter((answer) => answer.status === 429)).toHaveLength(0)
    // The minute's 40 are spent, though fewer distinct paths were fetched.
    const alone = await fetch(`${proxy.base}api/v2/search/fusion?q=rate-alone`, {
      headers: { 'x-forwarded-for': from },
    })
    expect(alone.status).toBe(429)
    expect(alone.headers.get('x-budget')).toBe('rate')
    const second = (await (
      await postBatch(from, ['/api/v2/search/fusion?q=rate-x', '/api/v2/search/fusion?q=rate-y'])
    ).json()) as { answers: Answer[] }
    expect(second.answers.map((answer) => answer.status)).toEqual([429, 429])
    expect(second.answers[0]!.headers!['x-budget']).toBe('rate')
    expect(calls.some((call) => call.includes('rate-x'))).toBe(false)
  })
})
