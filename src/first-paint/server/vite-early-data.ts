/**
 * Inlines src/first-paint/early-data.ts into index.html as a classic script: it runs as soon as the
 * head is parsed and sends a deep link's first Data Hub requests, instead of waiting for the entry
 * script and its whole static graph to be fetched and evaluated. Inline, not a file of its own,
 * so it costs no request before it can start. The production server allows it by its hash in the
 * Content-Security-Policy (src/first-paint/server/inline-scripts.ts); the dev server sends no CSP.
 */
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { openingSlicesAtBuild } from './opening-slices-at-build'

const ENTRY = fileURLToPath(new URL('../early-data.ts', import.meta.url))

/** The early script, bundled and minified into one expression statement. */
export async function bundleEarlyData(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    platform: 'browser',
    define: {
      'process.env.NODE_ENV': '"production"',
      OPENING_SLICES: JSON.stringify(await openingSlicesAtBuild()),
    },
    legalComments: 'none',
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]!.text.trim()
  if (code.includes('</script')) throw new Error('the early script must not contain </script')
  return code
}

/**
 * Where the script goes: index.html's marker, above the stylesheet Vite adds to the end of the
 * head. A script after a stylesheet waits until the stylesheet has loaded, and at the end of the
 * head it started its requests only as the entry script arrived.
 */
const MARKER = /<!--\s*early-data\b[\s\S]*?-->/

export function earlyDataPlugin(): Plugin {
  return {
    name: 'datahub:early-data',
    async transformIndexHtml(html) {
      if (!MARKER.test(html)) throw new Error('index.html lacks the <!-- early-data --> marker')
      const script = `<script>${await bundleEarlyData()}</script>`
      return html.replace(MARKER, () => script)
    },
  }
}
