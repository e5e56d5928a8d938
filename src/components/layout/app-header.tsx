import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LanguageSwitch } from './language-switch'
import { MainNav, type NavLinkSlot } from './main-nav'

// Which Data Hub answers, and (on a team server with sign-in) who is signed in: both wait for an
// answer of the server anyway, so their code loads after the first paint (the first page's
// JavaScript is budgeted: scripts/bundle-budget.test.ts).
const UpstreamIndicator = lazy(() =>
  import('./upstream-indicator').then((module) => ({ default: module.UpstreamIndicator })),
)
const SessionStatus = lazy(() =>
  import('./session-status').then((module) => ({ default: module.SessionStatus })),
)
// The wide screen's menu button too: until it is there, its parts show in the phone menu only.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })))

interface AppHeaderProps {
  /** The global search box; passed in by the root route so this layout stays free of features. */
  search?: ReactNode
  /** Monitoring's "Changes" link with its unread count; passed in by the root route likewise. */
  changesLink?: NavLinkSlot
}

/**
 * The site header. From `lg` (1024 px) up it is one row in both languages, signed in or not: the
 * name (its words shown from 1400 px, where they fit beside the German navigation), the
 * navigation, the search box filling what is left, and a button for the language, the account and
 * the data source (`UserMenu`). e2e/layout.spec.ts holds its height. Below `lg` (a phone, a narrow
 * window) only the name and a "Menu" disclosure button fit, and the navigation, search box, data
 * source and language open below it. Escape closes the menu and returns focus to the button;
 * following a link in it closes it too. More items go into `MainNav` or the user menu.
 */
export function AppHeader({ search, changesLink }: AppHeaderProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  // The data source and the session wait for the server: loaded after the first paint.
  const parts = (
    <>
      <Suspense fallback={null}>
        <UpstreamIndicator />
        <SessionStatus />
      </Suspense>
      <LanguageSwitch />
    </>
  )

  return (
    <header
      className="bg-slate-900 text-white"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        buttonRef.current?.focus()
      }}
    >
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3 lg:flex-nowrap lg:py-2.5">
        <Link
          to="/"
          className="flex min-h-6 shrink-0 items-center gap-2 font-semibold tracking-tight whitespace-nowrap"
        >
          <img src="/favicon.svg" alt="" className="size-6" />
          <span className="lg:max-[1400px]:sr-only">Data Hub Explorer</span>
        </Link>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="ml-auto flex min-h-9 items-center gap-2 rounded-md border border-slate-600 px-3 text-sm font-medium text-slate-100 hover:bg-slate-800 focus:ring-2 focus:ring-sky-400 focus:outline-none lg:hidden"
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          {t`Menu`}
        </button>
        <div
          id={panelId}
          data-testid="header-panel"
          // A followed link closes the menu: the new page should not open under it.
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) setOpen(false)
          }}
          className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-3 lg:flex lg:w-auto lg:min-w-0 lg:flex-1 lg:flex-row lg:items-center lg:gap-3`}
        >
          <MainNav changesLink={changesLink} />
          {/* The box fills the menu's width on a phone, and the row's free space on a wide screen. */}
          <div className="flex w-full lg:w-auto lg:min-w-0 lg:flex-1">{search}</div>
          <Suspense
            fallback={<div className="flex flex-col items-start gap-3 lg:hidden">{parts}</div>}
          >
            <UserMenu>{parts}</UserMenu>
          </Suspense>
        </div>
      </div>
    </header>
  )
}
