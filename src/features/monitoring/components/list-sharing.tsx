import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { refreshMonitor } from '../api/monitor-queries'
import type { ListDetail } from '../api/monitor-schemas'
import { ErrorText, inputClass, secondaryButtonClass } from './form-parts'
import { shareList, unshareList } from '../api/shares'

type Role = 'read' | 'edit'

/** The owner shares the list with colleagues (by their user name on this server), to read or edit. */
export function ListSharing({ list }: { list: ListDetail }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [user, setUser] = useState('')
  const [role, setRole] = useState<Role>('read')
  const share = useMutation({
    mutationFn: (input: { user: string; role: Role }) => shareList(list.id, input.user, input.role),
    onSuccess: async () => {
      setUser('')
      await refreshMonitor(queryClient)
    },
  })
  const unshare = useMutation({
    mutationFn: (colleague: string) => unshareList(list.id, colleague),
    onSuccess: () => refreshMonitor(queryClient),
  })
  const roleWords = { read: t`can read`, edit: t`can edit` }
  return (
    <section aria-labelledby="sharing-heading">
      <h2 id="sharing-heading" className="text-lg font-semibold">
        <Trans>Sharing</Trans>
      </h2>
      {list.shares.length === 0 ? (
        <p className="mt-2 text-slate-700">
          <Trans>Only you see this list.</Trans>
        </p>
      ) : (
        <ul data-testid="shares" className="mt-2 space-y-1">
          {list.shares.map((shareRow) => (
            <li key={shareRow.userId} className="flex flex-wrap items-baseline gap-3">
              <span className="font-medium">{shareRow.userId}</span>
              <span className="text-sm text-slate-700">{roleWords[shareRow.role]}</span>
              <button
                type="button"
                onClick={() => unshare.mutate(shareRow.userId)}
                disabled={unshare.isPending}
                className="text-sm text-sky-800 underline"
              >
                <Trans>
                  Stop sharing <span className="sr-only">with {shareRow.userId}</span>
                </Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (user.trim()) share.mutate({ user: user.trim(), role })
        }}
      >
        <label className="text-sm font-medium text-slate-800">
          {t`Colleague’s user name`}
          <input
            className={inputClass}
            value={user}
            required
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setUser(event.target.value)}
          />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t`Access`}
          <select
            className={inputClass}
            value={role}
            onChange={(event) => setRole(event.target.value === 'edit' ? 'edit' : 'read')}
          >
            <option value="read">{roleWords.read}</option>
            <option value="edit">{roleWords.edit}</option>
          </select>
        </label>
        <button type="submit" disabled={share.isPending} className={secondaryButtonClass}>
          <Trans>Share</Trans>
        </button>
        <ErrorText error={share.error ?? unshare.error} />
      </form>
    </section>
  )
}
