import { useLingui } from '@lingui/react/macro'
import { parseCareer, type CareerModel } from '../api/models/career-model'
import { RelationTimeline } from '../components/relation-timeline'
import { RoleTables } from '../components/role-tables'
import { defineSlice, type SliceViewProps } from '../slice'

export const slice = defineSlice({
  parse: parseCareer,
  isEmpty: (model) => model.roles.length === 0 && model.events.length === 0,
  View: CareerView,
})

/**
 * The register announcements of the person's career, newest first. The roles they add up to head
 * the person page; a History that lists roles without announcements shows them here instead.
 */
function CareerView({ model }: SliceViewProps<CareerModel>) {
  const { t } = useLingui()
  if (model.events.length > 0)
    return (
      <RelationTimeline
        events={model.events}
        empty={t`No career events are recorded.`}
        label={t`Career history`}
      />
    )
  return (
    <RoleTables
      lists={{
        current: model.roles.filter((role) => !role.endDate),
        past: model.roles.filter((role) => role.endDate),
      }}
      noun="roles"
      withShares={false}
    />
  )
}
