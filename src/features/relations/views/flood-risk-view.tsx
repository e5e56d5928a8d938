import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { parseFloodRisks } from '../api/models/location-models'
import { textOf } from '../relation-text'
import { formatDistance } from '../components/format-distance'
import { RelationTable } from '../components/relation-table'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'

export const slice = defineSlice({
  parse: parseFloodRisks,
  isEmpty: () => false,
  View: FloodRiskView,
})

function FloodRiskView(props: SliceViewProps<ModelOf<typeof parseFloodRisks>>) {
  const model = props.model
  const inAny = model.zones.filter((zone) => zone.inZone)
  const { i18n, t } = useLingui()
  const yesNo = (value: boolean | null) => (value === null ? t`Unknown` : value ? t`Yes` : t`No`)
  const zones = inAny.map((zone) => textOf(i18n, zone.title)).join('; ')
  return (
    <div className="space-y-4">
      <p
        className={`rounded-md px-4 py-3 text-sm font-medium ${inAny.length ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-900'}`}
      >
        {inAny.length
          ? plural(inAny.length, {
              one: `This address lies inside # flood hazard zone: ${zones}.`,
              other: `This address lies inside # flood hazard zones: ${zones}.`,
            })
          : t`This address lies outside all mapped flood hazard zones.`}
      </p>
      {model.zones.length ? (
        <RelationTable
          caption={t`Flood hazard zones`}
          rows={model.zones}
          rowKey={(zone) => zone.zone}
          columns={[
            { header: t`Zone`, cell: (zone) => textOf(i18n, zone.title) },
            { header: t`Inside`, cell: (zone) => yesNo(zone.inZone) },
            {
              header: t`Distance to zone`,
              cell: (zone) => (zone.inZone ? '—' : formatDistance(zone.distanceMeters)),
              numeric: true,
            },
          ]}
        />
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>No flood hazard zones are mapped here.</Trans>
        </p>
      )}
      {model.waterProtection.length ? (
        <RelationTable
          caption={t`Water protection areas`}
          rows={model.waterProtection}
          rowKey={(area, index) => `${area.name}-${index}`}
          columns={[
            { header: t`Type`, cell: (area) => textOf(i18n, area.title) },
            { header: t`Name`, cell: (area) => textOf(i18n, area.name) },
            { header: t`Inside`, cell: (area) => yesNo(area.inZone) },
          ]}
        />
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>No water protection areas are recorded nearby.</Trans>
        </p>
      )}
    </div>
  )
}
