import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api/datahub-client'
import { readEntityRef, type EntityRef } from '@/lib/datahub/entity-ref'
import { record, text } from '@/lib/datahub/fields'
import { parseKpis, type KpiYear } from '@/lib/datahub/kpis'
import { readRoleLists, type Role } from '@/lib/datahub/roles'
import type { KnowledgeGraph } from './fusion'

/**
 * What the answer card shows: a known slice in a tailored form, anything else (or a known slice
 * in a shape the card does not recognise) generically, as delivered.
 */
export type KnowledgeAnswer =
  | { kind: 'management'; label: string; from: EntityRef | null; current: Role[] }
  | { kind: 'kpi'; label: string; from: EntityRef | null; latest: KpiYear | null }
  | { kind: 'generic'; label: string; from: EntityRef | null; value: unknown }
  | { kind: 'empty'; label: string | null; from: EntityRef | null }

const MANAGEMENT_ROLES = ['MANAGING_DIRECTOR', 'BOARD_MEMBER', 'LIQUIDATOR']

/**
 * Reads the first envelope of a resolve answer (docs/datahub-api.md §7) into the card's view
 * model, with the same readers as the relation tabs: every documented item shape of management
 * (§9 (14)) and of key figures.
 */
export function readKnowledgeAnswer(body: unknown, fromId: string): KnowledgeAnswer {
  const envelope = record.parse(Array.isArray(body) ? body[0] : body)
  const label = text.parse(envelope.label)?.toUpperCase() ?? null
  const from = readEntityRef(envelope.entity_from)
  const payload = record.parse(envelope.entity).value
  const isEmpty =
    payload === null || payload === undefined || (Array.isArray(payload) && payload.length === 0)
  if (!label || isEmpty) return { kind: 'empty', label, from }
  if (label === 'MANAGEMENT') {
    const lists = readRoleLists(payload, {
      selfId: fromId,
      farType: 'PERSON',
      fallbackEnd: 'from',
    })
    if (lists) {
      const directors = lists.current.filter((role) => MANAGEMENT_ROLES.includes(role.label ?? ''))
      return {
        kind: 'management',
        label,
        from,
        current: directors.length > 0 ? directors : lists.current,
      }
    }
  }
  if (label === 'FINANCIALS_KPI') {
    const years = parseKpis(payload)
    if (years) return { kind: 'kpi', label, from, latest: years[years.length - 1] ?? null }
  }
  return { kind: 'generic', label, from, value: payload }
}

export function knowledgeAnswerQuery(graph: KnowledgeGraph) {
  return queryOptions({
    queryKey: ['search', 'knowledge-answer', graph.relationId, graph.fromId, graph.parameters],
    queryFn: async ({ signal }) =>
      readKnowledgeAnswer(
        await apiClient.post(
          `/relation/resolve/${encodeURIComponent(graph.relationId)}/${encodeURIComponent(graph.fromId)}`,
          { params: graph.parameters },
          { signal },
        ),
        graph.fromId,
      ),
  })
}
