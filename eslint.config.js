import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import { readdirSync } from 'node:fs'

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
      'e2e/**/*.ts',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
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
