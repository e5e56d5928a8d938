import { useQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ErrorNotice } from '@/components/errors/error-notice'
import { JsonView } from '@/components/json-view/json-view'
import {
  formatCode,
  formatDate,
  formatEuro,
  formatNumber,
  humanizeLabel,
} from '@/lib/format/format'
import type { KnowledgeGraph } from '../api/fusion'
import { knowledgeAnswerQuery, type KnowledgeAnswer } from '../api/knowledge-answer'

interface KnowledgeAnswerCardProps {
  graph: KnowledgeGraph
  /** The relation tab slug for a label, so "Open the full tab" lands on the right tab. */
  tabForLabel: (label: string) => string | undefined
}

/** Titles of the slices the card shows in a tailored form; any other label is shown as delivered. */
const KNOWN_TITLES: Record<string, MessageDescriptor> = {
  MANAGEMENT: msg`Management`,
  FINANCIALS_KPI: msg`Key figures`,
}

function HolderSince({ date }: { date: string | null }) {
  if (!date) return null
  const since = formatDate(date)
  return <Trans>, since {since}</Trans>
}

function AnswerBody({ answer }: { answer: KnowledgeAnswer }) {
  const { t } = useLingui()
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
              <HolderSince date={holder.startDate} />
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>No current managing directors are registered.</Trans>
        </p>
      )
    case 'kpi':
      return answer.latest ? (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4">
          {[
            [t`Fiscal year`, formatCode(answer.latest.year)],
            [t`Employees`, formatNumber(answer.latest.employees)],
            [t`Revenue`, formatEuro(answer.latest.revenue)],
            [t`Net income`, formatEuro(answer.latest.netIncome)],
            [t`Total assets`, formatEuro(answer.latest.balanceSheetTotal)],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>
          <Trans>No key figures are published.</Trans>
        </p>
      )
    case 'generic':
      return <JsonView value={answer.value} label={humanizeLabel(answer.label)} />
    default:
      return (
        <p>
          <Trans>The Data Hub has no data for this question.</Trans>
        </p>
      )
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
  const text = <Trans>Open the full tab</Trans>
  if (graph.fromType === 'PERSON')
    return (
      <Link to="/persons/$id" params={{ id: graph.fromId }} search={search} className={className}>
        {text}
      </Link>
    )
  if (graph.fromType === 'LOCATION')
    return (
      <Link to="/locations/$id" params={{ id: graph.fromId }} search={search} className={className}>
        {text}
      </Link>
    )
  return (
    <Link
      to="/organizations/$id"
      params={{ id: graph.fromId }}
      search={search}
      className={className}
    >
      {text}
    </Link>
  )
}

/** The direct answer to a question like "Muster GmbH Geschäftsführer", resolved from the relation. */
export function KnowledgeAnswerCard(props: KnowledgeAnswerCardProps) {
  const { t, i18n } = useLingui()
  const { data, error, isPending, refetch } = useQuery(knowledgeAnswerQuery(props.graph))
  const known = data?.label ? KNOWN_TITLES[data.label] : undefined
  const title = known ? i18n._(known) : data?.label ? humanizeLabel(data.label) : t`Answer`
  const fromName = data?.from?.name
  return (
    <section
      aria-labelledby="knowledge-answer-heading"
      data-testid="knowledge-answer"
      className="rounded-lg border border-sky-200 bg-sky-50 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="knowledge-answer-heading" className="text-lg font-semibold text-slate-900">
          {title}
          {fromName ? (
            <span className="font-normal text-slate-700">
              {' '}
              <Trans>of {fromName}</Trans>
            </span>
          ) : null}
        </h2>
        <TabLink {...props} label={data?.label ?? null} />
      </div>
      <div className="mt-2">
        {isPending ? (
          <p role="status">
            <Trans>Looking up the answer…</Trans>
          </p>
        ) : error ? (
          <ErrorNotice
            error={error}
            title={t`Could not resolve the answer`}
            onRetry={() => void refetch()}
          />
        ) : (
          <AnswerBody answer={data} />
        )}
      </div>
    </section>
  )
}
