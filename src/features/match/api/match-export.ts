/**
 * The match result as an export table (src/lib/export/table-export.ts): the list's own columns as
 * they were read, then the match (status, confidence, organization, its ID and record version,
 * reasons, when the Data Hub was read), then the chosen enrichment columns. Every row of the list
 * is exported, matched or not, in the list's order, so the file lines up with the original
 * spreadsheet. Headers and words follow the interface language when the file is made; each code
 * (match status, register status, reasons, role) also has a column of its own for programs, and
 * the JSON keys stay the same in every language.
 */
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { organizationStatus, statusLabel } from '@/lib/datahub/organization-status'
import {
  exportProvenance,
  type ExportColumn,
  type ExportProvenance,
  type TableExport,
} from '@/lib/export/table-export'
import { enrichmentsOf, representativesOf, type KpiFacts, type RecordFacts } from './enrichment'
import { listHeaders, listRows } from './list-input'
import { chosenCandidate, rowStatus, type MatchJob, type RowState } from './match-job'
import { representativesText, ROW_STATUS_WORDS } from './match-words'
import { reasonText } from './reason-words'
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

/** A 0–1 confidence as a percentage with one decimal, as a number (a spreadsheet can sort it). */
const asPercent = (share: number | null | undefined) =>
  share === null || share === undefined ? null : Math.round(share * 1000) / 10

function matchColumns(job: MatchJob): ExportColumn<ResultRow>[] {
  const status = (row: ResultRow) => rowStatus(row.state, job.threshold)
  return [
    {
      key: 'match_status',
      header: t`Match status`,
      kind: 'text',
      value: (row) => i18n._(ROW_STATUS_WORDS[status(row)]),
    },
    {
      key: 'match_status_code',
      header: t`Match status (code)`,
      kind: 'text',
      value: status,
    },
    {
      key: 'match_confidence_percent',
      header: t`Confidence (%)`,
      kind: 'decimal',
      value: (row) =>
        asPercent(row.chosen?.confidence ?? row.state.candidates[0]?.confidence ?? null),
    },
    {
      key: 'match_name',
      header: t`Matched organization`,
      kind: 'text',
      value: (row) => row.chosen?.name ?? null,
    },
    {
      key: 'fb_entity_id',
      header: t`Data Hub ID`,
      kind: 'text',
      value: (row) => row.chosen?.id ?? null,
    },
    {
      // Known when the organization's record was read (a column from the record was chosen).
      key: 'fb_entity_version',
      header: t`Record version`,
      kind: 'text',
      value: (row) => (row.chosen ? (row.state.record?.version ?? null) : null),
    },
    {
      key: 'match_reasons',
      header: t`Reasons`,
      kind: 'text',
      value: (row) => row.chosen?.reasons.map(reasonText).join('; ') || null,
    },
    {
      key: 'match_reason_codes',
      header: t`Reasons (codes)`,
      kind: 'text',
      value: (row) =>
        row.chosen?.reasons.map((reason) => reason.detail?.code ?? reason.kind).join(';') || null,
    },
    {
      key: 'row_retrieved_at',
      header: t`Row retrieved at`,
      kind: 'datetime',
      value: (row) => row.state.retrievedAt ?? null,
    },
  ]
}

/** An enrichment's code beside its words, where a program would want the code. */
const CODE_COLUMNS: Record<
  string,
  { key: string; header: () => string; value: (row: ResultRow) => unknown }
> = {
  status: {
    key: 'status_code',
    header: () => t`Status (code)`,
    value: (row) => (row.chosen ? row.chosen.status : null),
  },
  managingDirectors: {
    key: 'managingDirectors_role_code',
    header: () => t`Role (code)`,
    value: (row) => (row.chosen ? (representativesOf(row.state.management)?.role ?? null) : null),
  },
}

function enrichmentColumns(job: MatchJob): ExportColumn<ResultRow>[] {
  return enrichmentsOf(job.enrichments).flatMap((item) =>
    item.outputs.flatMap((output): ExportColumn<ResultRow>[] => {
      const column: ExportColumn<ResultRow> = {
        key: output.key,
        header: i18n._(output.label),
        kind: output.kind,
        value: (row) => exportValue(row, output.key),
      }
      const code = CODE_COLUMNS[output.key]
      return code
        ? [column, { key: code.key, header: code.header(), kind: 'text', value: code.value }]
        : [column]
    }),
  )
}

/**
 * Where the file's data came from: the list the analyst uploaded, and per row a Data Hub
 * organization search (plus the record, key figures or management for the chosen columns). Each
 * row says which organization (its ID), in which record version when the record was read, and
 * when; the block names the latest of those times.
 */
function matchProvenance(job: MatchJob): ExportProvenance {
  const file = job.list.fileName
  const list = file ? t`The uploaded list “${file}”` : t`The pasted list`
  const times = job.rows.flatMap((row) => (row.retrievedAt ? [row.retrievedAt] : []))
  const idHeader = t`Data Hub ID`
  const versionHeader = t`Record version`
  return exportProvenance({
    source: t`${list}; per row a Data Hub organization search (data_sources/1051122944), and the record, key figures or management for the chosen columns`,
    retrievedAt: times.length
      ? times.reduce((latest, time) => (time > latest ? time : latest))
      : null,
    dataVersion: t`Per row: the columns “${idHeader}” and “${versionHeader}”`,
  })
}

export function matchExport(job: MatchJob): TableExport<ResultRow> {
  const input: ExportColumn<ResultRow>[] = listHeaders(job.list).map((header, column) => ({
    key: header,
    header,
    // What the analyst typed stays text: postal codes and register numbers keep their zeros.
    kind: 'text',
    value: (row) => row.input[column] ?? null,
  }))
  return {
    columns: [...input, ...matchColumns(job), ...enrichmentColumns(job)],
    rows: resultRows(job),
    sheetName: t`Matches`,
    provenance: matchProvenance(job),
  }
}

/** An enrichment value as the exported file shows it: codes in the interface language's words. */
function exportValue(row: ResultRow, key: string): unknown {
  const value = enrichmentValue(row, key)
  if (key === 'status')
    return value === null ? null : statusLabel(organizationStatus.parse(value as string))
  if (key === 'managingDirectors')
    return representativesText(representativesOf(row.state.management))
  return value
}
