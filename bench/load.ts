/**
 * `npm run bench:load`: drives the production server (proxy + embedded hub, default scale) with
 * autocannon on a realistic mix (bench/load-mix.ts), then the standalone hub with the same mix, and
 * prints requests/s, p50/p99 latency, errors and the proxy's overhead as p50(proxy) / p50(hub).
 * That run sends `Cache-Control: no-store`, so it measures the proxy itself, not its cache.
 * Targets: 0 errors, p99 ≤ 200 ms at 100 connections, overhead ratio ≤ 1.3.
 *
 * Then the shared cache: colleagues opening pages, popular ones often
 * (bench/page-mix.ts), against the same server with its cache: the cache hit ratio, the upstream
 * calls saved (from the server's /metrics), and p99 (target ≤ 100 ms at 100 connections).
 *
 * Environment: LOAD_DURATION (seconds per run, default 60), LOAD_CONNECTIONS (100), HUB_SCALE
 * (default), LOAD_PORT / LOAD_HUB_PORT (18080 / 18787), LOAD_ONLY=cache (only the page loads).
 */
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { createMix, sampleFromApi, type MixRequest } from './load-mix'
import { createPageMix } from './page-mix'
import { startServer, type RunningServer } from './spawn-server'

const duration = Number(process.env.LOAD_DURATION ?? 60)
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100)
const scale = process.env.HUB_SCALE || 'default'
const proxyPort = Number(process.env.LOAD_PORT ?? 18080)
const hubPort = Number(process.env.LOAD_HUB_PORT ?? 18787)
const apiKey = 'load-bench-key-3c1f'

const hubEnv = {
  HUB_SCALE: scale,
  HUB_SEED: '1',
  HUB_API_KEY: apiKey,
  HUB_FAULTS: '',
  HUB_HOSTILE: '',
}
const servers: RunningServer[] = []
const auditLog = join(tmpdir(), `bench-load-audit-${process.pid}.jsonl`)

async function main() {
  console.log(`Load: ${connections} connections × ${duration} s per target, scale ${scale}`)
  // One after the other: the first start may generate the database; the second then opens it.
  const proxy = await startServer(
    'server',
    'proxy/start/server.ts',
    {
      ...hubEnv,
      PORT: String(proxyPort),
      SKIP_BUILD: '1',
      DATAHUB_URL: '',
      DATAHUB_API_KEY: '',
      // The team server as deployed: in-memory cache, audit on, no budgets (one address here).
      REDIS_URL: '',
      BUDGET_RATE_PER_MINUTE: '0',
      BUDGET_UPSTREAM_PER_DAY: '0',
      // The hit ratio is read from X-Cache, which only the operator's setting shows.
      CACHE_DEBUG_HEADERS: '1',
      AUDIT_LOG: auditLog,
      LOG_LEVEL: 'warn',
    },
    `http://127.0.0.1:${proxyPort}/api/explorer/upstream`,
  )
  servers.push(proxy)
  const proxyBase = `http://127.0.0.1:${proxyPort}`
  if (process.env.LOAD_ONLY === 'cache') {
    const sampled = await sampleFromApi(sampleVia(proxyBase))
    await runPageLoads(proxyBase, sampled, 'cold cache')
    await runPageLoads(proxyBase, sampled, 'warm cache')
    return
  }
  const hub = await startServer(
    'hub',
    'hub/server.ts',
    { ...hubEnv, HUB_PORT: String(hubPort) },
    `http://127.0.0.1:${hubPort}/api/v2/relation/list/organization`,
    { headers: { 'X-API-KEY': apiKey } },
  )
  servers.push(hub)

  const sampled = await sampleFromApi(sampleVia(proxyBase))
  console.log(
    `Sampled ${sampled.organizations.length} organizations, ${sampled.persons.length} persons, ` +
      `${sampled.locations.length} locations, ${sampled.streams.length} datasets`,
  )
  const mix = createMix(sampled)
  console.log(
    'Mix:',
    Object.entries(mix.kinds)
      .map(([kind, share]) => `${kind} ${(share * 100).toFixed(0)}%`)
      .join(', '),
  )

  const viaProxy = await run(
    'proxy + embedded hub',
    proxyBase,
    { 'cache-control': 'no-store' },
    mix.next,
  )
  const direct = await run(
    'hub direct',
    `http://127.0.0.1:${hubPort}`,
    { 'X-API-KEY': apiKey },
    mix.next,
  )

  console.log('\nResults')
  console.table([summary('proxy + embedded hub', viaProxy), summary('hub direct', direct)])
  const ratio = viaProxy.latency.p50 / Math.max(direct.latency.p50, 0.001)
  console.log(
    `Proxy overhead: p50 ratio ${ratio.toFixed(2)} (target ≤ 1.3); ` +
      `throughput ratio ${(direct.requests.average / viaProxy.requests.average).toFixed(2)}`,
  )
  const errors = failures(viaProxy)
  console.log(
    `Targets: errors ${errors === 0 ? 'ok' : 'MISSED'} (${errors}), p99 ${viaProxy.latency.p99 <= 200 ? 'ok' : 'MISSED'} (${viaProxy.latency.p99} ms ≤ 200), ratio ${ratio <= 1.3 ? 'ok' : 'MISSED'}`,
  )
  await runPageLoads(proxyBase, sampled, 'cold cache')
}

/** Sampling goes past the cache, so the page-load run starts cold. */
const sampleVia = (base: string) => async (path: string) => {
  const response = await fetch(`${base}/api/v2${path}`, {
    headers: { 'cache-control': 'no-store' },
  })
  if (!response.ok) throw new Error(`sampling ${path}: ${response.status}`)
  return response.json() as Promise<unknown>
}

/** The shared cache under colleagues' page loads, starting cold. */
async function runPageLoads(
  base: string,
  sampled: Parameters<typeof createPageMix>[0],
  label: string,
) {
  const pages = createPageMix(sampled)
  console.log(
    `\nRunning page loads, ${label}: ${pages.pages} pages by popularity (Zipf), ` +
      `${pages.distinctRequests} distinct requests …`,
  )
  const before = await cacheCounters(base)
  const outcomes: string[] = []
  const result = await autocannon({
    url: base,
    connections,
    duration,
    timeout: 10,
    initialContext: {},
    requests: [
      {
        setupRequest: (request, context) => {
          const { method, path, body } = pages.next(context as { queue?: MixRequest[] })
          return {
            ...request,
            method,
            path: `/api/v2${path}`,
            headers: body ? { 'content-type': 'application/json' } : {},
            ...(body ? { body } : { body: undefined }),
          }
        },
        onResponse: (_status, _body, _context, headers) => {
          outcomes.push(String((headers as Record<string, string>)['x-cache'] ?? '-'))
        },
      },
    ],
  })
  const after = await cacheCounters(base)
  const hits = after.hits - before.hits
  const misses = after.misses - before.misses
  const upstream = after.upstream - before.upstream
  const firstThousand = outcomes.slice(0, 1000).filter((outcome) => outcome === 'HIT').length
  console.table([summary(`page loads, ${label}`, result)])
  console.log(
    `Cache: hit ratio ${percent(hits, hits + misses)} (${hits} hits, ${misses} misses; ` +
      `${percent(firstThousand, Math.min(1000, outcomes.length))} in the first 1,000 requests); ` +
      `upstream calls ${upstream}, saved ${hits} (${percent(hits, hits + upstream)} of what the page loads would have cost)`,
  )
  const pageErrors = failures(result)
  console.log(
    `Targets: errors ${pageErrors === 0 ? 'ok' : 'MISSED'} (${pageErrors}), p99 with cache ${result.latency.p99 <= 100 ? 'ok' : 'MISSED'} (${result.latency.p99} ms ≤ 100)`,
  )
}

const percent = (part: number, whole: number) =>
  `${whole ? ((100 * part) / whole).toFixed(1) : '0.0'} %`

/** Sums of the server's cache and upstream counters (proxy/ops/metrics.ts). */
async function cacheCounters(base: string) {
  const text = await (await fetch(`${base}/metrics`)).text()
  const total = (name: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0)
  return {
    hits: total('explorer_cache_hits_total'),
    misses: total('explorer_cache_misses_total'),
    upstream: total('explorer_upstream_calls_total'),
  }
}

function run(label: string, base: string, headers: Record<string, string>, next: () => MixRequest) {
  console.log(`\nRunning ${label} …`)
  return autocannon({
    url: base,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const { method, path, body } = next()
          return {
            ...request,
            method,
            path: `/api/v2${path}`,
            headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
            ...(body ? { body } : { body: undefined }),
          }
        },
      },
    ],
  })
}

const failures = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx

function summary(label: string, result: autocannon.Result) {
  return {
    target: label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p90 ms': result.latency.p90,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    requests: result.requests.total,
    errors: failures(result),
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}:${count}`)
      .join(' '),
  }
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    rmSync(auditLog, { force: true })
  })
