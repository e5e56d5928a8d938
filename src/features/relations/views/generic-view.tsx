import { JsonView } from '@/components/json-view/json-view'

interface GenericViewProps {
  value: unknown
  title: string
  /** Why the data are shown as delivered, when that is not simply "no dedicated view". */
  note?: string | undefined
}

/** A slice we have no dedicated view for, or whose shape we did not recognise (§9 (12)). */
export default function GenericView({ value, title, note }: GenericViewProps) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        {note ?? `Showing the ${title.toLowerCase()} data as delivered by the Data Hub.`}
      </p>
      <JsonView value={value} label={title} />
    </div>
  )
}
