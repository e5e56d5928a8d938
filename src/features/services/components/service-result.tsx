import { Trans, useLingui } from '@lingui/react/macro'
import { JsonView } from '@/components/json-view/json-view'

/** The result readably (labelled values and tables), and the raw JSON on demand. */
export function ServiceResult({ data, raw }: { data: unknown; raw: unknown }) {
  const { t } = useLingui()
  return (
    <div className="space-y-3" data-testid="service-result">
      <h2 className="font-semibold">
        <Trans>Result</Trans>
      </h2>
      <div className="rounded-md border border-slate-200 bg-white p-3">
        <JsonView value={data} label={t`Service result`} />
      </div>
      <details className="rounded-md border border-slate-200 bg-white">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
          <Trans>Raw response</Trans>
        </summary>
        <pre className="max-h-96 overflow-auto bg-slate-50 p-3 text-xs" data-testid="service-raw">
          {JSON.stringify(raw, null, 2)}
        </pre>
      </details>
    </div>
  )
}
