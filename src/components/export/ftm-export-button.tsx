/**
 * Downloads FollowTheMoney JSON lines (lib/export/ftm.ts) of what the page already holds: no call
 * is made for the file. The writer is loaded only when the download starts, so no page carries it.
 */
import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorNotice } from '@/components/errors/error-notice'
import type { FtmBuilder } from '@/lib/export/ftm-views'
import { saveBlob } from '@/lib/export/table-export'

interface Props {
  /** Puts the page's entities and links into the export, when the download starts. */
  fill: (builder: FtmBuilder) => void
  /** The file name without date and extension: `organization`. */
  fileBase: string
  /** When the data was read (ms since the epoch); the download's time when not known. */
  readAt?: () => number
  /** The Data Hub source the data came from, when the page knows it. */
  source?: string | null
}

export function FtmExportButton({ fill, fileBase, readAt, source }: Props) {
  const { t } = useLingui()
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle')
  const [error, setError] = useState<unknown>(null)

  async function download() {
    setState('busy')
    setError(null)
    try {
      const [{ buildFtm }, { FTM_MIME_TYPE }] = await Promise.all([
        import('@/lib/export/ftm-views'),
        import('@/lib/export/ftm'),
      ])
      const text = buildFtm(
        {
          publisher: source ? `Data Hub (${source})` : 'Data Hub',
          url: window.location.href,
          retrievedAt: new Date(readAt?.() || Date.now()).toISOString(),
        },
        fill,
      )
      const day = new Date().toISOString().slice(0, 10)
      saveBlob(new Blob([text], { type: FTM_MIME_TYPE }), `${fileBase}-${day}.ftm.jsonl`)
      setState('done')
    } catch (caught) {
      setError(caught)
      setState('idle')
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <button
        type="button"
        disabled={state === 'busy'}
        onClick={() => void download()}
        title={t`Entities and their links in the FollowTheMoney model (Aleph, OpenSanctions), from the data already read`}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800 disabled:opacity-50"
      >
        {state === 'busy' ? t`Preparing…` : t`FollowTheMoney (JSON lines)`}
      </button>
      {state === 'done' ? (
        <span role="status" className="text-slate-700">
          <Trans>Saved.</Trans>
        </span>
      ) : null}
      {error ? <ErrorNotice error={error} title={t`The export failed`} /> : null}
    </div>
  )
}
