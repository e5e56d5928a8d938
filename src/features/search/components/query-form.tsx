import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useId, type FormEvent, type Ref } from 'react'

interface QueryFormProps {
  label: string
  q: string
  onSubmit: (q: string) => void
  /** The box itself, for a page whose other forms apply what is typed in it too. */
  inputRef?: Ref<HTMLInputElement>
  children?: ReactNode
}

/** The query box of a type-specific search page; keyed by the URL value so Back restores it. */
export function QueryForm({ label, q, onSubmit, inputRef, children }: QueryFormProps) {
  const id = useId()
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSubmit(String(new FormData(event.currentTarget).get('q') ?? '').trim())
  }
  return (
    <form role="search" onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-2" key={q}>
      <div className="flex min-w-64 flex-1 flex-col">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          id={id}
          ref={inputRef}
          name="q"
          type="search"
          defaultValue={q}
          className="rounded-md border border-slate-300 bg-white px-3 py-2"
        />
      </div>
      {children}
      <button
        type="submit"
        className="rounded-md bg-slate-900 px-4 py-2 font-medium text-white hover:bg-slate-700"
      >
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
