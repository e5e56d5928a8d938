import { useLingui } from '@lingui/react/macro'
import { JsonView } from '@/components/json-view/json-view'
import { titleInSentence } from '../relation-text'

interface GenericViewProps {
  value: unknown
  title: string
  /** Why the data are shown as delivered, when that is not simply "no dedicated view". */
  note?: string | undefined
}

/** A slice we have no dedicated view for, or whose shape we did not recognise (§9 (12)). */
export default function GenericView({ value, title, note }: GenericViewProps) {
  const { i18n, t } = useLingui()
  const what = titleInSentence(i18n, title)
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        {note ?? t`Showing the ${what} data as delivered by the Data Hub.`}
      </p>
      <JsonView value={value} label={title} />
    </div>
  )
}
