import type { Feature, FeatureCollection, Point } from 'geojson'
import type { Map as LeafletMap } from 'leaflet'
import { memo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CircleMarker, GeoJSON, Pane, Tooltip, useMap, useMapEvents } from 'react-leaflet'
import surroundingsData from './surroundings.geo.json'

/**
 * What the offline map draws around Germany's states so it orients without tiles: neighbouring
 * countries, major rivers and lakes, and city labels (scripts/build-map-surroundings.mjs).
 */
const surroundings = surroundingsData as FeatureCollection
const ofKind = (kind: string): FeatureCollection => ({
  type: 'FeatureCollection',
  features: surroundings.features.filter((feature) => feature.properties?.kind === kind),
})

const COUNTRIES = ofKind('country')
const LAKES = ofKind('lake')
const RIVERS = ofKind('river')

interface City {
  name: string
  population: number
  lat: number
  lon: number
}

/** Largest first, so the labels that show at every zoom are laid out first. */
const CITIES: City[] = ofKind('city').features.flatMap((feature: Feature) => {
  const { name, population } = feature.properties ?? {}
  const [lon, lat] = (feature.geometry as Point).coordinates
  if (typeof name !== 'string' || typeof population !== 'number' || lat === undefined) return []
  return [{ name, population, lat, lon: lon! }]
})

/**
 * The labelled city (50,000 inhabitants or more) nearest to a point, with its distance in km
 * and the compass bearing from the city's centre (GeoNames' point) to the point, in degrees.
 */
export function nearestLabelledCity(
  lat: number,
  lon: number,
): { name: string; km: number; bearing: number } | null {
  const rad = Math.PI / 180
  let best: { name: string; km: number; bearing: number } | null = null
  for (const city of CITIES) {
    // An equirectangular approximation: exact enough within a few dozen kilometres.
    const dx = (lon - city.lon) * Math.cos(((lat + city.lat) / 2) * rad) * 111.32
    const dy = (lat - city.lat) * 110.57
    const km = Math.hypot(dx, dy)
    if (!best || km < best.km)
      best = { name: city.name, km, bearing: (Math.atan2(dx, dy) / rad + 360) % 360 }
  }
  return best
}

/** The smallest city labelled at a zoom: capitals of the region first, towns up close. */
export function minPopulationAt(zoom: number): number {
  if (zoom <= 5) return 1_000_000
  if (zoom === 6) return 500_000
  if (zoom === 7) return 200_000
  if (zoom === 8) return 100_000
  return 50_000
}

const COUNTRY_STYLE = {
  className: 'map-country',
  color: '#94a3b8',
  weight: 1,
  fillColor: '#f8fafc',
  fillOpacity: 0.8,
}
const LAKE_STYLE = {
  className: 'map-lake',
  color: '#60a5fa',
  weight: 0.5,
  fillColor: '#bfdbfe',
  fillOpacity: 1,
}
const RIVER_STYLE = { className: 'map-river', color: '#60a5fa', weight: 1.5 }
// Stable style functions: a new one on each render would make react-leaflet restyle every shape.
const countryStyle = () => COUNTRY_STYLE
const lakeStyle = () => LAKE_STYLE
const riverStyle = () => RIVER_STYLE
const LABEL_PANE_STYLE = { zIndex: 450, pointerEvents: 'none' } as const
const CITY_STYLE = { className: 'map-city', color: '#334155', weight: 1, fillOpacity: 1 }

/**
 * Below the states: the countries around them. Memoised, like the water and cities: the map
 * re-renders whenever a pin arrives, and these never change.
 */
export const OfflineCountries = memo(function OfflineCountries() {
  return (
    <GeoJSON
      data={COUNTRIES}
      style={countryStyle}
      // Natural Earth, like the state outlines, whose attribution already names it.
      interactive={false}
    />
  )
})

/** Above the states: water, then the city labels (below the pins, which stay clickable). */
export const OfflineWaterAndCities = memo(function OfflineWaterAndCities() {
  const { t, i18n } = useLingui()
  // Keyed by language: Leaflet reads a layer's attribution only when the layer is added.
  return (
    <>
      <GeoJSON
        key={`lakes-${i18n.locale}`}
        data={LAKES}
        style={lakeStyle}
        interactive={false}
        attribution={t`Water: © OpenStreetMap contributors (ODbL)`}
      />
      <GeoJSON
        key={`rivers-${i18n.locale}`}
        data={RIVERS}
        style={riverStyle}
        interactive={false}
        attribution={t`Cities: GeoNames (CC BY 4.0)`}
      />
      <Pane name="city-labels" style={LABEL_PANE_STYLE}>
        <CityLabels />
      </Pane>
    </>
  )
})

/** A label's box on screen, roughly: wide enough for its text at 11 px, with a little air. */
const labelBox = (name: string, x: number, y: number) => ({
  left: x - 4,
  right: x + 8 + name.length * 6.5,
  top: y - 9,
  bottom: y + 9,
})

/**
 * The cities big enough for this zoom that are in view, largest first, leaving out any whose
 * label would overlap a bigger city's: a readable map rather than a pile of names.
 */
function placeLabels(map: LeafletMap): City[] {
  const threshold = minPopulationAt(map.getZoom())
  const bounds = map.getBounds().pad(0.1)
  const placed: ReturnType<typeof labelBox>[] = []
  return CITIES.filter((city) => {
    if (city.population < threshold || !bounds.contains([city.lat, city.lon])) return false
    const point = map.latLngToContainerPoint([city.lat, city.lon])
    const box = labelBox(city.name, point.x, point.y)
    const overlaps = placed.some(
      (other) =>
        box.left < other.right &&
        other.left < box.right &&
        box.top < other.bottom &&
        other.top < box.bottom,
    )
    if (!overlaps) placed.push(box)
    return !overlaps
  })
}

function CityLabels() {
  const map = useMap()
  const [cities, setCities] = useState(() => placeLabels(map))
  useMapEvents({ moveend: () => setCities(placeLabels(map)) })
  return cities.map((city) => (
    <CircleMarker
      key={`${city.name}-${city.lat}-${city.lon}`}
      center={[city.lat, city.lon]}
      radius={2}
      interactive={false}
      pathOptions={CITY_STYLE}
    >
      {/* Text children: React renders the name as text, never as HTML. */}
      <Tooltip
        permanent
        direction="right"
        offset={[3, 0]}
        pane="city-labels"
        className="map-city-label"
      >
        {city.name}
      </Tooltip>
    </CircleMarker>
  ))
}
