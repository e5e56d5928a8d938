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
  return <RelationTimeline events={events} noun="register announcements" label="Register history" />
}
