import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ENRICHMENTS, type EnrichmentKey, type EnrichmentSource } from '../api/enrichment'

const COST: Record<EnrichmentSource, MessageDescriptor> = {
  search: msg`free: from the search`,
  record: msg`1 call per match: the record`,
  kpi: msg`1 call per match: key figures`,
  management: msg`1 call per match: management`,
}

interface Props {
  value: EnrichmentKey[]
  onChange: (value: EnrichmentKey[]) => void
  disabled?: boolean
}

/**
 * The enrichment columns, each with what it costs: columns that share a source (the record)
 * share its one call per matched row.
 */
export function EnrichmentPicker({ value, onChange, disabled }: Props) {
  const { i18n } = useLingui()
  return (
    <fieldset className="space-y-1" disabled={disabled}>
      <legend className="font-medium">
        <Trans>Add columns</Trans>
      </legend>
      <p className="text-sm text-slate-700">
        <Trans>
          Each call spends Data Hub credits. Columns from the same source share one call per matched
          row; facts already read are never read again.
        </Trans>
      </p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {ENRICHMENTS.map((enrichment) => (
          <li key={enrichment.key}>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={value.includes(enrichment.key)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? ENRICHMENTS.map((item) => item.key).filter(
                          (key) => key === enrichment.key || value.includes(key),
                        )
                      : value.filter((key) => key !== enrichment.key),
                  )
                }
              />
              <span>
                {i18n._(enrichment.title)}{' '}
                <span className="text-slate-600">({i18n._(COST[enrichment.source])})</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
