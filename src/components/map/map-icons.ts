/// <reference types="leaflet.markercluster" />
import L from 'leaflet'
import type { MarkerCluster } from 'leaflet'
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png'
import markerIcon from 'leaflet/dist/images/marker-icon.png'
import markerShadow from 'leaflet/dist/images/marker-shadow.png'
import { plural } from '@lingui/core/macro'

/**
 * Leaflet guesses its default marker image URLs from its CSS path, which breaks once Vite hashes
 * the assets; point the default icon at the bundled files once, for any default marker.
 */
delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl
L.Icon.Default.mergeOptions({
  iconRetinaUrl: markerIcon2x,
  iconUrl: markerIcon,
  shadowUrl: markerShadow,
})

/**
 * The pin shape: static markup only. Names and addresses never go into HTML strings; the pin's
 * accessible name is the marker's `title` attribute, which Leaflet sets as text.
 */
export const pinIcon = L.divIcon({
  className: 'entity-map-pin',
  html: '<svg viewBox="0 0 24 36" width="24" height="36" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 36 12 36s12-15.2 12-24.1C24 5.3 18.6 0 12 0z" fill="#0369a1" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [24, 36],
  iconAnchor: [12, 36],
  popupAnchor: [0, -32],
})

/**
 * A cluster bubble; its only dynamic content is the number of pins it holds. Its hidden words are
 * the catalogue's, in the language shown when the bubble is drawn (clusters are redrawn on zoom).
 */
export function clusterIcon(cluster: MarkerCluster) {
  const count = Math.max(0, Math.trunc(cluster.getChildCount()))
  const hint = plural(count, {
    one: ' place (zoom in to see it)',
    other: ' places (zoom in to see them)',
  }).replace(/[<>&"]/g, '')
  return L.divIcon({
    className: 'entity-map-cluster',
    html: `<span data-testid="map-cluster" data-count="${count}">${count}<span class="sr-only">${hint}</span></span>`,
    iconSize: [36, 36],
  })
}
