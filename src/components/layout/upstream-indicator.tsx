import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { upstreamInfoQuery } from '@/lib/query/query-client'

/** Tells the analyst which Data Hub answers: the embedded demo data or the real service. */
export function UpstreamIndicator() {
  const { t } = useLingui()
  const { data, isError } = useQuery(upstreamInfoQuery)
  let label = t`Connecting…`
  let tone = 'bg-slate-400'
  if (isError) {
    label = t`Upstream unreachable`
    tone = 'bg-red-500'
  } else if (data?.mode === 'embedded') {
    // The scale is a setting's value (HUB_SCALE): worded, so a German page does not read "small".
    const scaleWords: Record<string, string> = {
      small: t`small`,
      default: t`default`,
      large: t`large`,
    }
    const scale = data.scale ? (scaleWords[data.scale] ?? data.scale) : null
    label = scale ? t`Embedded hub · ${scale}` : t`Embedded hub`
    tone = 'bg-amber-500'
  } else if (data?.mode === 'remote') {
    label = data.host ?? 'Data Hub'
    tone = 'bg-emerald-500'
  }
  return (
    <p className="flex items-center gap-2 text-xs text-slate-300" data-testid="upstream-indicator">
      <span className={`size-2 rounded-full ${tone}`} aria-hidden="true" />
      <span>
        <span className="sr-only">
          <Trans>Data source:</Trans>{' '}
        </span>
        {label}
      </span>
    </p>
  )
}
