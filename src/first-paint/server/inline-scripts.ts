/**
 * The hashes of index.html's inline scripts, for the Content-Security-Policy's `script-src`. The
 * built SPA has one: the early Data Hub requests of a deep link (src/first-paint/early-data.ts,
 * inlined by src/first-paint/server/vite-early-data.ts). Allowing exactly that script by its hash
 * keeps every other inline script blocked, which 'unsafe-inline' would not.
 */
import { createHash } from 'node:crypto'

/** `'sha256-…'` for each `<script>` without `src` in the HTML, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}
