import { latLng, latLngBounds } from 'leaflet'
import { useEffect, useRef } from 'react'
import { useMap, useMapEvents } from 'react-leaflet'
import type { EntityMapProps, MapViewport } from './map-types'

const near = (a: number, b: number, epsilon: number) => Math.abs(a - b) < epsilon

function sameView(a: MapViewport, b: MapViewport) {
  return a.zoom === b.zoom && near(a.lat, b.lat, 1e-4) && near(a.lon, b.lon, 1e-4)
}

/** Rounds a view to what a URL needs: ~10 m precision, whole zoom levels. */
export function roundViewport(view: MapViewport): MapViewport {
  return {
    lat: Number(view.lat.toFixed(4)),
    lon: Number(view.lon.toFixed(4)),
    zoom: Math.round(view.zoom),
  }
}

/**
 * Keeps the Leaflet view and the props in step: fits the pins once when no viewport is given,
 * follows a changed `viewport` prop (Back/Forward through URL states) and reports user moves.
 */
export function MapViewportSync(props: EntityMapProps & { maxFitZoom: number }) {
  const { pins, fitToPins, viewport, onViewportChange, singlePinZoom, circle, maxFitZoom } = props
  const map = useMap()
  const reported = useRef<MapViewport | null>(null)
  const pinKey = pins.map((pin) => `${pin.lat},${pin.lon}`).join(';')

  useMapEvents({
    moveend: () => {
      if (!onViewportChange) return
      const center = map.getCenter()
      const next = roundViewport({ lat: center.lat, lon: center.lng, zoom: map.getZoom() })
      if (reported.current && sameView(reported.current, next)) return
      reported.current = next
      if (!viewport || !sameView(viewport, next)) onViewportChange(next)
    },
  })

  useEffect(() => {
    if (!viewport) return
    const center = map.getCenter()
    const current = roundViewport({ lat: center.lat, lon: center.lng, zoom: map.getZoom() })
    if (sameView(current, roundViewport(viewport))) return
    reported.current = roundViewport(viewport)
    map.setView([viewport.lat, viewport.lon], viewport.zoom, { animate: false })
  }, [map, viewport])

  useEffect(() => {
    if (viewport || !fitToPins) return
    const points = pins.map((pin) => [pin.lat, pin.lon] as [number, number])
    // A search area without results (or with one) shows the area; results are fitted themselves.
    if (circle && points.length < 2) {
      map.fitBounds(latLng(circle.lat, circle.lon).toBounds(circle.radiusKm * 2000), {
        animate: false,
      })
      return
    }
    if (points.length === 1) {
      map.setView(points[0]!, Math.min(singlePinZoom ?? 14, maxFitZoom), { animate: false })
    } else if (points.length > 1) {
      map.fitBounds(latLngBounds(points), {
        padding: [32, 32],
        maxZoom: maxFitZoom,
        animate: false,
      })
    }
    // Refit only when the set of positions changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    map,
    pinKey,
    fitToPins,
    singlePinZoom,
    maxFitZoom,
    circle?.lat,
    circle?.lon,
    circle?.radiusKm,
  ])

  return null
}
