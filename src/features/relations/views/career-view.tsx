import { parseTimeline } from '../api/models/register-models'
import { RelationTimeline } from '../components/relation-timeline'
import type { RelationViewProps } from '../components/relation-view-props'
import GenericView from './generic-view'

export default function CareerView(props: RelationViewProps) {
  const events = parseTimeline(props.value)
  if (!events) return <GenericView {...props} />
  return <RelationTimeline events={events} noun="career events" label="Career history" />
}
