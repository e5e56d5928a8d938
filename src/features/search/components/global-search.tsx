import { useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, lazy, useLayoutEffect, useRef, useState } from 'react'
import { SearchCombobox } from './search-combobox'

// Opened only on request: kept out of the initial JavaScript (the first page's bundle budget).
const CommandPalette = lazy(() =>
  import('./command-palette').then((module) => ({ default: module.CommandPalette })),
)

function isTyping(target: EventTarget | null) {
  const element = target as HTMLElement | null
  return (
    !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName))
  )
}

/**
 * The header's search: a typeahead box reachable from every page. `/` focuses it; Ctrl/Cmd+K
 * opens the command palette. It shows the query of the search page being viewed.
 */
export function GlobalSearch() {
  const currentQuery = useRouterState({
    select: (state) => {
      const q = (state.location.search as { q?: unknown }).q
      return state.location.pathname === '/search' && typeof q === 'string' ? q : ''
    },
  })
  const { t } = useLingui()
  const inputRef = useRef<HTMLInputElement>(null)
  const [paletteOpen, setPaletteOpen] = useState(false)

  // A layout effect: the shortcut keeper hands over in the same task (deferred-global-search.tsx).
  useLayoutEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        setPaletteOpen(true)
        return
      }
      if (
        event.key !== '/' ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        isTyping(event.target)
      )
        return
      event.preventDefault()
      inputRef.current?.focus()
      // Typing replaces the previous query rather than appending to it.
      inputRef.current?.select()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <div role="search" className="ml-auto flex min-w-64 flex-1 sm:max-w-md lg:max-w-xl lg:min-w-36">
      <SearchCombobox
        // Remount on navigation so the box shows the query of the page being viewed.
        key={currentQuery}
        ref={inputRef}
        id="global-search"
        label={t`Search everything`}
        initialValue={currentQuery}
        placeholder={t`Search companies, people, places, datasets  ( / )`}
        inputClassName="w-full rounded-md border border-slate-700 bg-slate-800 px-3 py-1.5 text-sm text-white placeholder:text-slate-400"
        listClassName="absolute inset-x-0 top-full z-[1100] mt-1 max-h-96 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
      />
      <button
        type="button"
        onClick={() => setPaletteOpen(true)}
        className="ml-2 hidden rounded-md border border-slate-700 px-2 text-xs whitespace-nowrap text-slate-300 hover:text-white sm:block lg:hidden xl:block"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <span className="sr-only">
          <Trans>Open the command palette</Trans>
        </span>
        <kbd aria-hidden="true">
          <Trans>Ctrl K</Trans>
        </kbd>
      </button>
      {paletteOpen ? (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setPaletteOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  )
}
