import { Trans, useLingui } from '@lingui/react/macro'
import { EntityMap } from '@/components/map/entity-map'
import type { MapPin } from '@/components/map/map-types'
import { formatNumber } from '@/lib/format/format'
import type { ResultRow } from '../api/match-export'

/**
 * The matched organizations on the shared map (Leaflet loads with it, not with the page), from
 * the coordinates the record enrichment read: the map itself costs no call.
 */
export function MatchMap({ rows }: { rows: ResultRow[] }) {
  const { t } = useLingui()
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
  const placed = formatNumber(pins.length)
  const total = formatNumber(matched.length)
  return (
    <div className="space-y-2">
      <p role="status" data-testid="match-map-summary" className="text-sm text-slate-700">
        {pins.length < matched.length ? (
          <Trans>
            {placed} of {total} matched organizations on the map (the others have no coordinate yet)
          </Trans>
        ) : (
          <Trans>
            {placed} of {total} matched organizations on the map
          </Trans>
        )}
      </p>
      <EntityMap label={t`Matched organizations`} pins={pins} fitToPins className="h-[28rem]" />
    </div>
  )
}
