import {
  COMPARE_LIMIT,
  addToTray,
  isInTray,
  removeFromTray,
  useCompareTray,
  type TrayEntry,
} from '@/lib/compare-tray'

const STYLES = {
  /** Beside the watch button in an organization page's header. */
  header:
    'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-600 aria-pressed:border-sky-600 aria-pressed:bg-sky-50',
  /** In lists (search results, the watchlist): small, so the rows stay rows. */
  compact:
    'rounded border border-slate-300 bg-white px-2 py-0.5 text-sm text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-600 aria-pressed:border-sky-600 aria-pressed:bg-sky-50',
}

/**
 * Puts an organization into the compare tray or takes it out. A full tray disables the button and
 * says so, rather than silently dropping another organization.
 */
export function CompareButton({
  organization,
  variant = 'header',
}: {
  organization: TrayEntry
  variant?: keyof typeof STYLES
}) {
  const tray = useCompareTray()
  const inTray = isInTray(tray, organization.id)
  const full = !inTray && tray.length >= COMPARE_LIMIT
  return (
    <button
      type="button"
      aria-pressed={inTray}
      disabled={full}
      title={full ? `The comparison holds at most ${COMPARE_LIMIT} organizations` : undefined}
      onClick={() =>
        inTray
          ? removeFromTray(organization.id)
          : addToTray({ id: organization.id, name: organization.name })
      }
      className={STYLES[variant]}
    >
      {inTray ? '✓ In comparison' : full ? 'Comparison full' : '+ Compare'}
      {/* In a list, each button must say which organization it is about. */}
      {variant === 'compact' ? (
        <>
          {' '}
          <span className="sr-only">{organization.name}</span>
        </>
      ) : null}
    </button>
  )
}
