import { defineConfig } from '@lingui/conf'

/**
 * English is the source language: its text stays in the code (README, "Languages") and has no
 * catalogue. German lives in src/locales/de.po, compiled by @lingui/vite-plugin when
 * src/lib/i18n/i18n.ts imports it lazily.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['de'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts', '**/node_modules/**'],
    },
  ],
  orderBy: 'message',
  formatOptions: { origins: true, lineNumbers: false },
})
