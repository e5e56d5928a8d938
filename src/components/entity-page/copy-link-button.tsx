import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'

type CopyState = 'idle' | 'copied' | 'failed'

/** Copies the current address (the URL is the whole view state) and says so to screen readers. */
export function CopyLinkButton() {
  const { t } = useLingui()
  const [state, setState] = useState<CopyState>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const timer = window.setTimeout(() => setState('idle'), 2500)
    return () => window.clearTimeout(timer)
  }, [state])

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={() => void copy()}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        <Trans>Copy link</Trans>
      </button>
      <span role="status" className="text-sm text-slate-700">
        {state === 'copied'
          ? t`Link copied`
          : state === 'failed'
            ? t`Copy failed: use the address bar`
            : ''}
      </span>
    </span>
  )
}
