/**
 * Zod compiles object parsers with `new Function` unless told not to, and even its probe for that
 * is reported as a `script-src` violation under the production CSP (no 'unsafe-eval'). Jitless
 * mode must be on before any schema is created, so main.tsx imports this module first.
 */
import { z } from 'zod'

z.config({ jitless: true })
