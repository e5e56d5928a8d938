/**
 * The Chromium every benchmark drives: Debian's unless CHROMIUM_PATH says otherwise, with the
 * flags this closed network needs (without them Chromium's own connections are refused, many at a
 * time, and skew the figures). playwright.config.ts starts the test browsers with the same.
 */
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

/**
 * The end-to-end tests' browser: Debian's old headless shell (package chromium-headless-shell) when
 * it is installed, else the same Chromium as the benchmarks. The shell renders with the same engine
 * without the full browser's window machinery: on CI's two cores the suite ran about 1.5 times as
 * fast with it (docs/testing.md). The benchmarks keep the full browser, which users run.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : CHROMIUM_PATH)

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
