import { JsonView } from '@/components/json-view/json-view'
import type { RelationViewProps } from '../components/relation-view-props'

/** A slice we have no dedicated view for, or whose shape we did not recognise (§9.12). */
export default function GenericView({
  value,
  definition,
}: Pick<RelationViewProps, 'value' | 'definition'>) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        Showing the {definition.title.toLowerCase()} data as delivered by the Data Hub.
      </p>
      <JsonView value={value} label={definition.title} />
    </div>
  )
}
