import { useEffect, useRef } from 'react'

/**
 * Opens a native <dialog> as a modal while the component that renders it is mounted (a modal
 * dialog traps focus, closes on Escape and returns focus to where it was) and closes it on unmount.
 * Returns the ref to put on the <dialog>.
 */
export function useModalDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  return dialogRef
}
