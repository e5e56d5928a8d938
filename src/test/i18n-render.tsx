import { I18nProvider } from '@lingui/react'
import type * as TestingLibrary from '@testing-library/react'
import type { ComponentType, ReactNode } from 'react'
import { i18n } from '@/lib/i18n/i18n'

type Library = typeof TestingLibrary
type Wrapper = ComponentType<{ children: ReactNode }>

function withProvider(Inner: Wrapper | undefined): Wrapper {
  return function I18nWrapper({ children }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>
  }
}

/** @testing-library/react whose `render` and `renderHook` always include Lingui's provider. */
export function withI18n(library: Library): Library {
  const render = ((ui: Parameters<Library['render']>[0], options?: { wrapper?: Wrapper }) =>
    library.render(ui, {
      ...options,
      wrapper: withProvider(options?.wrapper),
    })) as Library['render']
  const renderHook = ((hook: () => unknown, options?: { wrapper?: Wrapper }) =>
    library.renderHook(hook, {
      ...options,
      wrapper: withProvider(options?.wrapper),
    })) as Library['renderHook']
  return { ...library, render, renderHook }
}
