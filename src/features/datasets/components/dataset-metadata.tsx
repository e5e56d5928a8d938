import { Trans, useLingui } from '@lingui/react/macro'
import { CopyLinkButton } from '@/components/entity-page/copy-link-button'
import { formatDateTime, formatNumber } from '@/lib/format/format'
import { datasetColumns } from '../api/dataset-queries'
import { pickText } from '@/lib/datahub/fields'
import type { StreamBase } from '../api/dataset-schemas'

export function DatasetMetadata({ base }: { base: StreamBase }) {
  const { t, i18n } = useLingui()
  const key = base.key
  const name = pickText(base.name) ?? t`Dataset ${key}`
  // The name in the other language, when the Data Hub has one that differs.
  const otherName = i18n.locale === 'de' ? base.name?.en : base.name?.de
  const description = pickText(base.description) ?? ''
  const columns = datasetColumns(base).filter((column) => !column.system)
  const sourceUri = base.source?.stream_specific?.uri ?? null
  const columnCount = formatNumber(columns.length)
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          <Trans>Dataset · key {key}</Trans>
        </p>
        {/* The link holds the whole view, the data version included (use-dataset-version.ts). */}
        <CopyLinkButton />
      </div>
      <h1 className="text-2xl font-semibold">{name}</h1>
      {otherName && otherName !== name ? (
        <p lang={i18n.locale === 'de' ? 'en' : 'de'} className="text-slate-600">
          {otherName}
        </p>
      ) : null}
      {description ? <p className="max-w-4xl text-slate-800">{description}</p> : null}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <Fact
          label={t`Rows`}
          value={formatNumber(base.meta?.entry_count ?? null)}
          testId="dataset-row-count"
        />
        <Fact label={t`Columns`} value={formatNumber(columns.length)} />
        <Fact
          label={t`Data updated`}
          value={formatDateTime(base.data_updated_at ?? base.updated_at)}
        />
        <Fact label={t`Data version`} value={base.data_version ?? '—'} mono />
        <Fact label={t`Source`} value={base.source?._id ?? '—'} mono />
        <Fact label={t`Status`} value={base.meta?.is_active === false ? t`Inactive` : t`Active`} />
      </dl>
      {sourceUri ? (
        <p className="text-sm">
          <Trans>
            Source:{' '}
            <a
              href={sourceUri}
              className="break-all text-sky-800 underline"
              rel="noreferrer noopener"
              target="_blank"
            >
              {sourceUri}
            </a>
          </Trans>
        </p>
      ) : null}
      <details className="rounded-md border border-slate-200 bg-white">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
          <Trans>Column definitions ({columnCount})</Trans>
        </summary>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Columns of {name}</Trans>
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-1.5">
                <Trans>Column</Trans>
              </th>
              <th scope="col" className="px-3 py-1.5">
                <Trans>Type</Trans>
              </th>
              <th scope="col" className="px-3 py-1.5">
                <Trans>Definition</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {columns.map((column) => (
              <tr key={column.id} className="border-t border-slate-100">
                <td className="px-3 py-1.5">
                  {column.label}
                  {column.label !== column.id ? (
                    <span className="block font-mono text-xs text-slate-600">{column.id}</span>
                  ) : null}
                </td>
                <td className="px-3 py-1.5">{column.type}</td>
                <td className="px-3 py-1.5 text-slate-700">
                  {column.definition || column.description || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </header>
  )
}

function Fact({
  label,
  value,
  mono,
  testId,
}: {
  label: string
  value: string
  mono?: boolean
  testId?: string
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      {/* A code (the data version, a UUID) wraps rather than being cut: it is read whole, by
          keyboard and screen reader too, not only from a title on hover. */}
      <dd
        className={`font-medium ${mono ? 'font-mono text-xs break-all' : 'truncate'}`}
        title={mono ? undefined : value}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  )
}
