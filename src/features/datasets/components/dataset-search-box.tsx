import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

interface Props {
  value: string
  /** `replace` is true for keystrokes, so typing does not stack history entries. */
  onChange: (value: string, replace: boolean) => void
}

/** Search inside the dataset (/stream/data/search); typing settles for 300 ms before it queries. */
export function DatasetSearchBox({ value, onChange }: Props) {
  const { t } = useLingui()
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => onChange(text, true), 300)
    return () => clearTimeout(timer)
  }, [text, value, onChange])
  return (
    <form
      role="search"
      aria-label={t`In this dataset`}
      className="flex min-w-64 flex-1"
      onSubmit={(event) => {
        event.preventDefault()
        onChange(text, false)
      }}
    >
      <label htmlFor="dataset-search" className="sr-only">
        <Trans>Search in this dataset</Trans>
      </label>
      <input
        id="dataset-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t`Search in this dataset`}
        className="w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
      />
    </form>
  )
}
