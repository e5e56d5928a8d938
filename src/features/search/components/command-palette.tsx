import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useModalDialog } from '@/components/dialog/use-modal-dialog'
import { useRecent } from '@/lib/entity/entity-memory'
import { entityPath } from '@/lib/datahub/entity-ref'
import { SearchCombobox } from './search-combobox'

/**
 * Ctrl/Cmd+K: a modal search with typeahead plus the recently viewed entities. A native modal
 * <dialog> traps focus, closes on Escape and returns focus to where it was.
 */
export function CommandPalette({ onClose }: { onClose: () => void }) {
  const dialogRef = useModalDialog()
  const recent = useRecent().slice(0, 5)
  const { t } = useLingui()

  return (
    <dialog
      ref={dialogRef}
      aria-label={t`Command palette`}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === dialogRef.current) onClose()
      }}
      className="mx-auto mt-24 w-full max-w-xl rounded-lg bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="p-4">
        <SearchCombobox
          id="command-palette-input"
          label={t`Search or jump to`}
          placeholder={t`Search or jump to…`}
          autoFocus
          onNavigate={onClose}
          inputClassName="w-full rounded-md border border-slate-300 px-3 py-2"
          listClassName="mt-2 max-h-80 overflow-auto rounded-md border border-slate-200 py-1 text-sm"
        />
        <nav aria-label={t`Quick links`} className="mt-4 text-sm">
          <h2 className="font-semibold text-slate-700">
            <Trans>Go to</Trans>
          </h2>
          <ul className="mt-1 space-y-1">
            <li>
              <Link to="/search/organizations" onClick={onClose} className="text-sky-800 underline">
                <Trans>Organization search with filters</Trans>
              </Link>
            </li>
            <li>
              <Link to="/connections" onClick={onClose} className="text-sky-800 underline">
                <Trans>Find a connection between two organizations or persons</Trans>
              </Link>
            </li>
            <li>
              <Link to="/match" onClick={onClose} className="text-sky-800 underline">
                <Trans>Match a list of organizations (CSV or Excel)</Trans>
              </Link>
            </li>
            <li>
              <Link
                to="/datasets"
                search={{ q: '', country: '' }}
                onClick={onClose}
                className="text-sky-800 underline"
              >
                <Trans>Datasets</Trans>
              </Link>
            </li>
            {recent.map((entity) => (
              <li key={`${entity.type}-${entity.id}`}>
                <Link
                  to={entityPath(entity.type)}
                  params={{ id: entity.id }}
                  onClick={onClose}
                  className="text-sky-800 underline"
                >
                  {entity.name}
                </Link>{' '}
                <span className="text-slate-600">
                  <Trans>(recently viewed)</Trans>
                </span>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  )
}
