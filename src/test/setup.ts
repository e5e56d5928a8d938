import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import type * as TestingLibrary from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'

// Every component test renders inside Lingui's provider (see ./i18n-render.tsx): `render` and
// `renderHook` from @testing-library/react wrap their tree in it, so tests import them as usual.
vi.mock('@testing-library/react', async (importOriginal) => {
  const { withI18n } = await import('./i18n-render')
  return withI18n(await importOriginal<typeof TestingLibrary>())
})

// `findBy…` and `waitFor` return as soon as what they wait for is there; their default bound of
// one second is shorter than a lazy chunk plus a render take under jsdom on a busy 2-core machine
// (the location context card's tests failed so with the machine at load 25).
configure({ asyncUtilTimeout: 5_000 })

// English unless a test switches (`await activateLocale('de')`); each test starts in English.
beforeEach(() => activateLocale('en'))
afterEach(() => cleanup())
