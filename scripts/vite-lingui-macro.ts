/**
 * Compiles Lingui's macros (`@lingui/core/macro`, `@lingui/react/macro`) in Vite and Vitest.
 *
 * Why not the documented setups: Lingui 6 needs Node ≥ 22.19 and @rolldown/plugin-babel needs
 * Node ≥ 22.12, while this project runs on Node 20; @vitejs/plugin-react 6 has no `babel` option
 * any more. So this plugin runs Babel with @lingui/babel-plugin-lingui-macro itself — only on our
 * source files that import a macro, before the router plugin splits route files and before React's
 * transform, so everything later sees plain `i18n._(…)` calls and `<Trans id=… message=…>`.
 *
 * English is the source language and has no catalogue: the macros keep its text in the code
 * (`stripMessageField: false`), so the first page needs no catalogue fetch. A production build of
 * @lingui/core cannot interpolate an uncompiled message, and Lingui's message compiler is several
 * KB too big for the first page, so the second pass below compiles each English message with a
 * placeholder, plural or tag into Lingui's compiled form at build time (Lingui's own compiler,
 * the one its CLI uses for catalogues), which @lingui/core interpolates as it does a catalogue's.
 */
import { transformAsync } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/
const SOURCE_FILE = /\.[cm]?[jt]sx?$/

export function linguiMacroPlugin(): Plugin {
  return {
    name: 'datahub:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const [file = ''] = id.split('?')
      if (!SOURCE_FILE.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) {
        return null
      }
      const expanded = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { stripMessageField: false }]],
      })
      if (!expanded?.code) return null
      const compiled = await transformAsync(expanded.code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        inputSourceMap: expanded.map,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [precompileMessages],
      })
      return compiled?.code ? { code: compiled.code, map: compiled.map } : null
    },
  }
}

/** The compiled form of an English message, or null when it is plain text (shown as is). */
export function compiledForm(message: string): unknown[] | null {
  const compiled = compileMessage(message)
  if (compiled.length === 1 && compiled[0] === message) return null
  // `offset: undefined` of plural cases is no value to write into code.
  return JSON.parse(JSON.stringify(compiled)) as unknown[]
}

interface BabelTypes {
  valueToNode: (value: unknown) => unknown
  jsxExpressionContainer: (expression: unknown) => unknown
}
interface Node {
  type: string
  name?: string | { name?: string }
  value?: unknown
  key?: Node
  properties?: Node[]
  attributes?: Node[]
}
interface NodePath {
  node: Node
  parent: Node
  get: (key: string) => { replaceWith: (node: unknown) => void }
}

/** Replaces `message: "…"` beside an `id` (descriptors, `i18n._({…})`, `<Trans id message>`). */
function precompileMessages({ types: t }: { types: BabelTypes }) {
  const isNamed = (node: Node | undefined, name: string) =>
    node?.type === 'Identifier' ? node.name === name : node?.value === name
  return {
    visitor: {
      ObjectProperty(path: NodePath) {
        const { node, parent } = path
        if (!isNamed(node.key, 'message') || node.value === undefined) return
        const value = node.value as Node
        if (value.type !== 'StringLiteral' || typeof value.value !== 'string') return
        if (!parent.properties?.some((property) => isNamed(property.key, 'id'))) return
        const compiled = compiledForm(value.value)
        if (compiled) path.get('value').replaceWith(t.valueToNode(compiled))
      },
      JSXAttribute(path: NodePath) {
        const { node, parent } = path
        const attributeName = (attribute: Node) =>
          typeof attribute.name === 'object' ? attribute.name.name : undefined
        if (attributeName(node) !== 'message') return
        const value = node.value as Node | undefined
        if (value?.type !== 'StringLiteral' || typeof value.value !== 'string') return
        if (!parent.attributes?.some((attribute) => attributeName(attribute) === 'id')) return
        const compiled = compiledForm(value.value)
        if (compiled)
          path.get('value').replaceWith(t.jsxExpressionContainer(t.valueToNode(compiled)))
      },
    },
  }
}
