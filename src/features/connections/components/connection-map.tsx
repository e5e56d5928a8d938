import { useLingui } from '@lingui/react/macro'
import { useQueries } from '@tanstack/react-query'
import { EntityMap } from '@/components/map/entity-map'
import type { MapPin } from '@/components/map/map-types'
import { entityRecordQuery, recordCoordinate } from '@/lib/entity/entity-record-query'
import { formatNumber } from '@/lib/format/format'
import type { ConnectionEntity } from '../api/connection-graph'

/** Records read for the map at most: the paths shown rarely hold more organizations. */
export const MAP_CAP = 20
/** A place rarely moves; a record read for a pin serves the organization page too. */
const STALE_MS = 10 * 60_000

/**
 * The organizations of the found paths on the shared (lazy) map. Network links carry no
 * coordinates, so each organization's record is read, through the shared record query (cached
 * per entity), only when the map is asked for, and at most MAP_CAP of them (§10).
 */
export function ConnectionMap({ organizations }: { organizations: ConnectionEntity[] }) {
  const { t } = useLingui()
  const placed = organizations.slice(0, MAP_CAP)
  const coordinates = useQueries({
    queries: placed.map((organization) => ({
      ...entityRecordQuery('organization', organization.id),
      select: recordCoordinate,
      staleTime: STALE_MS,
    })),
  })
  const pins: MapPin[] = placed.flatMap((organization, index) => {
    const coordinate = coordinates[index]?.data
    if (!coordinate) return []
    return [
      {
        id: organization.id,
        lat: coordinate.lat,
        lon: coordinate.lon,
        label: organization.name,
        to: '/organizations/$id' as const,
        params: { id: organization.id },
      },
    ]
  })
  const loading = coordinates.some((result) => result.isPending)
  const missing = coordinates.filter((result) => result.isSuccess && !result.data).length
  const ready = formatNumber(coordinates.filter((result) => !result.isPending).length)
  const toPlace = formatNumber(placed.length)
  const pinCount = formatNumber(pins.length)
  const orgCount = formatNumber(organizations.length)
  const missingCount = formatNumber(missing)
  return (
    <div>
      <p className="mb-2 text-sm text-slate-700" role="status" data-testid="connection-map-summary">
        {loading
          ? t`Placing ${ready} of ${toPlace} organizations…`
          : t`${pinCount} of ${orgCount} organizations of the connection on the map`}
        {missing > 0 && !loading ? ` ${t`(${missingCount} without a coordinate)`}` : ''}
        {organizations.length > MAP_CAP ? ` ${t`Only the first ${MAP_CAP} are placed.`}` : ''}
      </p>
      <EntityMap
        label={t`Organizations of the connection`}
        pins={pins}
        fitToPins={!loading}
        className="h-[28rem]"
      />
    </div>
  )
}
