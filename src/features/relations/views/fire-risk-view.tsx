import { useLingui } from '@lingui/react/macro'
import { GermanTerm } from '@/components/german-term'
import { formatNumber } from '@/lib/format/format'
import { parseFireRisks } from '../api/models/location-models'
import { formatDistance } from '../components/format-distance'
import { RelationTable } from '../components/relation-table'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'

/** Fire brigades that serve the address, nearest first: the closer, the faster the response. */
export const slice = defineSlice({
  parse: parseFireRisks,
  isEmpty: (stations) => stations.length === 0,
  View: FireRiskView,
})

function FireRiskView(props: SliceViewProps<ModelOf<typeof parseFireRisks>>) {
  const stations = props.model
  const { t } = useLingui()
  const count = formatNumber(stations.length)
  return (
    <RelationTable
      caption={t`Fire stations serving this address (${count})`}
      rows={stations}
      rowKey={(station, index) => `${station.entity.id ?? station.entity.name}-${index}`}
      columns={[
        { header: t`Station`, cell: (station) => station.entity.name },
        {
          header: t`Kind`,
          cell: (station) => (station.category ? <GermanTerm term={station.category} /> : '—'),
        },
        {
          header: t`Distance`,
          cell: (station) => formatDistance(station.distanceMeters),
          numeric: true,
        },
      ]}
    />
  )
}
