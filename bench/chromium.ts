/**
 * The Chromium every benchmark drives: Debian's unless CHROMIUM_PATH says otherwise, with the
 * flags this closed network needs (without them Chromium's own connections are refused, many at a
 * time, and skew the figures). playwright.config.ts starts the test browsers with the same.
 */
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
