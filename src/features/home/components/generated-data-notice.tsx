import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { upstreamInfoQuery } from '@/lib/query/query-client'

/** With the embedded hub, says plainly what is real and what is not. The proxy knows the mode. */
export function GeneratedDataNotice() {
  const { data } = useQuery(upstreamInfoQuery)
  if (data?.mode !== 'embedded') return null
  return (
    <p
      role="note"
      className="max-w-prose rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
      data-testid="generated-data-notice"
    >
      <Trans>
        <strong>Demo data.</strong> This explorer runs on the embedded Data Hub: the companies, the
        people and their figures are generated and fictitious. The geography is real: states,
        districts, cities, postal codes and their statistics.
      </Trans>
    </p>
  )
}
