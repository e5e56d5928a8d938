import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useDebouncedValue } from '@/lib/use-debounced-value'
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
    return (
      <p className="flex flex-wrap items-center gap-2">
        <span>
          Centre: <strong data-testid="chosen-place">{selected.name}</strong>
        </span>
        <button
          type="button"
          onClick={() => onChange(null)}
          className="text-sm text-sky-800 underline"
        >
          Remove place
        </button>
      </p>
    )
  }
  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        Find a place (address, postal code or town)
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5"
      />
      {q.length >= 3 ? (
        <ul aria-label="Matching places" aria-busy={isFetching} className="mt-1 space-y-1">
          {candidates.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="text-left text-sky-800 underline"
                onClick={() =>
                  item.location.coordinate &&
                  onChange({ ...item.location.coordinate, name: item.title })
                }
              >
                Use {item.title}
              </button>
            </li>
          ))}
          {!isFetching && candidates.length === 0 ? (
            <li className="text-sm text-slate-600">No place with coordinates matches.</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
