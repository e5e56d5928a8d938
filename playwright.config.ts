import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${PORT}`

/**
 * Playwright cannot download its browsers on these machines: use Debian's Chromium unless
 * CHROMIUM_PATH points elsewhere (or is empty, to use Playwright's own browser).
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

export default defineConfig({
  testDir: './e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]]
    : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The production server (proxy + embedded hub + built SPA), exactly what `npm start` runs.
    command: 'node --import tsx proxy/server.ts',
    url: `${baseURL}/api/explorer/upstream`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HUB_SCALE: 'small',
      HUB_SEED: '1',
      HUB_DB: '.data/e2e/hub-small.sqlite',
      HUB_API_KEY: 'e2e-secret-hub-key-7f3a9c',
      DATAHUB_URL: '',
      DATAHUB_API_KEY: '',
      TILE_URL: '',
    },
  },
})
