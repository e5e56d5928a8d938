import { Trans } from '@lingui/react/macro'
import { ApiError } from '@/lib/api/errors'

export const inputClass =
  'mt-1 block w-full min-w-64 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:ring-2 focus:ring-sky-500 focus:outline-none'
export const primaryButtonClass =
  'rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800 focus:ring-2 focus:ring-sky-400 focus:outline-none disabled:opacity-60'
export const secondaryButtonClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus:ring-2 focus:ring-sky-400 focus:outline-none disabled:opacity-60'

/** A list's name, as its create and rename forms ask for it (the server takes up to 100 characters). */
export function ListNameField(props: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <label className="text-sm font-medium text-slate-800">
      {props.label}
      <input
        className={inputClass}
        value={props.value}
        maxLength={100}
        required
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  )
}

/**
 * A failed action, said plainly: the server's own words when it refused the input (a 400 with a
 * readable detail), else a request to try again.
 */
export function ErrorText({ error }: { error: Error | null }) {
  if (!error) return null
  // The explorer's own refusals (a bad value, an unknown colleague, a limit, "checked a minute
  // ago") say what to do; they are the server's words, shown as text.
  const refused =
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    typeof error.detail === 'string'
  return (
    <p role="alert" className="w-full text-sm text-red-800">
      {refused ? (error.detail as string) : <Trans>That did not work. Try again.</Trans>}
    </p>
  )
}
