/**
 * Beneficial owners as an export table (the organization's tab) and as one summary cell (the
 * comparison), both from the one rule (lib/datahub/beneficial-ownership.ts), so a file says what
 * the page says. The file is in the analyst's words: headers and categories in the interface
 * language (worded when the file is made), each category and role also as its code in a column of
 * its own for programs, shares as percentages, and the source, retrieval time and data version.
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type { OwnershipAssessment } from '@/lib/datahub/beneficial-ownership'
import { roleInWords } from '@/lib/datahub/roles'
import type { ExportColumn, ExportProvenance, TableExport } from './table-export'

export type OwnershipCategory =
  | 'Beneficial owner (more than 25 %)'
  | 'Fictitious beneficial owner (legal representative)'
  | 'Representing company (its own representatives count)'
  | 'Other holder (25 % or less)'
  | 'Holder with unknown share'
  | 'Chain not followed to a natural person'
  | 'Not accounted for'

/** Stable codes for programs that read the files, whatever language the headers are in. */
const CATEGORY_CODES: Record<OwnershipCategory, string> = {
  'Beneficial owner (more than 25 %)': 'BENEFICIAL_OWNER',
  'Fictitious beneficial owner (legal representative)': 'FICTITIOUS_BENEFICIAL_OWNER',
  'Representing company (its own representatives count)': 'REPRESENTING_COMPANY',
  'Other holder (25 % or less)': 'OTHER_HOLDER',
  'Holder with unknown share': 'UNKNOWN_SHARE_HOLDER',
  'Chain not followed to a natural person': 'CHAIN_NOT_FOLLOWED',
  'Not accounted for': 'NOT_ACCOUNTED_FOR',
}

const CATEGORY_WORDS: Record<OwnershipCategory, MessageDescriptor> = {
  'Beneficial owner (more than 25 %)': msg`Beneficial owner (more than 25 %)`,
  'Fictitious beneficial owner (legal representative)': msg`Fictitious beneficial owner (legal representative)`,
  'Representing company (its own representatives count)': msg`Representing company (its own representatives count)`,
  'Other holder (25 % or less)': msg`Other holder (25 % or less)`,
  'Holder with unknown share': msg`Holder with unknown share`,
  'Chain not followed to a natural person': msg`Chain not followed to a natural person`,
  'Not accounted for': msg`Not accounted for`,
}

const REASON_WORDS: Record<string, MessageDescriptor> = {
  unlinked: msg`not linked to a register entry`,
  no_further_shareholder_data: msg`no shareholder list on file`,
  cycle: msg`circular holding`,
  max_depth: msg`beyond the depth followed`,
  'share of at least one chain not stated': msg`share of at least one chain not stated`,
}

export interface OwnershipExportRow {
  category: OwnershipCategory
  /** A register role's code (legal representatives) or a reason's code (dead ends). */
  code: string | null
  name: string | null
  id: string | null
  /** 0–1, or null when unknown. */
  share: number | null
  /** Role (fictitious owners) or why a chain stops (dead ends). */
  note: string | null
  /** Entity IDs from the organization down, chains separated by " | ". */
  chain: string | null
}

const chains = (list: string[][]) =>
  list.length ? list.map((c) => c.join(' > ')).join(' | ') : null

/** One row per person or dead end, then the share nobody accounts for. */
export function ownershipRows(assessment: OwnershipAssessment): OwnershipExportRow[] {
  const person =
    (category: OwnershipCategory) =>
    (owner: OwnershipAssessment['beneficialOwners'][number]): OwnershipExportRow => ({
      category,
      name: owner.entity.name,
      id: owner.entity.id,
      share: owner.share,
      code: null,
      note: owner.partial ? 'share of at least one chain not stated' : null,
      chain: chains(owner.chains),
    })
  const rows: OwnershipExportRow[] = [
    ...assessment.beneficialOwners.map(person('Beneficial owner (more than 25 %)')),
    ...(assessment.legalRepresentatives ?? []).map((role) => ({
      category: 'Fictitious beneficial owner (legal representative)' as const,
      name: role.entity.name,
      id: role.entity.id,
      share: null,
      code: role.label,
      note: role.label,
      chain: null,
    })),
    ...(assessment.representingCompanies ?? []).map((role) => ({
      category: 'Representing company (its own representatives count)' as const,
      name: role.entity.name,
      id: role.entity.id,
      share: null,
      code: role.label,
      note: role.label,
      chain: null,
    })),
    ...assessment.otherHolders.map(person('Other holder (25 % or less)')),
    ...assessment.unknownShareHolders.map(person('Holder with unknown share')),
    ...assessment.deadEnds.map((end) => ({
      category: 'Chain not followed to a natural person' as const,
      name: end.entity.name,
      id: end.entity.id,
      share: null,
      code: end.reason,
      note: end.reason,
      chain: null,
    })),
  ]
  if (assessment.unaccountedShare > 0)
    rows.push({
      category: 'Not accounted for',
      name: null,
      id: null,
      share: assessment.unaccountedShare,
      code: null,
      note: null,
      chain: null,
    })
  return rows
}

/** The note in words: a role (legal representatives) or why a chain stops. */
function noteInWords(row: OwnershipExportRow): string | null {
  if (!row.note) return null
  if (row.category.startsWith('Fictitious') || row.category.startsWith('Representing'))
    return roleInWords(row.note)
  const words = REASON_WORDS[row.note]
  return words ? i18n._(words) : row.note
}

/** Worded when the file is made, in the language shown then. */
function columns(): ExportColumn<OwnershipExportRow>[] {
  return [
    {
      key: 'category',
      header: t`Category (GwG § 3)`,
      kind: 'text',
      value: (row) => i18n._(CATEGORY_WORDS[row.category]),
    },
    {
      key: 'category_code',
      header: t`Category code`,
      kind: 'text',
      value: (row) => CATEGORY_CODES[row.category],
    },
    { key: 'name', header: t`Name`, kind: 'text', value: (row) => row.name },
    { key: 'fb_entity_id', header: t`Data Hub ID`, kind: 'text', value: (row) => row.id },
    {
      key: 'effective_share_percent',
      header: t`Effective share (%)`,
      kind: 'decimal',
      // A percentage, rounded to the hundredth of a point the page shows.
      value: (row) => (row.share === null ? null : Math.round(row.share * 10000) / 100),
    },
    { key: 'note', header: t`Role or reason`, kind: 'text', value: noteInWords },
    { key: 'code', header: t`Role or reason (code)`, kind: 'text', value: (row) => row.code },
    { key: 'chain', header: t`Ownership chain (IDs)`, kind: 'text', value: (row) => row.chain },
  ]
}

/** The organization's record as the source of the beneficial-owner slice. */
export function recordProvenance(record: {
  source: string | null
  version: string | null
  retrievedAt: string | null
}): ExportProvenance {
  const key = record.source ?? '1051122944'
  return {
    source: t`Data Hub, data_sources/${key}`,
    retrievedAt: record.retrievedAt,
    dataVersion: record.version,
    labels: { source: t`Source`, retrievedAt: t`Retrieved at`, dataVersion: t`Data version` },
  }
}

export function ownershipExport(
  assessment: OwnershipAssessment,
  provenance?: ExportProvenance,
): TableExport<OwnershipExportRow> {
  return {
    columns: columns(),
    rows: ownershipRows(assessment),
    sheetName: t`Beneficial owners`,
    provenance,
  }
}

const percent = (share: number) => `${Math.round(share * 10000) / 100} %`

/**
 * The comparison's cells: the beneficial owners with their shares, or the fictitious ones marked
 * as such; and whether the list is complete, with the share nobody accounts for.
 */
export function ownershipSummary(assessment: OwnershipAssessment): {
  owners: string
  coverage: string
} {
  const owners =
    assessment.verdict === 'owners'
      ? assessment.beneficialOwners
          .map((owner) => `${owner.entity.name} (${percent(owner.share ?? 0)})`)
          .join('; ')
      : assessment.legalRepresentatives === null
        ? 'none above 25 %; legal representatives not known'
        : assessment.legalRepresentatives.length === 0 && !assessment.representingCompanies?.length
          ? 'none above 25 %; no legal representative on file'
          : `fictitious (legal representatives): ${[
              ...assessment.legalRepresentatives.map((role) => role.entity.name),
              ...(assessment.representingCompanies ?? []).map(
                (role) => `${role.entity.name} (a company: its own representatives)`,
              ),
            ].join('; ')}`
  const coverage = assessment.complete
    ? 'complete'
    : `not complete: ${percent(assessment.unaccountedShare)} not accounted for${
        assessment.deadEnds.length ? `, ${assessment.deadEnds.length} chain(s) not followed` : ''
      }`
  return { owners, coverage }
}
