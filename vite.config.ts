/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { lingui } from '@lingui/vite-plugin'
import { precompress } from './proxy/gateway/precompress'
import { datahubProxy } from './proxy/start/vite-plugin'
import { linguiMacroPlugin } from './scripts/vite-lingui-macro'
import { earlyDataPlugin } from './src/first-paint/server/vite-early-data'
import { entityPageChunkNamer } from './src/first-paint/server/entity-page-chunks'

/**
 * Test files that replace a module with `vi.mock`: they need a module graph of their own, since
 * a module another file loaded first would stay real (or the mock would leak into the next file).
 */
const MODULE_MOCKING_TESTS = [
  'src/components/errors/not-found-page.test.tsx',
  'src/features/match/api/job-storage.test.ts',
]
/** As tsconfig.json's `paths`: src/ imports the Data Hub's contract (contract/) as `@contract/…`. */
const ALIASES = {
  '@': new URL('./src', import.meta.url).pathname,
  '@contract': new URL('./contract', import.meta.url).pathname,
}
const WEB = {
  environment: 'jsdom' as const,
  setupFiles: ['./src/test/setup.ts'],
  globals: true,
  // Rendering under jsdom on a busy 2-core machine can take several seconds.
  testTimeout: 15_000,
}
const LOGIC = {
  environment: 'node' as const,
  globals: true,
  setupFiles: ['./src/test/logic-setup.ts'],
}

export default defineConfig({
  plugins: [
    // Macros first: the router plugin then splits route files that already hold plain calls.
    linguiMacroPlugin(),
    // Compiles src/locales/*.po when the app imports one (German, lazily). Missing translations
    // fall back to English here; src/lib/i18n/catalog.test.ts is the gate that fails on them.
    lingui({ failOnCompileError: true }),
    // The router plugin must run before React's so that route files are code-split first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
        // The start page is not split off: every visit to `/` needs it at once, so a separate chunk
        // only adds a round trip, and its code compresses better inside the entry (its sections
        // load after the first paint anyway; scripts/bundle-budget.test.ts).
        splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined),
      },
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    tailwindcss(),
    // Mounts the key-injecting proxy (and, without DATAHUB_URL, the embedded hub) inside the dev
    // server.
    datahubProxy(),
    // A deep link's first Data Hub requests, inlined into index.html
    // (src/first-paint/early-data.ts).
    earlyDataPlugin(),
    // Brotli and gzip copies of the output, written once here instead of at every server start.
    precompress(),
  ],
  resolve: { alias: ALIASES },
  // The manifest lets scripts/bundle-budget.test.ts find the initial chunks of the entry.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is loaded on every page anyway. Left to
          // automatic chunking it is cut into a dozen small files shared with lazy routes, and
          // each file is compressed on its own; one chunk compresses about 4 KB smaller.
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The entity pages' code in fewer files (src/first-paint/server/entity-page-chunks.ts).
            // Its chunks are built so that none imports back into itself; rolldown's own safeguard,
            // pulling each captured module's imports in too, would move shared code into them.
            { name: entityPageChunkNamer(), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's default leaves one core free: on a 2-core CI machine that is one worker, and the
    // run took about 183 s instead of about 121 s. The test files share nothing that would race
    // (the small hub database is generated under a lock), so every core runs a file.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          ...WEB,
          include: ['src/**/*.test.tsx'],
          exclude: MODULE_MOCKING_TESTS,
          // One jsdom and one module graph per worker, not per file: the component tests took
          // 306 s instead of 93 s on a busy 2-core machine, nearly all of it building jsdoms.
          // Their state lives in what they render (cleaned up after each test), in stubbed
          // globals (unstubbed after each test) and in the locale (reset before each test).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-isolated',
          ...WEB,
          include: MODULE_MOCKING_TESTS.filter((file) => file.endsWith('.tsx')),
        },
      },
      {
        // Pure logic of the SPA (parsers, models, query factories, stores) needs no DOM, and
        // building a jsdom per file cost more than the tests themselves; a file that needs one
        // says so with a `// @vitest-environment jsdom` comment.
        extends: true,
        test: {
          name: 'logic',
          ...LOGIC,
          include: ['src/**/*.test.ts'],
          exclude: MODULE_MOCKING_TESTS,
          // As for the component tests: 277 s instead of 126 s on a busy machine.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'logic-isolated',
          ...LOGIC,
          include: MODULE_MOCKING_TESTS.filter((file) => file.endsWith('.ts')),
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // Server tests that load SPA modules (the early requests, the benchmarks' helpers).
          alias: ALIASES,
          include: [
            'hub/**/*.test.ts',
            'proxy/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'contract/**/*.test.ts',
          ],
          globals: true,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
})
