import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  COMPARE_LIMIT,
  clearTray,
  compareIdsParam,
  removeFromTray,
  useCompareTray,
} from '../compare-tray'

/**
 * The compare tray's bar: the organizations picked so far, and the way to the comparison. Sticky
 * at the bottom of the window, but in the page's flow, so it never covers the end of the page.
 */
export function CompareTrayBar() {
  const { t } = useLingui()
  const tray = useCompareTray()
  if (tray.length === 0) return null
  const count = tray.length
  const limit = COMPARE_LIMIT
  return (
    <section
      aria-labelledby="compare-tray-heading"
      data-testid="compare-tray"
      className="sticky bottom-0 z-20 border-t border-slate-300 bg-white/95 shadow-[0_-2px_6px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <h2 id="compare-tray-heading" className="text-sm font-semibold text-slate-900">
          <Trans>
            Compare tray ({count} of {limit})
          </Trans>
        </h2>
        <ul className="flex flex-wrap gap-2" aria-label={t`Organizations to compare`}>
          {tray.map(({ id, name }) => (
            <li
              key={id}
              className="flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3 text-sm"
            >
              <Link
                to="/organizations/$id"
                params={{ id }}
                className="max-w-56 truncate text-sky-800 underline"
              >
                {name}
              </Link>
              <button
                type="button"
                onClick={() => removeFromTray(id)}
                className="rounded-full px-1.5 text-slate-700 hover:bg-slate-200"
              >
                <span aria-hidden="true">×</span>
                <span className="sr-only">{t`Remove ${name} from the compare tray`}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-3">
          {tray.length >= 2 ? (
            <Link
              to="/compare"
              search={{ ids: compareIdsParam(tray) }}
              className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800"
            >
              <Trans>Compare {count} organizations</Trans>
            </Link>
          ) : (
            <p className="text-sm text-slate-700">
              <Trans>Add at least one more organization to compare.</Trans>
            </p>
          )}
          <button type="button" onClick={clearTray} className="text-sm text-sky-800 underline">
            <Trans>Clear the tray</Trans>
          </button>
        </div>
      </div>
    </section>
  )
}
