import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value'
import { searchQueries } from '../api/search-queries'

export interface Place {
  lat: number
  lon: number
  name: string
}

interface Props {
  selected: Place | null
  onChange: (place: Place | null) => void
}

/** Chooses the centre of a radius search through location search (§4.3 geocoding). */
export function PlacePicker({ selected, onChange }: Props) {
  const { t } = useLingui()
  const inputId = useId()
  const [text, setText] = useState('')
  const q = useDebouncedValue(text.trim(), 300)
  const { data, isFetching } = useQuery({
    ...searchQueries.locations({ q, page: 1 }),
    enabled: q.length >= 3,
  })
  const candidates = (data?.items ?? []).filter((item) => item.location.coordinate).slice(0, 6)
  useEffect(() => {
    if (selected) setText('')
  }, [selected])

  if (selected) {
    const name = selected.name
    return (
      <p className="flex flex-wrap items-center gap-2">
        <span>
          <Trans>
            Centre: <strong data-testid="chosen-place">{name}</strong>
          </Trans>
        </span>
        <button
          type="button"
          onClick={() => onChange(null)}
          className="text-sm text-sky-800 underline"
        >
          <Trans>Remove place</Trans>
        </button>
      </p>
    )
  }
  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        <Trans>Find a place (address, postal code or town)</Trans>
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5"
      />
      {q.length >= 3 ? (
        <ul aria-label={t`Matching places`} aria-busy={isFetching} className="mt-1 space-y-1">
          {candidates.map(({ title, ...item }) => (
            <li key={item.id}>
              <button
                type="button"
                className="text-left text-sky-800 underline"
                onClick={() =>
                  item.location.coordinate && onChange({ ...item.location.coordinate, name: title })
                }
              >
                {t`Use ${title}`}
              </button>
            </li>
          ))}
          {!isFetching && candidates.length === 0 ? (
            <li className="text-sm text-slate-600">
              <Trans>No place with coordinates matches.</Trans>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
