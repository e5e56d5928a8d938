import { useId, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'

/**
 * The account, the language and the data source: on a wide screen one button at the end of the
 * header's row that opens them below it (a disclosure, not an ARIA menu: it holds a select and a
 * form). Without it the row wrapped at 1280–1440 px, more so in German and once signed in. In the
 * phone menu (below `lg`) the same parts show inline and the button is hidden.
 *
 * The parts stay mounted while closed: the session check inside sends a signed-out visitor to
 * sign in whether or not the menu was ever opened.
 */
export function UserMenu({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  const code = i18n.locale.toUpperCase()
  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        // The phone menu around it closes on Escape too: only this one should.
        event.stopPropagation()
        setOpen(false)
        buttonRef.current?.focus()
      }}
      onBlur={(event) => {
        // Leaving the open panel closes it: by Tab, or by a click elsewhere (the focus leaves).
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null))
          setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="hidden min-h-9 items-center gap-1.5 rounded-md border border-slate-600 px-2.5 text-sm font-medium text-slate-100 hover:bg-slate-800 lg:flex"
      >
        <span className="sr-only">{t`Language and account`}: </span>
        <span>{code}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <div
        id={panelId}
        className={`${open ? 'lg:flex' : 'lg:hidden'} flex flex-col items-start gap-3 lg:absolute lg:top-full lg:right-0 lg:z-[1200] lg:mt-2 lg:w-max lg:max-w-xs lg:rounded-md lg:border lg:border-slate-700 lg:bg-slate-900 lg:p-3 lg:shadow-lg`}
      >
        {children}
      </div>
    </div>
  )
}
