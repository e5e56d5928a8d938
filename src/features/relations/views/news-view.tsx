import { formatDateTime } from '@/lib/format'
import { parseNews } from '../api/models/register-models'
import { RelationEmpty } from '../components/relation-empty'
import type { RelationViewProps } from '../components/relation-view-props'
import GenericView from './generic-view'

export default function NewsView(props: RelationViewProps) {
  const items = parseNews(props.value)
  if (!items) return <GenericView {...props} />
  if (items.length === 0)
    return <RelationEmpty>No news articles mention this organization.</RelationEmpty>
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
