import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import { readdirSync, readFileSync } from 'node:fs'

/**
 * The SPA's boundaries, kept by the linter (no-restricted-imports, on the import as written: src/
 * imports through the `@/` alias, and relative imports stay inside a folder):
 * - src/ runs in the browser and never imports the hub or the proxy;
 * - features do not import each other (what two share moves to components/ or lib/);
 * - lib/ is the bottom layer: it imports no components, features or routes.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const ZOD_PATHS = ['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3', 'zod/v4-mini'].map((name) => ({
  name,
  // Classic zod shares zod/v4/core with zod/mini and would drag the parts only it needs into the
  // first page's shared chunk (scripts/bundle-budget.test.ts): use zod/mini in src/.
  message: "Use 'zod/mini' (see src/lib/datahub/fields.ts).",
}))

const SERVER_CODE = {
  group: ['**/hub', '**/hub/**', '**/proxy', '**/proxy/**'],
  message: 'src/ runs in the browser: it never imports the embedded hub or the proxy.',
}

/**
 * The Data Hub's contract is written once, in contract/ (entity types, relation keys and labels,
 * request paths): a relation key or the union of all entity types written out anywhere else is a copy that
 * a change to the contract would miss. The keys are read from contract/relations.ts itself (every
 * quoted run of digits there is one), so a key added there is guarded here at once. Tests may
 * write keys out: a test that names the key it expects checks the contract instead of repeating it.
 */
const RELATION_KEYS = [
  ...readFileSync(new URL('./contract/relations.ts', import.meta.url), 'utf8').matchAll(
    /'(\d{6,})'/g,
  ),
].map(([, key]) => key)

const ENTITY_TYPES = ['ORGANIZATION', 'PERSON', 'LOCATION']

/** Every order of these names. */
const permutations = (names) =>
  names.length <= 1
    ? [names]
    : names.flatMap((name, at) =>
        permutations(names.filter((_, other) => other !== at)).map((rest) => [name, ...rest]),
      )

/**
 * A union type with every one of these literals among its members, in any order (a subset, such
 * as a role holder's `'ORGANIZATION' | 'PERSON'`, or a union of objects, is not a copy).
 */
const typeUnion = (...names) => {
  const member = (name) => `TSLiteralType:has(Literal[value='${name}'])`
  const orders = permutations(names).map(
    (order) => `TSUnionType > ${order.map(member).join(' ~ ')}`,
  )
  return `:matches(${orders.join(', ')})`
}

const CONTRACT_COPIES = [
  {
    selector: `Literal[value=/^(${RELATION_KEYS.join('|')})$/]`,
    message: "A relation key: take it from the contract (relationKey() in 'contract/relations').",
  },
  {
    selector: `TemplateElement[value.raw=/(^|\\D)(${RELATION_KEYS.join('|')})(\\D|$)/]`,
    message: "A relation key: take it from the contract (relationKey() in 'contract/relations').",
  },
  ...[ENTITY_TYPES, ENTITY_TYPES.map((type) => type.toLowerCase())].map((types) => ({
    selector: typeUnion(...types),
    message:
      "The entity type again: use EntityType or RecordEntityType from 'contract/entity-types'.",
  })),
]

/** One no-restricted-imports setting per file group (a later setting replaces an earlier one). */
const restrictImports = (...patterns) => [
  'error',
  { paths: ZOD_PATHS, patterns: [SERVER_CODE, ...patterns] },
]

const featureBoundaries = FEATURES.map((feature) => {
  const others = FEATURES.filter((other) => other !== feature).join('|')
  return {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrictImports({
        // Through the alias, or relatively up and into a sibling feature's folder.
        regex: `^(@/features/|(\\.\\./)+(features/)?)(${others})(/|$)`,
        message: 'Features do not import each other: move what both need to components/ or lib/.',
      }),
    },
  }
})

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      'test-results',
      'playwright-report',
      'reports',
      'src/routeTree.gen.ts',
      'src/locales/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': restrictImports(),
    },
    languageOptions: { globals: globals.browser },
  },
  ...featureBoundaries,
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports({
        group: ['@/features/**', '@/routes/**', '**/features/**', '**/routes/**'],
        message: 'Shared components serve every feature: they import no feature or route.',
      }),
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    // A test of lib/ may check how features use it (entity-record-query.test.tsx).
    ignores: ['src/lib/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports({
        group: [
          '@/components',
          '@/components/**',
          '@/features/**',
          '@/routes/**',
          '**/components/**',
          '**/features/**',
          '**/routes/**',
        ],
        message: 'lib/ is the bottom layer: it imports no components, features or routes.',
      }),
    },
  },
  {
    files: [
      'hub/**/*.ts',
      'proxy/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      // The first paint's build and server side: run by Vite and the production server, not bundled.
      'src/first-paint/server/**/*.ts',
      'e2e/**/*.ts',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['contract/**', '**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    rules: { 'no-restricted-syntax': ['error', ...CONTRACT_COPIES] },
  },
  {
    // The contract is read by the browser's inline script, the servers and the tests alike: it
    // imports nothing but itself.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value!=/^\\.\\//]',
          message: 'contract/ is dependency-free: it imports only its own modules.',
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  prettier,
)
