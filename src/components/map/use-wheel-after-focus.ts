import type { Map as LeafletMapInstance } from 'leaflet'
import { useEffect, useRef, useState, type FocusEvent } from 'react'

const HINT_MS = 1500

/**
 * A wheel over a map scrolls the page, as over any other part of it, until the map is clicked or
 * focused (by Tab: Leaflet's container is focusable and then zooms with + and -); from then on the
 * wheel zooms, until focus leaves the map. A wheel over the idle map shows a short hint.
 */
export function useWheelAfterFocus(map: LeafletMapInstance | null) {
  const [active, setActive] = useState(false)
  const [hint, setHint] = useState(false)
  const hintTimer = useRef<number | undefined>(undefined)

  useEffect(() => {
    if (!map) return
    if (active) map.scrollWheelZoom.enable()
    else map.scrollWheelZoom.disable()
  }, [map, active])
  useEffect(() => () => window.clearTimeout(hintTimer.current), [])

  return {
    active,
    hint: hint && !active,
    handlers: {
      onPointerDown: () => setActive(true),
      onFocus: () => setActive(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) setActive(false)
      },
      onWheel: () => {
        if (active) return
        setHint(true)
        window.clearTimeout(hintTimer.current)
        hintTimer.current = window.setTimeout(() => setHint(false), HINT_MS)
      },
    },
  }
}
