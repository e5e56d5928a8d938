import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import type * as TestingLibrary from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'

// Every component test renders inside Lingui's provider (see ./i18n-render.tsx): `render` and
// `renderHook` from @testing-library/react wrap their tree in it, so tests import them as usual.
vi.mock('@testing-library/react', async (importOriginal) => {
  const { withI18n } = await import('./i18n-render')
  return withI18n(await importOriginal<typeof TestingLibrary>())
})

// English unless a test switches (`await activateLocale('de')`); each test starts in English.
beforeEach(() => activateLocale('en'))
afterEach(() => cleanup())
