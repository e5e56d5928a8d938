/**
 * The work of one list: what was read, how its columns map, the threshold and enrichment columns,
 * and per row the candidates, the analyst's decision and the enrichment facts. It is kept in
 * IndexedDB (./job-storage.ts) so a reload loses nothing, and facts once read are never read again.
 */
import type { EnrichmentKey, KpiFacts, RecordFacts, Representatives } from './enrichment'
import { listRows, type ListTable } from './list-input'
import { hasOtherLegalForm, isAmbiguous, type ListRow, type ScoredCandidate } from './scoring'

export const DEFAULT_THRESHOLD = 0.85

export interface ColumnMapping {
  name: number | null
  postalCode: number | null
  city: number | null
  registerId: number | null
}

export type Decision = { kind: 'accepted'; candidateId: string } | { kind: 'rejected' } | null

export interface RowState {
  /** The search has run for this row (with or without candidates). */
  matched: boolean
  candidates: ScoredCandidate[]
  searches: number
  error: string | null
  decision: Decision
  /** Undefined: not read yet; null: read, but nothing usable came back. */
  record?: RecordFacts | null
  kpi?: KpiFacts | null
  /** Names alone in jobs saved before the role was kept. */
  management?: Representatives | string[] | null
  enrichError?: string | null
  /** When the Data Hub last answered for this row (its search or a source), ISO 8601. */
  retrievedAt?: string
}

export interface MatchJob {
  version: 1
  list: ListTable
  mapping: ColumnMapping
  threshold: number
  enrichments: EnrichmentKey[]
  rows: RowState[]
  stage: 'mapping' | 'results'
}

export type RowStatus =
  'pending' | 'matched' | 'accepted' | 'review' | 'rejected' | 'none' | 'error'

export const emptyRow = (): RowState => ({
  matched: false,
  candidates: [],
  searches: 0,
  error: null,
  decision: null,
})

export function newJob(
  list: ListTable,
  mapping: ColumnMapping,
  enrichments: EnrichmentKey[],
): MatchJob {
  return {
    version: 1,
    list,
    mapping,
    threshold: DEFAULT_THRESHOLD,
    enrichments,
    rows: listRows(list).map(emptyRow),
    stage: 'mapping',
  }
}

const cell = (row: string[], index: number | null) =>
  index === null ? null : (row[index] ?? '').trim() || null

/** The row of the list as the matcher reads it, through the column mapping. */
export function listRowAt(job: MatchJob, index: number): ListRow {
  const row = listRows(job.list)[index] ?? []
  return {
    name: cell(row, job.mapping.name) ?? '',
    postalCode: cell(row, job.mapping.postalCode),
    city: cell(row, job.mapping.city),
    registerId: cell(row, job.mapping.registerId),
  }
}

export function rowStatus(row: RowState, threshold: number): RowStatus {
  if (row.decision?.kind === 'rejected') return 'rejected'
  if (row.decision?.kind === 'accepted') return 'accepted'
  if (row.error) return 'error'
  if (!row.matched) return 'pending'
  const best = row.candidates[0]
  if (!best) return 'none'
  return best.confidence >= threshold && !isAmbiguous(best) && !hasOtherLegalForm(best)
    ? 'matched'
    : 'review'
}

/** The organization a row stands for now: the analyst's pick, or the best candidate above the threshold. */
export function chosenCandidate(row: RowState, threshold: number): ScoredCandidate | null {
  const status = rowStatus(row, threshold)
  if (status === 'accepted')
    return (
      row.candidates.find(
        (candidate) =>
          row.decision?.kind === 'accepted' && candidate.id === row.decision.candidateId,
      ) ?? null
    )
  return status === 'matched' ? row.candidates[0]! : null
}

export function countStatuses(job: MatchJob): Record<RowStatus, number> {
  const counts: Record<RowStatus, number> = {
    pending: 0,
    matched: 0,
    accepted: 0,
    review: 0,
    rejected: 0,
    none: 0,
    error: 0,
  }
  for (const row of job.rows) counts[rowStatus(row, job.threshold)]++
  return counts
}

/** A stored job as far as it can be trusted: the right version and rows that fit the list. */
export function readStoredJob(value: unknown): MatchJob | null {
  if (!value || typeof value !== 'object') return null
  const job = value as Partial<MatchJob>
  if (job.version !== 1 || !job.list || !Array.isArray(job.list.raw) || !Array.isArray(job.rows))
    return null
  if (job.rows.length !== listRows(job.list).length) return null
  if (!job.mapping || typeof job.threshold !== 'number' || !Array.isArray(job.enrichments))
    return null
  return job as MatchJob
}
