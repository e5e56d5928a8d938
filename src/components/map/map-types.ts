/** The props API of the shared map (no Leaflet types here, so importing it costs nothing). */
import type { SearchArea } from './search-area'

export interface MapPin {
  id: string
  lat: number
  lon: number
  /** Accessible name of the pin and the popup's link text. */
  label: string
  /** A second popup line, e.g. the address or a distance. */
  description?: string | null
  to: '/organizations/$id' | '/persons/$id' | '/locations/$id'
  params: { id: string }
}

export interface MapViewport {
  lat: number
  lon: number
  zoom: number
}

export interface MapCircle {
  lat: number
  lon: number
  radiusKm: number
}

export interface EntityMapProps {
  pins: MapPin[]
  /** What the map shows, for its accessible name: "Location of Muster GmbH". */
  label: string
  /** Zoom to show all pins when no viewport is given. */
  fitToPins?: boolean
  /**
   * The single pin is a street address: without tiles it is shown at street level with rings at
   * 250 and 500 m, a scale bar and where it lies from the nearest city (offline-address-context).
   */
  address?: boolean
  /** Zoom used for a single pin (an address up close, a county from afar). */
  singlePinZoom?: number
  /** Controlled view (e.g. from the URL); the map follows it when it changes. */
  viewport?: MapViewport | undefined
  /** Called after the user pans or zooms. */
  onViewportChange?: (viewport: MapViewport) => void
  circle?: MapCircle | undefined
  /** Offers "Search this area": called with the visible area as a centre and radius. */
  onSearchArea?: (area: SearchArea) => void
  /** Pins beyond this count are clustered. */
  clusterThreshold?: number
  className?: string
}

/** Germany as a whole: the view when there is nothing to fit. */
export const GERMANY_VIEWPORT: MapViewport = { lat: 51.16, lon: 10.45, zoom: 6 }
