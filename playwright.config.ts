import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './bench/chromium'
import type { HubOptions } from './e2e/fixtures'
import { E2E_HUB_DB } from './e2e/hub-db'

const PORT = Number(process.env.E2E_PORT ?? 4173)
/** The documented-variants server listens one port above the normal one. */
const DOCUMENTED_PORT = PORT + 1
const origin = (port: number) => `http://127.0.0.1:${port}`

/** The production server (proxy + embedded hub + built SPA), exactly what `npm start` runs. */
function productionServer(port: number, env: Record<string, string>) {
  return {
    command: 'node --import tsx proxy/start/server.ts',
    url: `${origin(port)}/api/explorer/upstream`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HUB_SCALE: 'small',
      HUB_SEED: '1',
      HUB_API_KEY: 'e2e-secret-hub-key-7f3a9c',
      HUB_VARIANTS: 'none',
      DATAHUB_URL: '',
      DATAHUB_API_KEY: '',
      TILE_URL: '',
      // Watchlists live on the server: each run starts with none (proxy/monitor/).
      MONITOR_DB: join(tmpdir(), `e2e-monitor-${port}-${Date.now()}.sqlite`),
      ...env,
    },
  }
}

export default defineConfig<object, HubOptions>({
  testDir: './e2e',
  timeout: 45_000,
  // On CI's two cores three browsers, two servers and the specs' own servers share the CPU: a page's
  // lazy part (a map, a tab's chunk and its answer) has been seen to need more than 10 s there. A
  // passing expectation returns as soon as it holds, so the margin costs nothing when all is well.
  expect: { timeout: 15_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Three on these 2-core machines: much of a test is waiting (for the hub, for the client's retry
  // backoff, for a Retry-After), and a third browser fills those waits. The whole run took 11.2
  // min instead of 14–16 with two, with no flaky test. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]]
    : [['list']],
  use: {
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    // Playwright cannot download its browsers on these machines: Debian's headless shell or
    // Chromium unless CHROMIUM_PATH says otherwise, with the benchmarks' flags (bench/chromium.ts).
    launchOptions: {
      ...(TEST_CHROMIUM_PATH ? { executablePath: TEST_CHROMIUM_PATH } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  // Every spec runs in both: the normal hub, and the documented-variants mode of the same hub
  // (HUB_VARIANTS=documented, hub/variants/), which answers in the other documented shapes. The
  // documented project leaves out interaction-only tests and, unless a test asks, axe scans
  // (e2e/fixtures.ts): both are about the interface, which the answers' shapes do not change.
  projects: [
    { name: 'chromium', use: { baseURL: origin(PORT), hubVariants: 'none' } },
    {
      name: 'documented',
      use: { baseURL: origin(DOCUMENTED_PORT), hubVariants: 'documented' },
      // Interaction-only tests (see INTERACTION_ONLY in e2e/fixtures.ts) do not depend on shapes.
      grepInvert: /@interaction-only/,
    },
  ],
  // Started one after the other: the first builds the SPA when needed (and generates the database
  // if the unit tests have not), the second only serves it, from the same database file.
  webServer: [
    productionServer(PORT, { HUB_DB: E2E_HUB_DB }),
    productionServer(DOCUMENTED_PORT, {
      HUB_DB: E2E_HUB_DB,
      HUB_VARIANTS: 'documented',
      SKIP_BUILD: '1',
    }),
  ],
})
