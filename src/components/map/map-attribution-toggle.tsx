import type { Map as LeafletMapInstance } from 'leaflet'
import { useEffect, useId } from 'react'
import { useLingui } from '@lingui/react/macro'

interface Props {
  map: LeafletMapInstance | null
  open: boolean
  onToggle: () => void
}

/**
 * The map's sources behind a small "i" button: Leaflet's attribution line, always shown, took a
 * third of a small map. The button discloses Leaflet's own attribution control (hidden by CSS
 * while closed, see entity-map.css), so the credits stay exactly what the layers declare.
 */
export function MapAttributionToggle({ map, open, onToggle }: Props) {
  const { t } = useLingui()
  const panelId = `map-sources-${useId().replaceAll(':', '')}`
  const container = map?.attributionControl?.getContainer()
  useEffect(() => {
    if (container) container.id = panelId
  }, [container, panelId])
  if (!container) return null
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={t`Map sources`}
      title={t`Map sources`}
      onClick={onToggle}
      className="absolute right-1 bottom-1 z-[1000] flex size-7 items-center justify-center rounded-full border border-slate-300 bg-white text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 focus:ring-2 focus:ring-sky-500 focus:outline-none"
    >
      <span aria-hidden="true">{open ? '×' : 'i'}</span>
    </button>
  )
}
