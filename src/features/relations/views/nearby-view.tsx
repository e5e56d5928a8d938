import { useQuery } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '@/lib/format/format'
import { EntityMap } from '@/components/map/entity-map'
import type { MapPin } from '@/components/map/map-types'
import { entityCoordinateQuery } from '../api/entity-coordinate-query'
import { parseNearby, type NearbyOrganization } from '../api/models/location-models'
import { EntityLink } from '../components/entity-link'
import { formatDistance } from '../components/format-distance'
import { RelationTable } from '../components/relation-table'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'
import { NEARBY_RADIUS_KM } from '../relation-search-params'

export const slice = defineSlice({
  parse: parseNearby,
  isEmpty: (items) => items.length === 0,
  View: NearbyView,
})

function NearbyView(props: SliceViewProps<ModelOf<typeof parseNearby>>) {
  const items = props.model
  const radius = props.search.radius ?? NEARBY_RADIUS_KM.default
  const { data: center } = useQuery(entityCoordinateQuery(props.entityType, props.entityId))
  const { t } = useLingui()
  const km = formatNumber(radius)
  const within = t`Organizations within ${km} km`
  const pins: MapPin[] = items.flatMap((item) =>
    item.lat !== null && item.lon !== null && item.entity.id
      ? [
          {
            id: item.entity.id,
            lat: item.lat,
            lon: item.lon,
            label: item.entity.name,
            description: formatDistance(item.distanceMeters),
            to: '/organizations/$id' as const,
            params: { id: item.entity.id },
          },
        ]
      : [],
  )
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {items.length === 100
          ? t`The 100 nearest organizations within ${km} km, nearest first.`
          : plural(items.length, {
              one: `# organization within ${km} km, nearest first.`,
              other: `# organizations within ${km} km, nearest first.`,
            })}
      </p>
      {pins.length > 0 ? (
        <EntityMap
          pins={pins}
          label={within}
          fitToPins
          circle={center ? { lat: center.lat, lon: center.lon, radiusKm: radius } : undefined}
        />
      ) : null}
      <RelationTable<NearbyOrganization>
        caption={within}
        captionHidden
        rows={items}
        rowKey={(item, index) => `${item.entity.id}-${index}`}
        columns={[
          { header: t`Organization`, cell: (item) => <EntityLink entity={item.entity} /> },
          {
            header: t`Distance`,
            cell: (item) => formatDistance(item.distanceMeters),
            numeric: true,
          },
        ]}
      />
    </div>
  )
}
