import { useLingui } from '@lingui/react/macro'
import { formatDate } from '@/lib/format/format'
import { categoryWords } from '../components/label-words'
import { parseInsolvencyNotices } from '../api/models/register-models'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'
import { pickText } from '@/lib/datahub/fields'

export const slice = defineSlice({
  parse: parseInsolvencyNotices,
  isEmpty: (notices) => notices.length === 0,
  View: InsolvencyView,
})

function InsolvencyView(props: SliceViewProps<ModelOf<typeof parseInsolvencyNotices>>) {
  const notices = props.model
  const { i18n, t } = useLingui()
  return (
    <ol aria-label={t`Insolvency notices`} className="space-y-3">
      {notices.map((notice, index) => {
        const caseNumber = notice.caseNumber
        return (
          <li
            key={`${notice.caseNumber}-${notice.date}-${index}`}
            className="rounded-md border border-amber-200 bg-amber-50 p-3"
          >
            <p className="text-xs text-amber-900">
              <time dateTime={notice.date ?? undefined}>{formatDate(notice.date)}</time>
              {notice.category ? (
                <span className="ml-2 font-semibold">{categoryWords(i18n, notice.category)}</span>
              ) : null}
            </p>
            <p className="mt-1 text-sm font-medium text-slate-900">
              {notice.court ?? t`Court not stated`}
              {notice.caseNumber ? (
                <span className="font-normal"> · {t`Case ${caseNumber}`}</span>
              ) : null}
            </p>
            {notice.text ? (
              <p className="mt-1 text-sm text-slate-800">{pickText(notice.text, i18n.locale)}</p>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
