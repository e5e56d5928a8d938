/**
 * The comparison as an export table: one row per organization, its register facts, the key
 * figures of its latest fiscal year and its current managing directors, shareholders and beneficial owners (GwG § 3), read
 * from what the page already loaded (an export costs no call).
 */
import { t } from '@lingui/core/macro'
import { exportProvenance, type ExportColumn, type TableExport } from '@/lib/export/table-export'
import { statusLabel } from '@/lib/datahub/organization-status'
import type { KpiYear } from '@/lib/datahub/kpis'
import type { OrganizationView } from '@/lib/datahub/organization-record'
import type { Role, RoleLists } from '@/lib/datahub/roles'
import { determineBeneficialOwners, type FilingLookup } from '@/lib/datahub/gwg-beneficial-owners'
import { ownershipSummary } from '@/lib/export/ownership-export'
import type { ComparedOrganization, Loadable } from './comparison-data'

export interface CompareExportRow {
  org: OrganizationView
  data: ComparedOrganization
  /** The shareholder lists the page read (the cache): the rule runs on them, with no call. */
  filings?: FilingLookup
}

const loaded = <T>(value: Loadable<T>): T | null => (value.status === 'success' ? value.data : null)

function latestKpis(row: CompareExportRow): KpiYear | null {
  const years = loaded(row.data.kpis) ?? []
  return years.length ? years[years.length - 1]! : null
}

const current = (lists: RoleLists | null) => lists?.current ?? []

function names(roles: Role[], withShare = false): string | null {
  if (!roles.length) return null
  return roles
    .map((role) =>
      withShare && role.sharePercent !== null
        ? `${role.entity.name} (${role.sharePercent} %)`
        : role.entity.name,
    )
    .join('; ')
}

/** The beneficial owners by the rule the page shows (GwG § 3 (2)), or null when not at hand. */
function owners(row: CompareExportRow) {
  if (!row.filings) return null
  const company = { id: row.org.id, type: 'ORGANIZATION' as const, name: row.org.name }
  return ownershipSummary(
    determineBeneficialOwners({
      company,
      filings: row.filings,
      management: loaded(row.data.management),
    }),
  )
}

/**
 * The headers follow the interface language (worded when the file is made); the JSON keys and the
 * code columns stay the same in every language, for programs that read the files.
 */
const columns = (): ExportColumn<CompareExportRow>[] => [
  { key: 'name', header: t`Name`, kind: 'text', value: (row) => row.org.name },
  { key: 'fb_entity_id', header: t`Data Hub ID`, kind: 'text', value: (row) => row.org.id },
  {
    key: 'register_id',
    header: t`Register ID`,
    kind: 'text',
    value: (row) => row.org.register.entityName,
  },
  {
    key: 'legal_form',
    header: t`Legal form`,
    kind: 'text',
    value: (row) => row.org.legalForm?.code ?? row.org.legalForm?.name ?? null,
  },
  { key: 'status', header: t`Status`, kind: 'text', value: (row) => statusLabel(row.org.status) },
  {
    key: 'status_code',
    header: t`Status (code)`,
    kind: 'text',
    value: (row) => row.org.status.code,
  },
  {
    key: 'record_version',
    header: t`Record version`,
    kind: 'text',
    value: (row) => row.org.version,
  },
  {
    key: 'founding_date',
    header: t`Founding date`,
    kind: 'date',
    value: (row) => row.org.foundingDate?.slice(0, 10) ?? null,
  },
  {
    key: 'postal_code',
    header: t`Postal code`,
    kind: 'text',
    value: (row) => row.org.address?.postalCode ?? null,
  },
  { key: 'city', header: t`City`, kind: 'text', value: (row) => row.org.address?.city ?? null },
  {
    key: 'fiscal_year',
    header: t`Fiscal year`,
    kind: 'text',
    value: (row) => (latestKpis(row) ? String(latestKpis(row)!.year) : null),
  },
  {
    key: 'revenue',
    header: t`Revenue (EUR)`,
    kind: 'integer',
    value: (row) => latestKpis(row)?.revenue,
  },
  {
    key: 'net_income',
    header: t`Net income (EUR)`,
    kind: 'integer',
    value: (row) => latestKpis(row)?.netIncome,
  },
  {
    key: 'balance_sheet_total',
    header: t`Balance-sheet total (EUR)`,
    kind: 'integer',
    value: (row) => latestKpis(row)?.balanceSheetTotal,
  },
  {
    key: 'employees',
    header: t`Employees`,
    kind: 'integer',
    value: (row) => latestKpis(row)?.employees,
  },
  {
    key: 'management',
    header: t`Current management`,
    kind: 'text',
    value: (row) => names(current(loaded(row.data.management))),
  },
  {
    key: 'shareholders',
    header: t`Current shareholders`,
    kind: 'text',
    value: (row) => names(current(loaded(row.data.shareholders)), true),
  },
  {
    key: 'beneficial_owners',
    header: t`Beneficial owners (GwG § 3 (2))`,
    kind: 'text',
    value: (row) => owners(row)?.owners ?? null,
  },
  {
    key: 'beneficial_owners_coverage',
    header: t`Beneficial owners: verdict and what is missing`,
    kind: 'text',
    value: (row) => owners(row)?.coverage ?? null,
  },
]

export function compareExport(
  rows: CompareExportRow[],
  retrievedAt: string | null = null,
): TableExport<CompareExportRow> {
  return {
    columns: columns(),
    rows,
    sheetName: t`Comparison`,
    provenance: exportProvenance({
      source: t`Data Hub, data_sources/1051122944`,
      retrievedAt,
      dataVersion: rows.map((row) => `${row.org.id}: ${row.org.version ?? '—'}`).join('; '),
      dataVersionLabel: t`Data versions`,
    }),
  }
}
