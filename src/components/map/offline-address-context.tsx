import type { Control } from 'leaflet'
import L from 'leaflet'
import { Fragment, useEffect } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Circle, CircleMarker, Tooltip, useMap } from 'react-leaflet'
import { formatDecimal, formatNumber } from '@/lib/format/format'
import { placeName } from '@/lib/datahub/vocabulary'
import { nearestLabelledCity } from './offline-surroundings'

/**
 * An address on the offline map (no tiles, so no streets): shown at street level rather than on
 * a city dot, with what the project can truthfully draw there. Rings at fixed distances and a
 * scale bar make the scale readable, and a line says where the address lies from the nearest
 * labelled city's centre (GeoNames' point, already in the map's data): no extra call. The
 * project ships no postal-code or district outlines, so none are drawn.
 */

/** Street level: a city block spans about a hundred pixels. */
export const OFFLINE_ADDRESS_ZOOM = 15
/** The rings' radii in metres: walking distances, both in view at street level. */
const RINGS = [250, 500]
const RING_STYLE = { color: '#0369a1', weight: 1, dashArray: '4 4', fill: false }
const RING_LABEL_STYLE = { opacity: 0, fillOpacity: 0 }

/** The rings around the address, each labelled with its distance at its top. */
export function AddressRings({ lat, lon }: { lat: number; lon: number }) {
  const map = useMap()
  // A metric scale bar, rewritten in the interface's number format by Leaflet itself ("200 m").
  useEffect(() => {
    const scale: Control.Scale = L.control.scale({ imperial: false, position: 'bottomleft' })
    scale.addTo(map)
    return () => void scale.remove()
  }, [map])
  return RINGS.map((metres) => (
    <Fragment key={metres}>
      <Circle center={[lat, lon]} radius={metres} interactive={false} pathOptions={RING_STYLE} />
      <CircleMarker
        center={[lat + metres / 111_320, lon]}
        radius={1}
        interactive={false}
        pathOptions={RING_LABEL_STYLE}
      >
        <Tooltip permanent direction="center" className="map-ring-label">
          {`${formatNumber(metres)} m`}
        </Tooltip>
      </CircleMarker>
    </Fragment>
  ))
}

/** Eight compass points, as the direction from a city's centre ("north-east of"). */
const DIRECTIONS = [
  msg`north`,
  msg`north-east`,
  msg`east`,
  msg`south-east`,
  msg`south`,
  msg`south-west`,
  msg`west`,
  msg`north-west`,
]

/** "2.4 km north-east of the centre of Leipzig": where the address lies, for orientation. */
export function AddressWhere({ lat, lon }: { lat: number; lon: number }) {
  const { t, i18n } = useLingui()
  const nearest = nearestLabelledCity(lat, lon)
  if (!nearest) return null
  const where = i18n._(DIRECTIONS[Math.round(nearest.bearing / 45) % 8]!)
  const city = placeName(nearest.name)
  const km = formatDecimal(Math.round(nearest.km * 10) / 10)
  const text =
    nearest.km < 0.5 ? t`In the centre of ${city}.` : t`${km} km ${where} of the centre of ${city}.`
  return (
    <p
      data-testid="map-address-context"
      className="pointer-events-none absolute top-2 right-2 z-[1000] max-w-[70%] rounded-md bg-white/90 px-2 py-1 text-xs text-slate-800 shadow"
    >
      {text} <span>{t`Street level; the offline map has no streets.`}</span>
    </p>
  )
}
