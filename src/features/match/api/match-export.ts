/**
 * The match result as an export table (src/lib/export/table-export.ts): the list's own columns as
 * they were read, then the match (status, confidence, organization, reasons), then the chosen
 * enrichment columns. Every row of the list is exported, matched or not, in the list's order, so
 * the file lines up with the original spreadsheet.
 */
import type { ExportColumn, TableExport } from '@/lib/export/table-export'
import { enrichmentsOf, representativesOf, type KpiFacts, type RecordFacts } from './enrichment'
import { listHeaders, listRows } from './list-input'
import { chosenCandidate, rowStatus, STATUS_WORDS, type MatchJob, type RowState } from './match-job'
import { representativesText, statusInEnglish } from './match-words'
import type { ScoredCandidate } from './scoring'

export interface ResultRow {
  index: number
  input: string[]
  state: RowState
  chosen: ScoredCandidate | null
}

export function resultRows(job: MatchJob): ResultRow[] {
  const inputs = listRows(job.list)
  return job.rows.map((state, index) => ({
    index,
    input: inputs[index] ?? [],
    state,
    chosen: chosenCandidate(state, job.threshold),
  }))
}

/**
 * The value of one enrichment output for a row (null when the row has no organization or fact):
 * the status as its code and the representatives with their role, for the caller to word.
 */
export function enrichmentValue(row: ResultRow, key: string): unknown {
  if (!row.chosen) return null
  const record: Partial<RecordFacts> = row.state.record ?? {}
  const kpi: Partial<KpiFacts> = row.state.kpi ?? {}
  switch (key) {
    case 'registerId':
      return row.chosen.register
    case 'status':
      return row.chosen.status
    case 'fiscalYear':
      return kpi.fiscalYear === null || kpi.fiscalYear === undefined ? null : String(kpi.fiscalYear)
    case 'revenue':
    case 'employees':
    case 'netIncome':
      return kpi[key] ?? null
    case 'managingDirectors':
      return representativesOf(row.state.management)
    default:
      return record[key as keyof RecordFacts] ?? null
  }
}

export function matchExport(job: MatchJob): TableExport<ResultRow> {
  const input: ExportColumn<ResultRow>[] = listHeaders(job.list).map((header, column) => ({
    key: header,
    header,
    // What the analyst typed stays text: postal codes and register numbers keep their zeros.
    kind: 'text',
    value: (row) => row.input[column] ?? null,
  }))
  const match: ExportColumn<ResultRow>[] = [
    {
      key: 'match_status',
      header: 'Match status',
      kind: 'text',
      value: (row) => STATUS_WORDS[rowStatus(row.state, job.threshold)],
    },
    {
      key: 'match_confidence',
      header: 'Confidence',
      kind: 'decimal',
      value: (row) => row.chosen?.confidence ?? row.state.candidates[0]?.confidence ?? null,
    },
    {
      key: 'match_name',
      header: 'Matched organization',
      kind: 'text',
      value: (row) => row.chosen?.name ?? null,
    },
    {
      key: 'fb_entity_id',
      header: 'Data Hub ID',
      kind: 'text',
      value: (row) => row.chosen?.id ?? null,
    },
    {
      key: 'match_reasons',
      header: 'Reasons',
      kind: 'text',
      value: (row) => row.chosen?.reasons.map((reason) => reason.text).join('; ') ?? null,
    },
  ]
  const enrichment: ExportColumn<ResultRow>[] = enrichmentsOf(job.enrichments).flatMap((item) =>
    item.outputs.map((output) => ({
      key: output.key,
      header: output.header,
      kind: output.kind,
      value: (row: ResultRow) => exportValue(row, output.key),
    })),
  )
  return {
    columns: [...input, ...match, ...enrichment],
    rows: resultRows(job),
    sheetName: 'Matches',
  }
}

/** An enrichment value as the exported file shows it: codes in English words. */
function exportValue(row: ResultRow, key: string): unknown {
  const value = enrichmentValue(row, key)
  if (key === 'status') return statusInEnglish(value as string | null)
  if (key === 'managingDirectors')
    return representativesText(representativesOf(row.state.management))
  return value
}
