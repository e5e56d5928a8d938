import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import './entity-map.css'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { FeatureCollection } from 'geojson'
import type {
  LeafletEventHandlerFnMap,
  Map as LeafletMapInstance,
  Marker as LeafletMarker,
} from 'leaflet'
import { useEffect, useMemo, useState } from 'react'
import { i18n as activeI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import L from 'leaflet'
import { Circle, GeoJSON, MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet'
import MarkerClusterGroup from 'react-leaflet-cluster'
import { upstreamInfoQuery } from '@/lib/query/query-client'
import statesOutline from './germany-states.geo.json'
import { clusterIcon, pinIcon } from './map-icons'
import { MapAttributionToggle } from './map-attribution-toggle'
import { MapViewportSync } from './map-viewport-sync'
import { useWheelAfterFocus } from './use-wheel-after-focus'
import { OfflineCountries, OfflineWaterAndCities } from './offline-surroundings'
import { AddressRings, AddressWhere, OFFLINE_ADDRESS_ZOOM } from './offline-address-context'
import { searchAreaFromView } from './search-area'
import { GERMANY_VIEWPORT, type EntityMapProps, type MapPin } from './map-types'

const DEFAULT_CLUSTER_THRESHOLD = 25
/** Without tiles: close enough that pins in one city spread apart and town labels show. */
const OUTLINE_MAX_FIT_ZOOM = 11
const STATE_STYLE = {
  className: 'map-state',
  color: '#64748b',
  weight: 1,
  fillColor: '#e2e8f0',
  fillOpacity: 0.6,
}

/** Leaflet renders a marker's element itself; the test id and keyboard hint are added once it exists. */
const pinEvents: LeafletEventHandlerFnMap = {
  add: (event) => {
    const element = (event.target as LeafletMarker).getElement()
    element?.setAttribute('data-testid', 'map-pin')
  },
}

/** Leaflet names the popup's close button in English itself: worded when the popup opens. */
const CLOSE = msg`Close`
const popupEvents: LeafletEventHandlerFnMap = {
  add: (event) => {
    const popup = event.target as L.Popup
    popup
      .getElement()
      ?.querySelector('.leaflet-popup-close-button')
      ?.setAttribute('aria-label', activeI18n._(CLOSE))
  },
}

/** Leaflet's own credit, whose link title it writes in English. */
const LEAFLET_PREFIX = String(L.Control.Attribution.prototype.options.prefix ?? '')
const LEAFLET_TITLE = 'A JavaScript library for interactive maps'

function PinMarker({ pin }: { pin: MapPin }) {
  return (
    <Marker
      position={[pin.lat, pin.lon]}
      icon={pinIcon}
      title={pin.label}
      alt={pin.label}
      eventHandlers={pinEvents}
    >
      <Popup eventHandlers={popupEvents}>
        <Link to={pin.to} params={pin.params} className="font-medium text-sky-800 underline">
          {pin.label}
        </Link>
        {pin.description ? <p className="!m-0 !mt-1 text-slate-600">{pin.description}</p> : null}
      </Popup>
    </Marker>
  )
}

export default function LeafletMap(props: EntityMapProps) {
  const { pins, label, circle, className, onSearchArea } = props
  const { t, i18n } = useLingui()
  // The button sits outside Leaflet's container, so Leaflet's drag and click handling never
  // swallows its events; it reaches the map through this instance.
  const [map, setMap] = useState<LeafletMapInstance | null>(null)
  const threshold = props.clusterThreshold ?? DEFAULT_CLUSTER_THRESHOLD
  const { data: upstream } = useQuery(upstreamInfoQuery)
  const tileUrl =
    typeof upstream?.tileUrl === 'string' && upstream.tileUrl ? upstream.tileUrl : null
  const initial = props.viewport ?? GERMANY_VIEWPORT
  // An address without tiles: street level with its local context, not a dot on a city.
  const addressPin = props.address && !tileUrl && pins.length === 1 ? pins[0]! : null
  const [sourcesOpen, setSourcesOpen] = useState(false)
  const wheel = useWheelAfterFocus(map)
  const markers = useMemo(() => pins.map((pin) => <PinMarker key={pin.id} pin={pin} />), [pins])
  // Leaflet writes its controls' words once: they are rewritten, or remade, on a language switch
  // (the `key`s below re-add the layers whose attribution is worded).
  const locale = i18n.locale
  useEffect(() => {
    map?.attributionControl?.setPrefix(
      LEAFLET_PREFIX.replace(LEAFLET_TITLE, t`A JavaScript library for interactive maps`),
    )
  }, [map, locale, t])

  return (
    <div
      role="region"
      aria-label={label}
      data-testid="entity-map"
      data-pin-total={pins.length}
      data-sources={sourcesOpen ? 'open' : 'closed'}
      data-wheel-zoom={wheel.active}
      className={`${className ?? 'h-80'} entity-map relative overflow-hidden rounded-lg border border-slate-200`}
      {...wheel.handlers}
    >
      <MapContainer
        ref={setMap}
        center={[initial.lat, initial.lon]}
        zoom={initial.zoom}
        className="size-full bg-sky-50"
        // The outline layer is the base map: keep panning near Germany and Europe.
        minZoom={4}
        maxZoom={18}
        attributionControl
        zoomControl={false}
        // The wheel scrolls the page until the map is clicked or focused (useWheelAfterFocus).
        scrollWheelZoom={false}
      >
        <ZoomControl key={`zoom-${locale}`} zoomInTitle={t`Zoom in`} zoomOutTitle={t`Zoom out`} />
        {tileUrl ? (
          <TileLayer
            key={`tiles-${locale}`}
            url={tileUrl}
            attribution={t`Map tiles: configured TILE_URL`}
          />
        ) : null}
        {/* Tiles show all of this themselves; without them these layers are the map. */}
        {tileUrl ? null : <OfflineCountries />}
        <GeoJSON
          key={`states-${locale}`}
          data={statesOutline as FeatureCollection}
          style={() => STATE_STYLE}
          interactive={false}
          attribution={t`Borders: Natural Earth (public domain)`}
        />
        {tileUrl ? null : <OfflineWaterAndCities />}
        {addressPin ? <AddressRings lat={addressPin.lat} lon={addressPin.lon} /> : null}
        {circle ? (
          <Circle
            center={[circle.lat, circle.lon]}
            radius={circle.radiusKm * 1000}
            pathOptions={{ color: '#0369a1', weight: 1.5, fillOpacity: 0.08 }}
            interactive={false}
          />
        ) : null}
        {pins.length > threshold ? (
          <MarkerClusterGroup
            chunkedLoading
            iconCreateFunction={clusterIcon}
            showCoverageOnHover={false}
          >
            {markers}
          </MarkerClusterGroup>
        ) : (
          markers
        )}
        <MapViewportSync
          {...props}
          // Without tiles there is nothing to see below state level: keep the outlines in view.
          maxFitZoom={tileUrl ? 16 : addressPin ? OFFLINE_ADDRESS_ZOOM : OUTLINE_MAX_FIT_ZOOM}
        />
      </MapContainer>
      {onSearchArea && map ? (
        <button
          type="button"
          onClick={() => {
            const bounds = map.getBounds()
            const center = map.getCenter()
            onSearchArea(
              searchAreaFromView(
                { lat: center.lat, lon: center.lng },
                {
                  south: bounds.getSouth(),
                  west: bounds.getWest(),
                  north: bounds.getNorth(),
                  east: bounds.getEast(),
                },
                map.getZoom(),
              ),
            )
          }}
          className="absolute top-3 left-1/2 z-[1000] -translate-x-1/2 rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-900 shadow hover:bg-slate-50"
        >
          <Trans>Search this area</Trans>
        </button>
      ) : null}
      {addressPin ? <AddressWhere lat={addressPin.lat} lon={addressPin.lon} /> : null}
      <MapAttributionToggle
        map={map}
        open={sourcesOpen}
        onToggle={() => setSourcesOpen((open) => !open)}
      />
      {wheel.hint ? (
        <p
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-10 z-[1000] mx-auto w-fit rounded-md bg-slate-900/80 px-3 py-1.5 text-sm text-white"
        >
          <Trans>Click the map to zoom with the wheel</Trans>
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        <Plural value={pins.length} one="# place on the map" other="# places on the map" />
      </p>
    </div>
  )
}
