import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { ErrorNotice } from '@/components/errors/error-notice'
import { saveBlob } from '@/lib/export/table-export'
import { formatNumber } from '@/lib/format/format'
import { MAX_OWNER_CALLS, plannedCalls, readDossierData } from './dossier-data'
import { makeDossier } from './make-dossier'

type State =
  | { step: 'closed' }
  | { step: 'counting' }
  | { step: 'ready'; calls: number }
  | { step: 'reading'; calls: number }
  | { step: 'writing' }
  | { step: 'done'; calls: number; bytes: number; hash: string }
  | { step: 'failed'; error: unknown }

/**
 * "Dossier (PDF)": first says how many Data Hub calls the slices not yet loaded will cost, then,
 * when asked, reads them, writes the PDF in the browser and downloads it.
 */
export function DossierButton({ id }: { id: string }) {
  const { t } = useLingui()
  const client = useQueryClient()
  const [state, setState] = useState<State>({ step: 'closed' })

  async function open() {
    setState({ step: 'counting' })
    try {
      setState({ step: 'ready', calls: await plannedCalls(client, id) })
    } catch (error) {
      setState({ step: 'failed', error })
    }
  }

  async function create() {
    setState({ step: 'reading', calls: 0 })
    try {
      const { ownersStillNeeded } = await import('./dossier-content')
      const data = await readDossierData(client, id, ownersStillNeeded, (calls) =>
        setState({ step: 'reading', calls }),
      )
      setState({ step: 'writing' })
      const dossier = await makeDossier(data, window.location.origin, new Date())
      saveBlob(new Blob([dossier.pdf as BlobPart], { type: 'application/pdf' }), dossier.fileName)
      setState({
        step: 'done',
        calls: data.calls,
        bytes: dossier.pdf.byteLength,
        hash: dossier.hash,
      })
    } catch (error) {
      setState({ step: 'failed', error })
    }
  }

  if (state.step === 'closed')
    return (
      <button
        type="button"
        onClick={() => void open()}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
      >
        <Trans>Dossier (PDF)</Trans>
      </button>
    )
  const maxOwners = formatNumber(MAX_OWNER_CALLS)
  return (
    <div
      role="group"
      aria-label={t`Dossier (PDF)`}
      className="w-full max-w-md space-y-2 rounded-md border border-slate-300 bg-white p-3 text-sm"
      data-testid="dossier-panel"
    >
      {state.step === 'counting' ? (
        <p role="status">
          <Trans>Counting the slices not loaded yet…</Trans>
        </p>
      ) : null}
      {state.step === 'ready' ? (
        <>
          <p data-testid="dossier-calls">
            {state.calls === 0
              ? t`Every slice the dossier shows is loaded: no call to the Data Hub for them.`
              : plural(state.calls, {
                  one: 'The dossier reads # slice that is not loaded yet: # call to the Data Hub.',
                  other:
                    'The dossier reads # slices that are not loaded yet: # calls to the Data Hub.',
                })}{' '}
            {t`The beneficial-owner rule may read the shareholder lists of companies above: at most ${maxOwners} more calls.`}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => void create()}
              className="rounded-md bg-slate-900 px-3 py-1.5 font-medium text-white hover:bg-slate-700"
            >
              <Trans>Create the dossier</Trans>
            </button>
            <button
              type="button"
              onClick={() => setState({ step: 'closed' })}
              className="rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-50"
            >
              <Trans>Cancel</Trans>
            </button>
          </div>
        </>
      ) : null}
      {state.step === 'reading' ? (
        <p role="status">
          {plural(state.calls, {
            one: 'Reading the slices… # call so far.',
            other: 'Reading the slices… # calls so far.',
          })}
        </p>
      ) : null}
      {state.step === 'writing' ? (
        <p role="status">
          <Trans>Writing the PDF…</Trans>
        </p>
      ) : null}
      {state.step === 'done' ? (
        <DossierDone calls={state.calls} bytes={state.bytes} hash={state.hash} />
      ) : null}
      {state.step === 'failed' ? (
        <ErrorNotice error={state.error} title={t`The dossier could not be made`} />
      ) : null}
    </div>
  )
}

function DossierDone({ calls, bytes, hash }: { calls: number; bytes: number; hash: string }) {
  const size = formatNumber(Math.round(bytes / 1024))
  const spent = formatNumber(calls)
  return (
    <p role="status" data-testid="dossier-done">
      <Trans>
        Downloaded ({size} KB, {spent} calls). SHA-256 of its content:{' '}
        <code className="break-all">{hash}</code>
      </Trans>
    </p>
  )
}
