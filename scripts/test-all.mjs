#!/usr/bin/env node
/**
 * `npm test`: every test of the project — Vitest (unit, component, hub and proxy over HTTP) and
 * Playwright (real Chromium against the production server on the embedded hub) — then one summary
 * line `N passed, N failed` summed over both runners, which CI reads (always the last line). Before it,
 * the Playwright tests that passed only on their retry are listed with their count.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { playwrightOutcomes, retriedLines } from './playwright-outcomes.mjs'

const REPORTS = 'reports'
mkdirSync(REPORTS, { recursive: true })

function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  try {
    const bundled = chromium.executablePath()
    return existsSync(bundled) ? bundled : null
  } catch {
    return null
  }
}

function findPostgres() {
  if (process.env.PG_BIN) return existsSync(process.env.PG_BIN) ? process.env.PG_BIN : null
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : []
  return versions.some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/postgres`))
    ? '/usr/lib/postgresql'
    : null
}

function findPdftotext() {
  return spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error ? null : 'pdftotext'
}

function findRedisServer() {
  const path = process.env.REDIS_SERVER ?? '/usr/bin/redis-server'
  return existsSync(path) ? path : null
}

// What the tests need from the machine, checked before anything runs: one line says what is
// missing and how to install it.
const missing = [
  findChromium()
    ? null
    : { what: 'Chromium (the end-to-end tests)', debian: 'chromium', env: 'CHROMIUM_PATH' },
  findRedisServer()
    ? null
    : {
        what: 'redis-server (the team server’s tests)',
        debian: 'redis-server',
        env: 'REDIS_SERVER',
      },
  findPostgres()
    ? null
    : {
        what: 'PostgreSQL (the monitoring database’s tests)',
        debian: 'postgresql',
        env: 'PG_BIN',
      },
  findPdftotext()
    ? null
    : { what: 'pdftotext (the dossier’s end-to-end test)', debian: 'poppler-utils', env: 'PATH' },
].filter(Boolean)
if (missing.length > 0) {
  console.error(
    `Missing ${missing.map((m) => m.what).join(' and ')}: install with ` +
      `\`sudo apt-get install -y ${missing.map((m) => m.debian).join(' ')}\` ` +
      `(Debian/Ubuntu), or set ${missing.map((m) => m.env).join(' / ')} to where they are installed.`,
  )
  process.exit(1)
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

const vitestReport = `${REPORTS}/vitest.json`
const playwrightReport = `${REPORTS}/playwright.json`
rmSync(vitestReport, { force: true })
rmSync(playwrightReport, { force: true })

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestReport}`,
])
const playwrightStatus = run('npx', ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  CI: process.env.CI ?? '1',
})

let passed = 0
let failed = 0

const vitest = readJson(vitestReport)
if (vitest) {
  passed += vitest.numPassedTests ?? 0
  failed += vitest.numFailedTests ?? 0
  // A test file that fails to load has no tests to count; count it as one failure.
  failed += (vitest.testResults ?? []).filter(
    (file) => file.status === 'failed' && file.assertionResults?.length === 0,
  ).length
} else {
  failed += 1
}

const playwright = readJson(playwrightReport)
if (playwright?.suites) {
  const { projects, retried } = playwrightOutcomes(playwright)
  for (const [name, counts] of projects)
    console.log(
      `playwright project ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    )
  for (const line of retriedLines(retried)) console.log(line)
}
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0)
  failed += playwright.stats.unexpected ?? 0
  if (playwrightStatus !== 0 && !playwright.stats.unexpected) failed += 1
} else {
  failed += 1
}

if (vitestStatus !== 0 && failed === 0) failed += 1

console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
