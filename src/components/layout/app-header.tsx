import { Link } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { LanguageSwitch } from './language-switch'
import { UpstreamIndicator } from './upstream-indicator'

// Only a team server with sign-in shows who is signed in: loaded after the first paint.
const SessionStatus = lazy(() =>
  import('./session-status').then((module) => ({ default: module.SessionStatus })),
)

const navLinkClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-200 hover:bg-slate-800 hover:text-white'
const activeNavLinkClass = 'bg-slate-800 text-white'

interface AppHeaderProps {
  /** The global search box; passed in by the root route so this layout stays free of features. */
  search?: ReactNode
}

export function AppHeader({ search }: AppHeaderProps) {
  const { t } = useLingui()
  return (
    <header className="bg-slate-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight">
          <img src="/favicon.svg" alt="" className="size-6" />
          Data Hub Explorer
        </Link>
        <nav aria-label={t`Main`} className="flex gap-1">
          <Link
            to="/search"
            className={navLinkClass}
            activeProps={{ className: activeNavLinkClass }}
            activeOptions={{ exact: true }}
          >
            <Trans>Search</Trans>
          </Link>
          <Link
            to="/search/organizations"
            className={navLinkClass}
            activeProps={{ className: activeNavLinkClass }}
          >
            <Trans>Organizations</Trans>
          </Link>
          <Link
            to="/datasets"
            search={{ q: '', country: '' }}
            className={navLinkClass}
            activeProps={{ className: activeNavLinkClass }}
          >
            <Trans>Datasets</Trans>
          </Link>
          <Link
            to="/services"
            search={{ q: '' }}
            className={navLinkClass}
            activeProps={{ className: activeNavLinkClass }}
          >
            <Trans>Services</Trans>
          </Link>
          <Link
            to="/match"
            className={navLinkClass}
            activeProps={{ className: activeNavLinkClass }}
          >
            <Trans>Match a list</Trans>
          </Link>
        </nav>
        {search}
        <UpstreamIndicator />
        <Suspense fallback={null}>
          <SessionStatus />
        </Suspense>
        <LanguageSwitch />
      </div>
    </header>
  )
}
