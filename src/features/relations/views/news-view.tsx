import { formatDateTime } from '@/lib/format'
import { parseNews } from '../api/models/register-models'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'

export const slice = defineSlice({
  parse: parseNews,
  isEmpty: (items) => items.length === 0,
  View: NewsView,
})

function NewsView(props: SliceViewProps<ModelOf<typeof parseNews>>) {
  const items = props.model
  return (
    <ul aria-label="News articles" className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id} className="py-3">
          <p className="font-medium text-slate-900">
            {item.url ? (
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sky-800 underline underline-offset-2 hover:decoration-2"
              >
                {item.headline}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              item.headline
            )}
          </p>
          <p className="text-xs text-slate-600">
            {item.source ?? 'Unknown source'} ·{' '}
            <time dateTime={item.date ?? undefined}>{formatDateTime(item.date)}</time>
          </p>
        </li>
      ))}
    </ul>
  )
}
