import { parseFireRisks } from '../api/models/location-models'
import { formatDistance } from '../components/format-distance'
import { RelationEmpty } from '../components/relation-empty'
import { RelationTable } from '../components/relation-table'
import type { RelationViewProps } from '../components/relation-view-props'
import GenericView from './generic-view'

/** Fire brigades that serve the address, nearest first: the closer, the faster the response. */
export default function FireRiskView(props: RelationViewProps) {
  const stations = parseFireRisks(props.value)
  if (!stations) return <GenericView {...props} />
  if (stations.length === 0)
    return <RelationEmpty>No fire stations are recorded near this address.</RelationEmpty>
  return (
    <RelationTable
      caption={`Fire stations serving this address (${stations.length})`}
      rows={stations}
      rowKey={(station, index) => `${station.entity.id ?? station.entity.name}-${index}`}
      columns={[
        { header: 'Station', cell: (station) => station.entity.name },
        { header: 'Kind', cell: (station) => <span lang="de">{station.category ?? '—'}</span> },
        {
          header: 'Distance',
          cell: (station) => formatDistance(station.distanceMeters),
          numeric: true,
        },
      ]}
    />
  )
}
