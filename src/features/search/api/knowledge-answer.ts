import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { entityRef, type EntityRef } from '@/lib/datahub/entity-ref'
import { listOf, num, record, reject, text, tolerant } from '@/lib/datahub/fields'
import type { KnowledgeGraph } from './fusion'

export interface KpiYear {
  year: number
  employees: number | null
  revenue: number | null
  netIncome: number | null
  totalAssets: number | null
}

export interface RoleHolder {
  ref: EntityRef
  label: string
  since: string | null
}

/** What the answer card shows: a known slice in a tailored form, anything else generically. */
export type KnowledgeAnswer =
  | { kind: 'management'; label: string; from: EntityRef | null; current: RoleHolder[] }
  | { kind: 'kpi'; label: string; from: EntityRef | null; latest: KpiYear | null }
  | { kind: 'generic'; label: string; from: EntityRef | null; value: unknown }
  | { kind: 'empty'; label: string | null; from: EntityRef | null }

const roleHolder = tolerant((value, context): RoleHolder => {
  const raw = record.parse(value)
  const ref = entityRef.safeParse(raw)
  if (!ref.success) return reject(context, 'role without entity')
  return {
    ref: ref.data,
    label: text.parse(raw.label) ?? 'ROLE',
    since: text.parse(raw.start_date),
  }
})

const kpiYear = tolerant((value, context): KpiYear => {
  const raw = record.parse(value)
  const year = num.parse(raw.year)
  if (year === null) return reject(context, 'KPI row without year')
  return {
    year,
    employees: num.parse(raw.employees_estimate ?? raw.emp_count),
    revenue: num.parse(raw.revenue),
    netIncome: num.parse(raw.net_income),
    totalAssets: num.parse(raw.active_total ?? raw.total_assets),
  }
})

const MANAGEMENT_ROLES = ['MANAGING_DIRECTOR', 'BOARD_MEMBER', 'LIQUIDATOR']

/** Reads the first envelope of a resolve answer (§7) into the card's view model. */
export const knowledgeAnswer = tolerant((value): KnowledgeAnswer => {
  const envelope = record.parse(Array.isArray(value) ? value[0] : value)
  const label = text.parse(envelope.label)?.toUpperCase() ?? null
  const fromRef = entityRef.safeParse(envelope.entity_from)
  const from = fromRef.success ? fromRef.data : null
  const payload = record.parse(envelope.entity).value
  const isEmpty =
    payload === null || payload === undefined || (Array.isArray(payload) && payload.length === 0)
  if (!label || isEmpty) return { kind: 'empty', label, from }
  if (label === 'MANAGEMENT') {
    const current = listOf(roleHolder).parse(record.parse(payload).current)
    const directors = current.filter((holder) => MANAGEMENT_ROLES.includes(holder.label))
    return { kind: 'management', label, from, current: directors.length > 0 ? directors : current }
  }
  if (label === 'FINANCIALS_KPI') {
    const years = listOf(kpiYear)
      .parse(payload)
      .sort((a, b) => b.year - a.year)
    return { kind: 'kpi', label, from, latest: years[0] ?? null }
  }
  return { kind: 'generic', label, from, value: payload }
})

export function knowledgeAnswerQuery(graph: KnowledgeGraph) {
  return queryOptions({
    queryKey: ['search', 'knowledge-answer', graph.relationId, graph.fromId, graph.parameters],
    queryFn: async ({ signal }) =>
      knowledgeAnswer.parse(
        await apiClient.post(
          `/relation/resolve/${encodeURIComponent(graph.relationId)}/${encodeURIComponent(graph.fromId)}`,
          { params: graph.parameters },
          { signal },
        ),
      ),
  })
}
