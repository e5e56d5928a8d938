/**
 * Property-based fuzzing of the hub: thousands of random and malformed requests straight into the
 * Hono app (no sockets). Whatever comes in, the hub answers: never a 5xx, and every 4xx is JSON
 * with a `detail` (docs/datahub-api.md §2).
 */
import fc from 'fast-check'
import { errorProblem } from './testing/fuzz-answers'
import { sampleIds, type FuzzIds } from './testing/fuzz-ids'
import { fuzzRequest } from './testing/fuzz-requests'
import { createTestHubApp } from './testing/test-hub'

const RUNS = Number(process.env.FUZZ_RUNS ?? 6000)

let app: Awaited<ReturnType<typeof createTestHubApp>>['app']
let apiKey: string
let ids: FuzzIds

beforeAll(async () => {
  const hub = await createTestHubApp()
  ;({ app, apiKey } = hub)
  ids = sampleIds(hub.db)
})

describe('hub fuzzing', () => {
  it(`answers ${RUNS} random and malformed requests without a 5xx, every 4xx with a detail`, async () => {
    let sent = 0
    let succeeded = 0
    await fc.assert(
      fc.asyncProperty(fuzzRequest(ids), fc.boolean(), async (request, withKey) => {
        sent++
        const headers =
          withKey || sent % 20 !== 0 ? { ...request.headers, 'X-API-KEY': apiKey } : request.headers
        const response = await app.request(request.url, {
          method: request.method,
          headers,
          ...(request.body !== undefined ? { body: request.body } : {}),
        })
        if (response.ok) succeeded++
        const problem = await errorProblem(response, request.method)
        if (problem) throw new Error(`${request.method} ${request.url.slice(0, 300)} → ${problem}`)
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20260302), endOnFailure: true },
    )
    expect(sent).toBeGreaterThanOrEqual(RUNS)
    // The fuzzer must also reach the code behind valid requests, not only the 404 and 422 paths.
    expect(succeeded / sent).toBeGreaterThan(0.2)
  }, 120_000)
})
