import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { unreadQuery } from '../api/unread'

/**
 * "Changes" in the main navigation, with the number of unread changes on the user's lists. Loaded
 * after the first paint (deferred-changes-nav-link.tsx): it waits for the server's answer anyway.
 */
export function ChangesNavLink({
  className,
  activeClassName,
}: {
  className: string
  activeClassName: string
}) {
  const { t } = useLingui()
  const { data } = useQuery(unreadQuery())
  const count = data?.count ?? 0
  const shown = count > 99 ? '99+' : String(count)
  return (
    <Link
      to="/changes"
      className={className}
      activeProps={{ className: activeClassName }}
      data-unread={count}
    >
      <Trans>Changes</Trans>
      {count > 0 ? (
        <span
          data-testid="unread-badge"
          className="ml-2 rounded-full bg-amber-300 px-1.5 text-xs font-semibold text-slate-900"
        >
          {shown}
          <span className="sr-only"> {t`unread`}</span>
        </span>
      ) : null}
    </Link>
  )
}
