/**
 * A run over the list: first each unmatched row is resolved to candidates (./match-row.ts), then
 * each row that stands for an organization gets the sources its enrichment columns need, one task
 * per row and source, so the pool's concurrency bounds the calls and not the rows. Both phases go
 * through the same queue (./run-queue.ts): limited concurrency, 429 and Retry-After, cancel.
 */
import {
  paidSources,
  readKpiFacts,
  readRepresentatives,
  readRecordFacts,
  type EnrichmentSource,
} from './enrichment'
import { chosenCandidate, listRowAt, type MatchJob, type RowState } from './match-job'
import { matchRow, type SearchFn } from './match-row'
import { normalizeName } from './normalize'
import { runQueue } from './run-queue'
import type { KpiYear } from '@/lib/datahub/kpis'
import type { RoleLists } from '@/lib/datahub/roles'

export type PaidSource = Exclude<EnrichmentSource, 'search'>

/** The slices the enrichment reads, with the model each is read into. */
export interface MatchModels {
  FINANCIALS_KPI: KpiYear[]
  MANAGEMENT: RoleLists
}

export type MatchRelationLabel = keyof MatchModels

export interface MatchServices {
  search: SearchFn
  /** The organization record (§5.1), raw. */
  record: (id: string, signal: AbortSignal) => Promise<unknown>
  /**
   * A relation slice's model, as the organization's tab reads it; null when the slice does not
   * resolve (`[]`, §7), holds no value, or comes in a shape its slice does not read.
   */
  relation: <L extends MatchRelationLabel>(
    label: L,
    id: string,
    signal: AbortSignal,
  ) => Promise<MatchModels[L] | null>
}

export interface RunProgress {
  phase: 'matching' | 'enriching'
  done: number
  total: number
  /** Set while the pool waits out a rate limit: until when (epoch ms). */
  pausedUntil: number | null
}

export interface RunTarget {
  get: () => MatchJob | null
  updateRow: (index: number, patch: Partial<RowState>) => void
}

export interface RunOptions {
  signal: AbortSignal
  concurrency?: number
  onProgress?: (progress: RunProgress) => void
  /** Only these rows (a decision in review enriches its row at once). */
  rows?: readonly number[]
}

export const DEFAULT_CONCURRENCY = 6

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Rows whose sources for the chosen columns are not all read yet, with what each lacks. */
export function enrichmentTasks(job: MatchJob, rows?: readonly number[]) {
  const sources = paidSources(job.enrichments)
  const indices = rows ?? job.rows.map((_, index) => index)
  return indices.flatMap((index) => {
    const row = job.rows[index]
    if (!row || !chosenCandidate(row, job.threshold)) return []
    return sources
      .filter((source) => row[source] === undefined)
      .map((source) => ({ index, source }))
  })
}

export async function runMatch(target: RunTarget, services: MatchServices, options: RunOptions) {
  const { signal } = options
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY
  let pausedUntil: number | null = null
  const report = (phase: RunProgress['phase'], done: number, total: number) =>
    options.onProgress?.({
      phase,
      done,
      total,
      pausedUntil: pausedUntil && pausedUntil > Date.now() ? pausedUntil : null,
    })
  const onRateLimit = (phase: RunProgress['phase']) => (waitMs: number) => {
    pausedUntil = Date.now() + waitMs
    report(phase, -1, -1)
  }

  const start = target.get()
  if (!start) return { cancelled: false }
  const toMatch = (options.rows ?? start.rows.map((_, index) => index)).filter((index) => {
    const row = start.rows[index]
    return row && !row.decision && (!row.matched || row.error)
  })
  report('matching', 0, toMatch.length)
  const matching = await runQueue(
    toMatch,
    async (index, rowSignal) => {
      const job = target.get()!
      const row = listRowAt(job, index)
      const found = row.name ? await matchRow(row, services.search, rowSignal) : null
      target.updateRow(index, {
        matched: true,
        candidates: found?.candidates ?? [],
        searches: found?.searches ?? 0,
        error: null,
        retrievedAt: new Date().toISOString(),
      })
    },
    {
      signal,
      concurrency,
      onProgress: (done, total) => report('matching', done, total),
      onFailure: (index, error) => target.updateRow(index, { error: message(error) }),
      onRateLimit: onRateLimit('matching'),
    },
  )
  if (matching.cancelled) return { cancelled: true }

  const job = target.get()!
  const tasks = enrichmentTasks(job, options.rows)
  report('enriching', 0, tasks.length)
  const enriching = await runQueue(
    tasks,
    async ({ index, source }, taskSignal) => {
      const chosen = chosenCandidate(target.get()!.rows[index]!, target.get()!.threshold)
      if (!chosen) return
      const facts = await readSource(services, source, chosen, taskSignal)
      target.updateRow(index, { [source]: facts, retrievedAt: new Date().toISOString() })
    },
    {
      signal,
      concurrency,
      onProgress: (done, total) => report('enriching', done, total),
      onFailure: ({ index }, error) => target.updateRow(index, { enrichError: message(error) }),
      onRateLimit: onRateLimit('enriching'),
    },
  )
  return { cancelled: enriching.cancelled }
}

async function readSource(
  services: MatchServices,
  source: PaidSource,
  { id, name }: { id: string; name: string },
  signal: AbortSignal,
) {
  switch (source) {
    case 'record':
      return readRecordFacts(await services.record(id, signal))
    case 'kpi':
      return readKpiFacts(await services.relation('FINANCIALS_KPI', id, signal))
    case 'management':
      // The legal form from the name found (free): it says who represents the company.
      return readRepresentatives(
        await services.relation('MANAGEMENT', id, signal),
        normalizeName(name).legalForm,
      )
  }
}
