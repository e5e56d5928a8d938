import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/format/format'
import { parseNews } from '../api/models/register-models'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'
import { pickText } from '@/lib/datahub/fields'

export const slice = defineSlice({
  parse: parseNews,
  isEmpty: (items) => items.length === 0,
  View: NewsView,
})

function NewsView(props: SliceViewProps<ModelOf<typeof parseNews>>) {
  const items = props.model
  const { i18n, t } = useLingui()
  return (
    <ul aria-label={t`News articles`} className="divide-y divide-slate-100">
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
                {pickText(item.headline, i18n.locale) ?? t`Untitled article`}
                <span className="sr-only">
                  {' '}
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            ) : (
              (pickText(item.headline, i18n.locale) ?? t`Untitled article`)
            )}
          </p>
          <p className="text-xs text-slate-600">
            {item.source ?? t`Unknown source`} ·{' '}
            <time dateTime={item.date ?? undefined}>{formatDateTime(item.date)}</time>
          </p>
        </li>
      ))}
    </ul>
  )
}
