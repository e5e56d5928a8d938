/**
 * Node module hooks that compile Lingui's macros in the project's own sources, for scripts that
 * run SPA code under tsx outside Vite (the match and connections benchmarks). Vite and Vitest do
 * this with scripts/vite-lingui-macro.ts; here a file that imports a macro is expanded by the same
 * Babel plugin and then stripped of its types by esbuild (which tsx itself uses), and every other
 * file goes on to tsx unchanged. Messages stay uncompiled: @lingui/core's development build, the
 * one Node loads, interpolates them itself.
 */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { transformAsync } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { transform } from 'esbuild'

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/
const PROJECT_SOURCE = /\/(src|hub|proxy|bench)\/.+\.tsx?$/

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || url.includes('/node_modules/')) return nextLoad(url, context)
  const file = fileURLToPath(url)
  if (!PROJECT_SOURCE.test(file)) return nextLoad(url, context)
  const source = await readFile(file, 'utf8')
  if (!MACRO_IMPORT.test(source)) return nextLoad(url, context)
  const expanded = await transformAsync(source, {
    filename: file,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [[linguiMacro, { stripMessageField: false }]],
  })
  const javascript = await transform(expanded.code, {
    loader: file.endsWith('x') ? 'tsx' : 'ts',
    format: 'esm',
    jsx: 'automatic',
    sourcefile: file,
  })
  return { format: 'module', source: javascript.code, shortCircuit: true }
}
