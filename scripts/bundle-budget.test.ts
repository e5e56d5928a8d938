/**
 * The first page's performance budget: the initial JavaScript of `/` stays within 132 KB gzip (130
 * KB until later work added the phone menu, the early record request of a deep link
 * and on intent, which saves a round trip, and the watchlist kept on the server; the batcher and
 * the data-source indicator moved out of the first page to pay for most of it; 131 KB until
 * monitoring put its Changes link in the header (its code and count load after the first paint)
 * and the start page's examples joined the one organization-search query family; 133.5 KB since
 * the early requests' inline script of index.html, 1.5 KB, which asks a deep link's first data
 * before the entry's 131 KB have arrived and run, about 300 ms sooner on a quiet machine; 133.6 KB
 * since that script also turns the route's code into module preloads behind those requests
 * (src/first-paint/early-route-code.ts; with the monitoring section deferred, an organization
 * link's heading came 66 ms sooner); its formatter warm-up was shortened to pay for part of it;
 * 134.2 KB since the header's user menu, focus on a new page's heading, suggestion counts read out,
 * the shared contract of entity types and paths, and the ownership tree's route each added a
 * little, 0.5 KB together: the next change to the first page should win that back),
 * counting the entry, its static imports, the lazy chunks of the `/` route (as a browser loads
 * them; `npm run bench:web` counts the same scripts from Chromium's network log) and the scripts
 * inline in index.html.
 * Builds the SPA when dist/ is missing or older than its sources (as `npm start` does), else
 * measures the existing build.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildReason, runViteBuild } from '../proxy/start/build'
import {
  formatKb,
  HOME_ROUTE_FILE,
  initialJs,
  pageLoadJs,
  readManifest,
  scriptsInIndexHtml,
} from './bundle-size'
import { routeChunks, type ViteManifest } from '../src/first-paint/server/route-preload'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const DIST = join(ROOT, 'dist')
const INITIAL_JS_BUDGET_BYTES = 134_200

beforeAll(async () => {
  if (await buildReason(ROOT)) await runViteBuild(ROOT)
}, 300_000)

describe('performance budget', () => {
  it('loads at most 134.2 KB (gzip) of JavaScript before the first interaction on /', () => {
    const initial = pageLoadJs(DIST, HOME_ROUTE_FILE)
    const breakdown = initial.chunks
      .map((chunk) => `${chunk.file} ${formatKb(chunk.gzipBytes)}`)
      .join(', ')
    console.log(`initial JS of /: ${formatKb(initial.gzipBytes)} gzip (${breakdown})`)
    expect(
      initial.gzipBytes,
      `initial JS ${formatKb(initial.gzipBytes)} gzip: ${breakdown}`,
    ).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES)
  })

  it('measures exactly what index.html loads eagerly', () => {
    const fromManifest = initialJs(DIST)
      .chunks.map((chunk) => chunk.file)
      .sort()
    expect(scriptsInIndexHtml(DIST).filter((file) => file.endsWith('.js'))).toEqual(fromManifest)
  })
})

describe('route code of a deep link', () => {
  let manifest: ViteManifest
  // After the file's own beforeAll, which builds dist/ when it is stale.
  beforeAll(() => {
    manifest = readManifest(DIST)
  })

  it('comes in few files for an entity page (src/first-paint/server/entity-page-chunks.ts)', () => {
    // 41, 38 and 25 files with automatic chunking alone.
    expect(routeChunks(manifest, '/organizations/0001').length).toBeLessThanOrEqual(30)
    expect(routeChunks(manifest, '/persons/0001').length).toBeLessThanOrEqual(30)
    expect(routeChunks(manifest, '/locations/0001').length).toBeLessThanOrEqual(20)
  })

  it('of another page holds none of the code only entity pages need', () => {
    for (const path of [
      '/datasets/x',
      '/datasets',
      '/search',
      '/search/organizations',
      '/compare',
    ]) {
      const entityOnly = routeChunks(manifest, path).filter((file) =>
        /\/pages-(organization|person|location)/.test(file),
      )
      expect(entityOnly, path).toEqual([])
    }
  })
})
