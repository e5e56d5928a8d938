/**
 * Beneficial owners as an export table (the organization's tab) and as one summary cell (the
 * comparison), both from the one rule (lib/datahub/beneficial-ownership.ts), so a file says what
 * the page says. Headers and categories are English in every language, like the other exports
 * (compare/api/compare-export.ts): scripts that read the files need one spelling.
 */
import type { OwnershipAssessment } from '@/lib/datahub/beneficial-ownership'
import type { ExportColumn, TableExport } from './table-export'

export type OwnershipCategory =
  | 'Beneficial owner (more than 25 %)'
  | 'Fictitious beneficial owner (legal representative)'
  | 'Representing company (its own representatives count)'
  | 'Other holder (25 % or less)'
  | 'Holder with unknown share'
  | 'Chain not followed to a natural person'
  | 'Not accounted for'

export interface OwnershipExportRow {
  category: OwnershipCategory
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
      note: role.label,
      chain: null,
    })),
    ...(assessment.representingCompanies ?? []).map((role) => ({
      category: 'Representing company (its own representatives count)' as const,
      name: role.entity.name,
      id: role.entity.id,
      share: null,
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
      note: null,
      chain: null,
    })
  return rows
}

const COLUMNS: ExportColumn<OwnershipExportRow>[] = [
  { key: 'category', header: 'Category (GwG § 3)', kind: 'text', value: (row) => row.category },
  { key: 'name', header: 'Name', kind: 'text', value: (row) => row.name },
  { key: 'fb_entity_id', header: 'Data Hub ID', kind: 'text', value: (row) => row.id },
  { key: 'effective_share', header: 'Effective share', kind: 'decimal', value: (row) => row.share },
  { key: 'note', header: 'Role or reason', kind: 'text', value: (row) => row.note },
  { key: 'chain', header: 'Ownership chain (IDs)', kind: 'text', value: (row) => row.chain },
]

export function ownershipExport(assessment: OwnershipAssessment): TableExport<OwnershipExportRow> {
  return { columns: COLUMNS, rows: ownershipRows(assessment), sheetName: 'Beneficial owners' }
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
