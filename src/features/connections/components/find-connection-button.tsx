import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useModalDialog } from '@/components/dialog/use-modal-dialog'
import { EntityPicker } from '@/components/entity-picker/entity-picker'
import { entityRecordQuery, recordName } from '@/lib/entity/entity-record-query'

interface FindConnectionButtonProps {
  from: { id: string; type: 'organization' | 'person' }
}

/**
 * "Find a connection…" on an organization or person page: asks for the other end with the
 * entity picker, in a native modal dialog (it traps focus, closes on Escape and returns focus),
 * then opens the connection finder for the two.
 */
export function FindConnectionButton({ from }: FindConnectionButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
      >
        <Trans>Find a connection…</Trans>
      </button>
      {open ? <FindConnectionDialog from={from} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

function FindConnectionDialog({
  from,
  onClose,
}: FindConnectionButtonProps & { onClose: () => void }) {
  const { t } = useLingui()
  const dialogRef = useModalDialog()
  const navigate = useNavigate()
  // The page has read this record already (one cache entry per entity): no further request.
  const { data: name } = useQuery({ ...entityRecordQuery(from.type, from.id), select: recordName })
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="find-connection-title"
      onClose={onClose}
      className="mx-auto mt-24 w-full max-w-lg rounded-lg bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="space-y-4 p-4">
        <h2 id="find-connection-title" className="text-lg font-semibold">
          {name ? (
            <Trans>Find a connection from {name}</Trans>
          ) : from.type === 'person' ? (
            <Trans>Find a connection from this person</Trans>
          ) : (
            <Trans>Find a connection from this organization</Trans>
          )}
        </h2>
        <EntityPicker
          id="find-connection-to"
          label={t`To: organization or person`}
          autoFocus
          inlineList
          onPick={(option) => {
            onClose()
            void navigate({
              to: '/connections',
              search: {
                from: from.id,
                fromType: from.type,
                to: option.id,
                toType: option.type === 'PERSON' ? 'person' : 'organization',
              },
            })
          }}
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          >
            <Trans>Close</Trans>
          </button>
        </div>
      </div>
    </dialog>
  )
}
