import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ErrorNotice } from '@/components/errors/error-notice'
import { JsonView } from '@/components/json-view/json-view'
import { formatDate, formatEuro, formatNumber, humanizeLabel } from '@/lib/format'
import type { KnowledgeGraph } from '../api/fusion'
import { knowledgeAnswerQuery, type KnowledgeAnswer } from '../api/knowledge-answer'

interface KnowledgeAnswerCardProps {
  graph: KnowledgeGraph
  /** The relation tab slug for a label, so "Open the full tab" lands on the right tab. */
  tabForLabel: (label: string) => string | undefined
}

function AnswerBody({ answer }: { answer: KnowledgeAnswer }) {
  switch (answer.kind) {
    case 'management':
      return answer.current.length > 0 ? (
        <ul className="space-y-1">
          {answer.current.map((holder, index) => (
            <li key={`${holder.entity.id ?? holder.entity.name}-${holder.label}-${index}`}>
              {holder.entity.id ? (
                <Link
                  to={holder.entity.type === 'ORGANIZATION' ? '/organizations/$id' : '/persons/$id'}
                  params={{ id: holder.entity.id }}
                  className="font-medium text-sky-800 underline"
                >
                  {holder.entity.name}
                </Link>
              ) : (
                <span className="font-medium">{holder.entity.name}</span>
              )}{' '}
              — {holder.role}
              {holder.startDate ? `, since ${formatDate(holder.startDate)}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>No current managing directors are registered.</p>
      )
    case 'kpi':
      return answer.latest ? (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4">
          {[
            ['Fiscal year', String(answer.latest.year)],
            ['Employees', formatNumber(answer.latest.employees)],
            ['Revenue', formatEuro(answer.latest.revenue)],
            ['Net income', formatEuro(answer.latest.netIncome)],
            ['Total assets', formatEuro(answer.latest.balanceSheetTotal)],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>No key figures are published.</p>
      )
    case 'generic':
      return <JsonView value={answer.value} label={humanizeLabel(answer.label)} />
    default:
      return <p>The Data Hub has no data for this question.</p>
  }
}

function TabLink({
  graph,
  label,
  tabForLabel,
}: KnowledgeAnswerCardProps & { label: string | null }) {
  const tab = label ? tabForLabel(label) : undefined
  const className = 'text-sm font-medium text-sky-800 underline'
  const search = tab ? { tab } : {}
  if (graph.fromType === 'PERSON')
    return (
      <Link to="/persons/$id" params={{ id: graph.fromId }} search={search} className={className}>
        Open the full tab
      </Link>
    )
  if (graph.fromType === 'LOCATION')
    return (
      <Link to="/locations/$id" params={{ id: graph.fromId }} search={search} className={className}>
        Open the full tab
      </Link>
    )
  return (
    <Link
      to="/organizations/$id"
      params={{ id: graph.fromId }}
      search={search}
      className={className}
    >
      Open the full tab
    </Link>
  )
}

/** The direct answer to a question like "Muster GmbH Geschäftsführer", resolved from the relation. */
export function KnowledgeAnswerCard(props: KnowledgeAnswerCardProps) {
  const { data, error, isPending, refetch } = useQuery(knowledgeAnswerQuery(props.graph))
  const title = data?.label ? humanizeLabel(data.label) : 'Answer'
  return (
    <section
      aria-labelledby="knowledge-answer-heading"
      data-testid="knowledge-answer"
      className="rounded-lg border border-sky-200 bg-sky-50 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="knowledge-answer-heading" className="text-lg font-semibold text-slate-900">
          {title}
          {data?.from ? (
            <span className="font-normal text-slate-700"> of {data.from.name}</span>
          ) : null}
        </h2>
        <TabLink {...props} label={data?.label ?? null} />
      </div>
      <div className="mt-2">
        {isPending ? (
          <p role="status">Looking up the answer…</p>
        ) : error ? (
          <ErrorNotice
            error={error}
            title="Could not resolve the answer"
            onRetry={() => void refetch()}
          />
        ) : (
          <AnswerBody answer={data} />
        )}
      </div>
    </section>
  )
}
