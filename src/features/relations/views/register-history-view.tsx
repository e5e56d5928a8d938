import { useLingui } from '@lingui/react/macro'
import { parseTimeline } from '../api/models/register-models'
import { RelationTimeline } from '../components/relation-timeline'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'

export const slice = defineSlice({
  parse: parseTimeline,
  isEmpty: (events) => events.length === 0,
  View: RegisterHistoryView,
})

function RegisterHistoryView(props: SliceViewProps<ModelOf<typeof parseTimeline>>) {
  const events = props.model
  const { t } = useLingui()
  return (
    <RelationTimeline
      events={events}
      empty={t`No register announcements are recorded.`}
      label={t`Register history`}
    />
  )
}
