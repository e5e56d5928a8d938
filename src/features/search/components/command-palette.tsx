import { Link } from '@tanstack/react-router'
import { useModalDialog } from '@/components/dialog/use-modal-dialog'
import { useRecent } from '@/lib/entity-memory'
import { entityPath } from '@/lib/datahub/entity-ref'
import { SearchCombobox } from './search-combobox'

/**
 * Ctrl/Cmd+K: a modal search with typeahead plus the recently viewed entities. A native modal
 * <dialog> traps focus, closes on Escape and returns focus to where it was.
 */
export function CommandPalette({ onClose }: { onClose: () => void }) {
  const dialogRef = useModalDialog()
  const recent = useRecent().slice(0, 5)

  return (
    <dialog
      ref={dialogRef}
      aria-label="Command palette"
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
          label="Search or jump to"
          placeholder="Search or jump to…"
          autoFocus
          onNavigate={onClose}
          inputClassName="w-full rounded-md border border-slate-300 px-3 py-2"
          listClassName="mt-2 max-h-80 overflow-auto rounded-md border border-slate-200 py-1 text-sm"
        />
        <nav aria-label="Quick links" className="mt-4 text-sm">
          <h2 className="font-semibold text-slate-700">Go to</h2>
          <ul className="mt-1 space-y-1">
            <li>
              <Link to="/search/organizations" onClick={onClose} className="text-sky-800 underline">
                Organization search with filters
              </Link>
            </li>
            <li>
              <Link to="/connections" onClick={onClose} className="text-sky-800 underline">
                Find a connection between two organizations or persons
              </Link>
            </li>
            <li>
              <Link to="/match" onClick={onClose} className="text-sky-800 underline">
                Match a list of organizations (CSV or Excel)
              </Link>
            </li>
            <li>
              <Link
                to="/datasets"
                search={{ q: '', country: '' }}
                onClick={onClose}
                className="text-sky-800 underline"
              >
                Datasets
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
                <span className="text-slate-600">(recently viewed)</span>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  )
}
