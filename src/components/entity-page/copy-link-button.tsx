import { useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'

interface CopyOutcome {
  copied: boolean
  /** The address the outcome is about: the message is true only while the view still has it. */
  href: string
}

/**
 * Copies the current address (the URL is the whole view state) and says so to screen readers.
 * The message stays while the view is at the copied address and goes when the address changes,
 * rather than after a timer that a slow reader, or a busy machine, can miss.
 */
export function CopyLinkButton() {
  const { t } = useLingui()
  const href = useRouterState({ select: (state) => state.location.href })
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null)
  const current = outcome?.href === href ? outcome : null

  async function copy() {
    const copiedHref = href
    try {
      await navigator.clipboard.writeText(window.location.href)
      setOutcome({ copied: true, href: copiedHref })
    } catch {
      setOutcome({ copied: false, href: copiedHref })
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
        {current === null
          ? ''
          : current.copied
            ? t`Link copied`
            : t`Copy failed: use the address bar`}
      </span>
    </span>
  )
}
