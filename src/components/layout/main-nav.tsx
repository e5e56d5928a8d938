import { Link } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'

/** A link of the navigation that a feature brings (its classes given here, so all links match). */
export type NavLinkSlot = ComponentType<{ className: string; activeClassName: string }>

// At least 36 px high: a comfortable tap target on a phone (WCAG 2.5.8 asks for 24 × 24). On a
// wide screen never wrapped ("Match a / list") and a little narrower: the header is one row.
const navLinkClass =
  'flex min-h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-slate-200 hover:bg-slate-800 hover:text-white lg:px-2.5'
const activeNavLinkClass = 'bg-slate-800 text-white'

/** The main sections: a column in the phone menu, a row on wide screens. */
export function MainNav({ changesLink: ChangesLink }: { changesLink?: NavLinkSlot | undefined }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Main`} className="lg:shrink-0">
      <ul className="flex flex-col gap-1 lg:flex-row lg:gap-0.5">
        <li>
          <Link
            to="/search"
            className={navLinkClass}
            activeProps={{ className: activeNavLinkClass }}
            activeOptions={{ exact: true }}
          >
            <Trans>Search</Trans>
          </Link>
        </li>
        <li>
          <Link
            to="/search/organizations"
            className={navLinkClass}
            activeProps={{ className: activeNavLinkClass }}
          >
            <Trans>Organizations</Trans>
          </Link>
        </li>
        <li>
          <Link
            to="/datasets"
            search={{ q: '', country: '' }}
            className={navLinkClass}
            activeProps={{ className: activeNavLinkClass }}
          >
            <Trans>Datasets</Trans>
          </Link>
        </li>
        <li>
          <Link
            to="/services"
            search={{ q: '' }}
            className={navLinkClass}
            activeProps={{ className: activeNavLinkClass }}
          >
            <Trans>Services</Trans>
          </Link>
        </li>
        <li>
          <Link
            to="/match"
            className={navLinkClass}
            activeProps={{ className: activeNavLinkClass }}
          >
            <Trans>Match a list</Trans>
          </Link>
        </li>
        {ChangesLink ? (
          <li>
            <ChangesLink className={navLinkClass} activeClassName={activeNavLinkClass} />
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
