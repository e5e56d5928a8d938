import { EntityMap } from '@/components/map/entity-map'
import type { MapPin } from '@/components/map/map-types'
import { formatNumber } from '@/lib/format'
import type { ResultRow } from '../api/match-export'

/**
 * The matched organizations on the shared map (Leaflet loads with it, not with the page), from
 * the coordinates the record enrichment read: the map itself costs no call.
 */
export function MatchMap({ rows }: { rows: ResultRow[] }) {
  const matched = rows.filter((row) => row.chosen)
  const pins: MapPin[] = matched.flatMap((row) => {
    const record = row.state.record
    if (!row.chosen || record?.latitude == null || record.longitude == null) return []
    return [
      {
        id: `${row.index}`,
        lat: record.latitude,
        lon: record.longitude,
        label: row.chosen.name,
        description: [record.street, [record.postalCode, record.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
        to: '/organizations/$id',
        params: { id: row.chosen.id },
      },
    ]
  })
  return (
    <div className="space-y-2">
      <p role="status" data-testid="match-map-summary" className="text-sm text-slate-700">
        {formatNumber(pins.length)} of {formatNumber(matched.length)} matched organizations on the
        map
        {pins.length < matched.length ? ' (the others have no coordinate yet)' : ''}
      </p>
      <EntityMap label="Matched organizations" pins={pins} fitToPins className="h-[28rem]" />
    </div>
  )
}
