/**
 * Beneficial owners as an export table (the organization's tab) and as one summary cell (the
 * comparison), both from the one rule (lib/datahub/gwg-beneficial-owners.ts), so a file says what
 * the page says. The table is in the analyst's words: headers and categories in the interface
 * language (worded when the file is made), each category also as a stable code in a column of its
 * own for programs, shares as percentages, and the source, retrieval time and data version. The
 * reasons, paths and what is missing are worded in the interface language too: a German analyst
 * files a German record (the BODS export's annotations use the same words).
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type {
  BeneficialOwnerResult,
  MissingPiece,
  MissingReason,
  OwnershipPath,
  PersonHolding,
} from '@/lib/datahub/gwg-beneficial-owners'
import {
  exportProvenance,
  type ExportColumn,
  type ExportProvenance,
  type TableExport,
} from './table-export'

export type OwnershipCategory =
  | 'Beneficial owner (GwG § 3 (2))'
  | 'Fictitious beneficial owner (legal representative)'
  | 'Would be fictitious beneficial owner (if the Transparenzregister names nobody)'
  | 'Representing company (its own representatives count)'
  | 'Other holder'
  | 'Missing in the register data'

/** Stable codes for programs that read the files, whatever language the headers are in. */
const CATEGORY_CODES: Record<OwnershipCategory, string> = {
  'Beneficial owner (GwG § 3 (2))': 'BENEFICIAL_OWNER',
  'Fictitious beneficial owner (legal representative)': 'FICTITIOUS_BENEFICIAL_OWNER',
  'Would be fictitious beneficial owner (if the Transparenzregister names nobody)':
    'WOULD_BE_FICTITIOUS_BENEFICIAL_OWNER',
  'Representing company (its own representatives count)': 'REPRESENTING_COMPANY',
  'Other holder': 'OTHER_HOLDER',
  'Missing in the register data': 'MISSING_IN_REGISTER_DATA',
}

const CATEGORY_WORDS: Record<OwnershipCategory, MessageDescriptor> = {
  'Beneficial owner (GwG § 3 (2))': msg`Beneficial owner (GwG § 3 (2))`,
  'Fictitious beneficial owner (legal representative)': msg`Fictitious beneficial owner (legal representative)`,
  'Would be fictitious beneficial owner (if the Transparenzregister names nobody)': msg`Would be fictitious beneficial owner (if the Transparenzregister names nobody)`,
  'Representing company (its own representatives count)': msg`Representing company (its own representatives count)`,
  'Other holder': msg`Other holder`,
  'Missing in the register data': msg`Missing in the register data`,
}

export interface OwnershipExportRow {
  category: OwnershipCategory
  name: string | null
  id: string | null
  /** 0–1: the share counted by the rule (direct plus controlled companies); null when none. */
  share: number | null
  /** 0–1: the multiplied share over every path, for information; null when unknown. */
  economicInterest: number | null
  /** Why (direct, through control of …), the role, or what is missing. */
  note: string | null
  /** The paths with each link's share, "Name (60 %) > Holding (100 %) > Company", " | " between. */
  paths: string | null
}

/** A 0–1 share as the percentage the page shows, in the interface language's digits. */
const percent = (share: number) =>
  `${i18n.number(Math.round(share * 10000) / 100, { maximumFractionDigits: 2 })} %`
const shareOrNotStated = (share: number | null) =>
  share === null ? t`share not stated` : percent(share)

const pathText = (path: OwnershipPath) =>
  [
    ...path.links.map((link) => `${link.holder.name} (${shareOrNotStated(link.share)})`),
    path.links.at(-1)?.held.name ?? '',
  ].join(' > ')

const paths = (list: OwnershipPath[]) => (list.length ? list.map(pathText).join(' | ') : null)

/** Why a person is (or is not) a beneficial owner, in one line. */
function ownerReason(holding: PersonHolding): string {
  const parts: string[] = []
  if (holding.directShare > 0) parts.push(t`directly ${percent(holding.directShare)}`)
  if (holding.through.length) {
    const companies = holding.through
      .map(
        (link) => `${link.company.name}${link.share === null ? '' : ` (${percent(link.share)})`}`,
      )
      .join(', ')
    parts.push(t`through control of ${companies}`)
  }
  return parts.length ? parts.join('; ') : t`no direct holding and no controlled company holding`
}

/** Why a holder's owners are not known, in the words the tab uses. */
function reasonWords(reason: MissingReason): string {
  if (reason === 'unlinked') return t`it is not linked to a register entry`
  if (reason === 'no-data') return t`no shareholder list is on file for it`
  if (reason === 'failed') return t`its shareholder list could not be read`
  return t`its shareholder list has not been read`
}

/** What is missing, in one line naming the company whose filing it concerns. */
export function missingText(piece: MissingPiece): string {
  switch (piece.kind) {
    case 'gap': {
      const company = piece.company.name
      const accounted = percent(1 - piece.unaccounted)
      const unaccounted = percent(piece.unaccounted)
      return t`the filing of ${company} accounts for ${accounted}; ${unaccounted} not accounted for`
    }
    case 'unknown-share': {
      const company = piece.company.name
      const holders = piece.holders.map((holder) => holder.name).join(', ')
      const upTo = percent(piece.upTo)
      return t`${company}: no share stated for ${holders} (up to ${upTo})`
    }
    case 'unresolved': {
      const holder = piece.holder.name
      const share = shareOrNotStated(piece.share)
      const company = piece.company.name
      const reason = reasonWords(piece.reason)
      return t`${holder} (${share} of ${company}): owners not followed (${reason})`
    }
    case 'no-filing': {
      const company = piece.company.name
      const reason = reasonWords(piece.reason)
      return t`${company}: no shareholder list (${reason})`
    }
  }
}

/** One row per person, representative and missing piece. */
export function ownershipRows(result: BeneficialOwnerResult): OwnershipExportRow[] {
  const person =
    (category: OwnershipCategory) =>
    (holding: PersonHolding): OwnershipExportRow => ({
      category,
      name: holding.person.name,
      id: holding.person.id,
      share: holding.countedShare,
      economicInterest: holding.economicInterest,
      note:
        ownerReason(holding) +
        (holding.couldBeOwner ? `; ${t`could be above 25 % (data missing)`}` : ''),
      paths: paths(holding.paths),
    })
  const fictitious =
    result.verdict === 'fictitious'
      ? ('Fictitious beneficial owner (legal representative)' as const)
      : ('Would be fictitious beneficial owner (if the Transparenzregister names nobody)' as const)
  const role =
    (category: OwnershipCategory) =>
    (entry: NonNullable<BeneficialOwnerResult['legalRepresentatives']>[number]) => ({
      category,
      name: entry.entity.name,
      id: entry.entity.id,
      share: null,
      economicInterest: null,
      note: entry.label,
      paths: null,
    })
  return [
    ...result.owners.map(person('Beneficial owner (GwG § 3 (2))')),
    ...(result.legalRepresentatives ?? []).map(role(fictitious)),
    ...(result.representingCompanies ?? []).map(
      role('Representing company (its own representatives count)'),
    ),
    ...result.otherHolders.map(person('Other holder')),
    ...result.missing.map((piece) => ({
      category: 'Missing in the register data' as const,
      name: piece.company.name,
      id: piece.company.id,
      share: null,
      economicInterest: null,
      note: missingText(piece) + (piece.couldMatter ? '' : ` (${t`cannot change the result`})`),
      paths: null,
    })),
  ]
}

/** A 0–1 share as a percentage, rounded to the hundredth of a point the page shows. */
const asPercent = (share: number | null) =>
  share === null ? null : Math.round(share * 10000) / 100

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
      key: 'counted_share_percent',
      header: t`Share counted, direct and through controlled companies (%)`,
      kind: 'decimal',
      value: (row) => asPercent(row.share),
    },
    {
      key: 'economic_interest_percent',
      header: t`Economic interest, multiplied, for information (%)`,
      kind: 'decimal',
      value: (row) => asPercent(row.economicInterest),
    },
    {
      key: 'note',
      header: t`Why, role or what is missing`,
      kind: 'text',
      value: (row) => row.note,
    },
    { key: 'paths', header: t`Paths (each link’s share)`, kind: 'text', value: (row) => row.paths },
  ]
}

/** The organization's record as the source of the beneficial-owner slice. */
export function recordProvenance(record: {
  source: string | null
  version: string | null
  retrievedAt: string | null
}): ExportProvenance {
  const key = record.source ?? '1051122944'
  return exportProvenance({
    source: t`Data Hub, data_sources/${key}`,
    retrievedAt: record.retrievedAt,
    dataVersion: record.version,
  })
}

export function ownershipExport(
  result: BeneficialOwnerResult,
  provenance?: ExportProvenance,
): TableExport<OwnershipExportRow> {
  return {
    columns: columns(),
    rows: ownershipRows(result),
    sheetName: t`Beneficial owners`,
    provenance,
  }
}

/**
 * The comparison's cells: the beneficial owners with their counted shares, or the fictitious ones
 * marked as such; and the verdict with what is missing.
 */
export function ownershipSummary(result: BeneficialOwnerResult): {
  owners: string
  coverage: string
} {
  const representatives = [
    ...(result.legalRepresentatives ?? []).map((role) => role.entity.name),
    ...(result.representingCompanies ?? []).map(
      (role) => `${role.entity.name} (${t`a company: its own representatives`})`,
    ),
  ]
  const representativeList = representatives.join('; ')
  const ownerList = result.owners
    .map((owner) => `${owner.person.name} (${percent(owner.countedShare)})`)
    .join('; ')
  const owners =
    result.verdict === 'owners'
      ? ownerList
      : result.verdict === 'fictitious'
        ? result.legalRepresentatives === null
          ? t`none above 25 %; legal representatives not known`
          : representatives.length === 0
            ? t`none above 25 %; no legal representative on file`
            : t`fictitious (legal representatives): ${representativeList}`
        : result.owners.length
          ? t`at least: ${ownerList}`
          : representatives.length
            ? t`cannot be determined; would be fictitious: ${representativeList}`
            : t`cannot be determined`
  const relevant = result.missing.filter((piece) => piece.couldMatter)
  const missing = relevant.map(missingText).join('; ')
  const coverage =
    result.verdict === 'cannot-be-determined' ? t`cannot be determined: ${missing}` : t`determined`
  return { owners, coverage }
}
