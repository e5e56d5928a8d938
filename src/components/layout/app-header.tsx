import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { UpstreamIndicator } from './upstream-indicator'

const navLinkClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-200 hover:bg-slate-800 hover:text-white'
const activeNavLinkClass = 'bg-slate-800 text-white'

export function AppHeader() {
  return (
    <header className="bg-slate-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight">
          <img src="/favicon.svg" alt="" className="size-6" />
          Data Hub Explorer
        </Link>
        <nav aria-label="Main" className="flex gap-1">
          <Link to="/search" className={navLinkClass} activeProps={{ className: activeNavLinkClass }}>
            Search
          </Link>
          <Link to="/datasets" className={navLinkClass} activeProps={{ className: activeNavLinkClass }}>
            Datasets
          </Link>
        </nav>
        <HeaderSearch />
        <UpstreamIndicator />
      </div>
    </header>
  )
}

/** The global search box: reachable from every page, `/` focuses it. */
function HeaderSearch() {
  const navigate = useNavigate()
  const currentQuery = useRouterState({
    select: (state) => {
      const q = (state.location.search as { q?: unknown }).q
      return state.location.pathname === '/search' && typeof q === 'string' ? q : ''
    },
  })
  const [value, setValue] = useState(currentQuery)
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => setValue(currentQuery), [currentQuery])

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      const target = event.target as HTMLElement | null
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return
      event.preventDefault()
      inputRef.current?.focus()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const q = value.trim()
    if (q) void navigate({ to: '/search', search: { q } })
  }

  return (
    <form role="search" onSubmit={onSubmit} className="ml-auto flex min-w-64 flex-1 sm:max-w-md">
      <label htmlFor="global-search" className="sr-only">
        Search everything
      </label>
      <input
        ref={inputRef}
        id="global-search"
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Search companies, people, places, datasets  ( / )"
        autoComplete="off"
        className="w-full rounded-md border border-slate-700 bg-slate-800 px-3 py-1.5 text-sm text-white placeholder:text-slate-400"
      />
    </form>
  )
}
