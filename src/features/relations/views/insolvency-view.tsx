import { formatDate, humanizeLabel } from '@/lib/format'
import { parseInsolvencyNotices } from '../api/models/register-models'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'

export const slice = defineSlice({
  parse: parseInsolvencyNotices,
  isEmpty: (notices) => notices.length === 0,
  View: InsolvencyView,
})

function InsolvencyView(props: SliceViewProps<ModelOf<typeof parseInsolvencyNotices>>) {
  const notices = props.model
  return (
    <ol aria-label="Insolvency notices" className="space-y-3">
      {notices.map((notice, index) => (
        <li
          key={`${notice.caseNumber}-${notice.date}-${index}`}
          className="rounded-md border border-amber-200 bg-amber-50 p-3"
        >
          <p className="text-xs text-amber-900">
            <time dateTime={notice.date ?? undefined}>{formatDate(notice.date)}</time>
            {notice.category ? (
              <span className="ml-2 font-semibold">{humanizeLabel(notice.category)}</span>
            ) : null}
          </p>
          <p className="mt-1 text-sm font-medium text-slate-900">
            {notice.court ?? 'Court not stated'}
            {notice.caseNumber ? (
              <span className="font-normal"> · Case {notice.caseNumber}</span>
            ) : null}
          </p>
          {notice.text ? <p className="mt-1 text-sm text-slate-800">{notice.text}</p> : null}
        </li>
      ))}
    </ol>
  )
}
