import { useQueries } from '@tanstack/react-query'
import { EntityMap } from '@/components/map/entity-map'
import type { MapCircle, MapPin, MapViewport } from '@/components/map/map-types'
import { searchQueries } from '../api/search-queries'
import type { OrganizationItem } from '../api/search-items'

interface Props {
  items: OrganizationItem[]
  viewport: MapViewport | undefined
  onViewportChange: (viewport: MapViewport) => void
  circle: MapCircle | undefined
}

/**
 * The current result page on the map. Search results carry no coordinates, so each record's address
 * coordinate is read (at most one page, 30 requests, cached for the entity pages' neighbours).
 */
export function OrganizationResultsMap({ items, viewport, onViewportChange, circle }: Props) {
  const coordinates = useQueries({
    queries: items.map((item) => searchQueries.organizationCoordinate(item.id)),
  })
  const loading = coordinates.filter((result) => result.isPending).length
  const pins: MapPin[] = items.flatMap((item, index) => {
    const coordinate = coordinates[index]?.data
    if (!coordinate) return []
    return [
      {
        id: item.id,
        lat: coordinate.lat,
        lon: coordinate.lon,
        label: item.name,
        description: item.address,
        to: '/organizations/$id',
        params: { id: item.id },
      },
    ]
  })
  const missing = items.length - pins.length - loading
  return (
    <div>
      <p
        className="mb-2 text-sm text-slate-700"
        role="status"
        data-testid="map-summary"
        data-loading={loading > 0}
      >
        {loading > 0
          ? `Placing ${loading} organizations…`
          : `${pins.length} of ${items.length} organizations on this page are on the map`}
        {missing > 0 && loading === 0 ? ` (${missing} without a coordinate)` : ''}
      </p>
      <EntityMap
        label="Organizations of this result page"
        pins={pins}
        fitToPins={loading === 0}
        viewport={viewport}
        onViewportChange={onViewportChange}
        circle={circle}
        className="h-[32rem]"
      />
    </div>
  )
}
