import { t } from '@lingui/core/macro'
import { useCallback, useEffect, useState } from 'react'

/** Copies text with the Clipboard API and keeps a short confirmation (or failure) to show. */
export function useClipboard(timeoutMs = 2500) {
  const [message, setMessage] = useState<string | null>(null)

  useEffect(() => {
    if (!message) return
    const timer = setTimeout(() => setMessage(null), timeoutMs)
    return () => clearTimeout(timer)
  }, [message, timeoutMs])

  const copy = useCallback(async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setMessage(t`Copied ${what}`)
    } catch {
      // Denied permission or an insecure context: say so instead of failing silently.
      setMessage(t`Could not copy ${what}: the browser denied clipboard access`)
    }
  }, [])

  return { copy, message }
}

/** The visible confirmation; a live region so screen readers hear it too. */
export function ClipboardStatus({ message }: { message: string | null }) {
  return (
    <p role="status" aria-live="polite" className="pointer-events-none fixed right-4 bottom-4 z-50">
      {message ? (
        <span className="rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg">
          {message}
        </span>
      ) : null}
    </p>
  )
}
