import { Trans } from '@lingui/react/macro'
import { PendingPage } from '@/components/layout/pending-page'
import { STARTED_BY_LOADER, useQueryData } from '@/lib/query/use-query-data'
import type { FusionResult } from '../api/fusion'
import { searchQueries } from '../api/search-queries'
import { FusionGroupSection } from './fusion-group'
import { KnowledgeAnswerCard } from './knowledge-answer-card'

interface FusionPageProps {
  q: string
  tabForLabel: (label: string) => string | undefined
}

export function FusionPage({ q, tabForLabel }: FusionPageProps) {
  if (!q) {
    return (
      <section>
        <h1 className="text-2xl font-semibold">
          <Trans>Search</Trans>
        </h1>
        <p className="mt-2 max-w-prose text-slate-700">
          <Trans>
            Type a company, person, place, register ID (“München HRB 271144”), postal code or
            dataset topic into the search box above. Press{' '}
            <kbd className="rounded border border-slate-300 px-1">/</kbd> to jump there, or{' '}
            <kbd className="rounded border border-slate-300 px-1">Ctrl</kbd>+
            <kbd className="rounded border border-slate-300 px-1">K</kbd> for the command palette.
          </Trans>
        </p>
      </section>
    )
  }
  return <FusionResults q={q} tabForLabel={tabForLabel} />
}

function FusionResults({ q, tabForLabel }: FusionPageProps) {
  // Not suspended: the results render as soon as the answer arrives (lib/query/use-query-data.ts).
  const data = useQueryData({ ...searchQueries.fusion(q), ...STARTED_BY_LOADER })
  return (
    <section>
      <h1 className="text-2xl font-semibold">
        <Trans>Results for “{q}”</Trans>
      </h1>
      {data ? <FusionAnswer data={data} q={q} tabForLabel={tabForLabel} /> : <PendingPage />}
    </section>
  )
}

function FusionAnswer({ data, q, tabForLabel }: FusionPageProps & { data: FusionResult }) {
  return (
    <div className="mt-4 space-y-4">
      {data.knowledgeGraph ? (
        <KnowledgeAnswerCard graph={data.knowledgeGraph} tabForLabel={tabForLabel} />
      ) : null}
      {data.groups.length === 0 ? (
        <p className="text-slate-700" role="status">
          <Trans>
            Nothing matches “{q}”. Check the spelling, or try a register ID, a postal code or a
            shorter name.
          </Trans>
        </p>
      ) : (
        data.groups.map((group) => <FusionGroupSection key={group.type} group={group} q={q} />)
      )}
    </div>
  )
}
