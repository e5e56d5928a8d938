/**
 * Reads the entity pages' opening slices from the relation catalogue itself, at build time, for
 * the inline script (../opening-slices.ts). The catalogue is bundled for Node without what only
 * the browser needs from it: its messages (Lingui's macro, replaced by a stand-in) and its views
 * (loaded on demand, never called here).
 */
import { build, type Plugin } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { openingSlices, type OpeningSlices } from '../opening-slices'

const CATALOGUE = fileURLToPath(
  new URL('../../features/relations/api/relation-catalogue.ts', import.meta.url),
)

const factsOnly: Plugin = {
  name: 'relation-facts-only',
  setup(builder) {
    builder.onResolve({ filter: /^@lingui\/core\/macro$/ }, () => ({
      path: 'macro',
      namespace: 'facts-only',
    }))
    builder.onLoad({ filter: /.*/, namespace: 'facts-only' }, () => ({
      contents: [
        'const message = (strings) => ({ id: strings.join("") })',
        'export { message as msg, message as t, message as defineMessage }',
        'export const plural = () => ""',
      ].join('\n'),
      loader: 'js',
    }))
    builder.onResolve({ filter: /\/views\/|\.po$/ }, (args) => ({
      path: args.path,
      external: true,
    }))
  },
}

export async function openingSlicesAtBuild(): Promise<OpeningSlices> {
  const result = await build({
    entryPoints: [CATALOGUE],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
    plugins: [factsOnly],
  })
  const code = result.outputFiles[0]!.text
  const catalogue = (await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  )) as { RELATION_DESCRIPTORS: Parameters<typeof openingSlices>[0] }
  return openingSlices(catalogue.RELATION_DESCRIPTORS)
}
