import { parseFloodRisks } from '../api/models/location-models'
import { formatDistance } from '../components/format-distance'
import { RelationTable } from '../components/relation-table'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'

const yesNo = (value: boolean | null) => (value === null ? 'Unknown' : value ? 'Yes' : 'No')

export const slice = defineSlice({
  parse: parseFloodRisks,
  isEmpty: () => false,
  View: FloodRiskView,
})

function FloodRiskView(props: SliceViewProps<ModelOf<typeof parseFloodRisks>>) {
  const model = props.model
  const inAny = model.zones.filter((zone) => zone.inZone)
  return (
    <div className="space-y-4">
      <p
        className={`rounded-md px-4 py-3 text-sm font-medium ${inAny.length ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-900'}`}
      >
        {inAny.length
          ? `This address lies inside ${inAny.length} flood hazard zone${inAny.length > 1 ? 's' : ''}: ${inAny.map((zone) => zone.title).join('; ')}.`
          : 'This address lies outside all mapped flood hazard zones.'}
      </p>
      {model.zones.length ? (
        <RelationTable
          caption="Flood hazard zones"
          rows={model.zones}
          rowKey={(zone) => zone.zone}
          columns={[
            { header: 'Zone', cell: (zone) => zone.title },
            { header: 'Inside', cell: (zone) => yesNo(zone.inZone) },
            {
              header: 'Distance to zone',
              cell: (zone) => (zone.inZone ? '—' : formatDistance(zone.distanceMeters)),
              numeric: true,
            },
          ]}
        />
      ) : (
        <p className="text-sm text-slate-600">No flood hazard zones are mapped here.</p>
      )}
      {model.waterProtection.length ? (
        <RelationTable
          caption="Water protection areas"
          rows={model.waterProtection}
          rowKey={(area, index) => `${area.name}-${index}`}
          columns={[
            { header: 'Type', cell: (area) => area.title },
            { header: 'Name', cell: (area) => area.name },
            { header: 'Inside', cell: (area) => yesNo(area.inZone) },
          ]}
        />
      ) : (
        <p className="text-sm text-slate-600">No water protection areas are recorded nearby.</p>
      )}
    </div>
  )
}
