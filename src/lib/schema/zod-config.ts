/**
 * Zod compiles object parsers with `new Function` unless told not to, and even its probe for that
 * is reported as a `script-src` violation under the production CSP (no 'unsafe-eval'). Jitless
 * mode must be on before any schema is created, so main.tsx imports this module first.
 */
import { config } from 'zod/mini'

// zod/mini's `config` is zod/v4/core's: one global configuration, so it also covers any classic
// `zod` schema a dependency might create (classic compiles object parsers; zod/mini's never do).
config({ jitless: true })
