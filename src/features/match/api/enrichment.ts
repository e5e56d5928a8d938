/**
 * The columns a match can be enriched with, and what each one costs. Register ID and status come
 * with the search result that found the match (free); the others need the organization's record
 * (§5.1) or one relation slice (§7), one call per matched row and source, asked only when a chosen
 * column needs it and kept with the job, so a column added later costs nothing when its source
 * was already read.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ValueKind } from '@/components/data-table/cell-format'
import type { KpiYear } from '@/lib/datahub/kpis'
import { organizationView } from '@/lib/datahub/organization-record'
import type { RoleLists } from '@/lib/datahub/roles'

export type EnrichmentSource = 'search' | 'record' | 'kpi' | 'management'

export type EnrichmentKey =
  | 'registerId'
  | 'status'
  | 'legalForm'
  | 'address'
  | 'coordinates'
  | 'foundingDate'
  | 'financials'
  | 'managingDirectors'
  | 'website'

export interface EnrichmentOutput {
  key: string
  /** The column's header on the page and in the exported file, worded when shown or written. */
  label: MessageDescriptor
  kind: ValueKind
}

export interface Enrichment {
  key: EnrichmentKey
  /** What the picker offers, worded at render time. */
  title: MessageDescriptor
  source: EnrichmentSource
  /** The columns it adds to the results and the export. */
  outputs: EnrichmentOutput[]
}

export const ENRICHMENTS: readonly Enrichment[] = [
  {
    key: 'registerId',
    title: msg`Register ID`,
    source: 'search',
    outputs: [{ key: 'registerId', label: msg`Register ID`, kind: 'text' }],
  },
  {
    key: 'status',
    title: msg`Status`,
    source: 'search',
    outputs: [{ key: 'status', label: msg`Status`, kind: 'text' }],
  },
  {
    key: 'legalForm',
    title: msg`Legal form`,
    source: 'record',
    outputs: [{ key: 'legalForm', label: msg`Legal form`, kind: 'text' }],
  },
  {
    key: 'address',
    title: msg`Address`,
    source: 'record',
    outputs: [
      { key: 'street', label: msg`Street`, kind: 'text' },
      { key: 'postalCode', label: msg`Postal code`, kind: 'text' },
      { key: 'city', label: msg`City`, kind: 'text' },
    ],
  },
  {
    key: 'coordinates',
    title: msg`Coordinates`,
    source: 'record',
    outputs: [
      { key: 'latitude', label: msg`Latitude`, kind: 'decimal' },
      { key: 'longitude', label: msg`Longitude`, kind: 'decimal' },
    ],
  },
  {
    key: 'foundingDate',
    title: msg`Founding date`,
    source: 'record',
    outputs: [{ key: 'foundingDate', label: msg`Founding date`, kind: 'date' }],
  },
  {
    key: 'financials',
    title: msg`Latest revenue, employees and net income`,
    source: 'kpi',
    outputs: [
      // A year is a code, not a quantity: text, so no spreadsheet writes 2.024.
      { key: 'fiscalYear', label: msg`Fiscal year`, kind: 'text' },
      { key: 'revenue', label: msg`Revenue (EUR)`, kind: 'integer' },
      { key: 'employees', label: msg`Employees`, kind: 'integer' },
      {
        key: 'netIncome',
        label: msg`Net income (EUR)`,
        kind: 'integer',
      },
    ],
  },
  {
    // The key stays as saved jobs and links know it.
    key: 'managingDirectors',
    title: msg`Legal representatives (managing directors, board or general partners, by legal form)`,
    source: 'management',
    outputs: [
      {
        key: 'managingDirectors',
        label: msg`Legal representatives`,
        kind: 'text',
      },
    ],
  },
  {
    key: 'website',
    title: msg`Website`,
    source: 'record',
    outputs: [{ key: 'website', label: msg`Website`, kind: 'text' }],
  },
]

export const ENRICHMENT_KEYS = ENRICHMENTS.map((enrichment) => enrichment.key)

export function enrichmentsOf(keys: readonly EnrichmentKey[]): Enrichment[] {
  return ENRICHMENTS.filter((enrichment) => keys.includes(enrichment.key))
}

/** The sources that cost a call per matched row, for these columns. */
export function paidSources(keys: readonly EnrichmentKey[]): Exclude<EnrichmentSource, 'search'>[] {
  const sources = new Set(enrichmentsOf(keys).map((enrichment) => enrichment.source))
  return (['record', 'kpi', 'management'] as const).filter((source) => sources.has(source))
}

/** What the record gives (§5.1). */
export interface RecordFacts {
  legalForm: string | null
  street: string | null
  postalCode: string | null
  city: string | null
  latitude: number | null
  longitude: number | null
  foundingDate: string | null
  website: string | null
  /** The record's `fb_entity_version` (absent in jobs saved before it was kept). */
  version?: string | null
}

/** The latest fiscal year with any of the three figures (FINANCIALS_KPI, §7 (d)). */
export interface KpiFacts {
  fiscalYear: number | null
  revenue: number | null
  employees: number | null
  netIncome: number | null
}

export function readRecordFacts(raw: unknown): RecordFacts {
  const view = organizationView.parse(raw)
  const address = view.address
  const street = [address?.street, address?.houseNumber].filter(Boolean).join(' ')
  return {
    legalForm: view.legalForm?.code ?? view.legalForm?.name ?? null,
    street: street || null,
    postalCode: address?.postalCode ?? null,
    city: address?.city ?? null,
    latitude: address?.coordinate?.lat ?? null,
    longitude: address?.coordinate?.lon ?? null,
    foundingDate: view.foundingDate ? view.foundingDate.slice(0, 10) : null,
    website: view.contact.website,
    version: view.version,
  }
}

/** From the key figures as the organization's tab reads them (null: none, or an unread shape). */
export function readKpiFacts(years: KpiYear[] | null): KpiFacts {
  const latest = [...(years ?? [])]
    .reverse()
    .find((year) => year.revenue !== null || year.employees !== null || year.netIncome !== null)
  return {
    fiscalYear: latest?.year ?? null,
    revenue: latest?.revenue ?? null,
    employees: latest?.employees ?? null,
    netIncome: latest?.netIncome ?? null,
  }
}

/** The people who represent the company, and the role in which they do (a register label). */
export interface Representatives {
  role: string | null
  names: string[]
}

/**
 * Who represents a company by its legal form: the managing directors of a GmbH or UG, the board
 * (Vorstand) of an AG, SE, eG or association, the general partners (Komplementäre) of a KG or OHG,
 * the owner of a sole trader, the partners of a GbR or PartG; liquidators of any company in
 * liquidation come first.
 */
const REPRESENTING_ROLE: Record<string, string> = {
  GmbH: 'MANAGING_DIRECTOR',
  'UG (haftungsbeschränkt)': 'MANAGING_DIRECTOR',
  AG: 'BOARD_MEMBER',
  SE: 'BOARD_MEMBER',
  eG: 'BOARD_MEMBER',
  'e.V.': 'BOARD_MEMBER',
  KG: 'FULLY_LIABLE_PARTNER',
  OHG: 'FULLY_LIABLE_PARTNER',
  KGaA: 'FULLY_LIABLE_PARTNER',
  'GmbH & Co. KG': 'FULLY_LIABLE_PARTNER',
  'GmbH & Co. KGaA': 'FULLY_LIABLE_PARTNER',
  'UG (haftungsbeschränkt) & Co. KG': 'FULLY_LIABLE_PARTNER',
  'AG & Co. KG': 'FULLY_LIABLE_PARTNER',
  'SE & Co. KG': 'FULLY_LIABLE_PARTNER',
  'e.K.': 'OWNER',
  GbR: 'SHAREHOLDER',
  PartG: 'SHAREHOLDER',
  'PartG mbB': 'SHAREHOLDER',
}

/** When the legal form is unknown: the roles that represent, most common first. */
const REPRESENTING_ROLES = ['MANAGING_DIRECTOR', 'BOARD_MEMBER', 'FULLY_LIABLE_PARTNER', 'OWNER']

/**
 * The current legal representatives as the legal form defines them (`legalForm` as normalised:
 * `GmbH`, `AG`, `GmbH & Co. KG`), in the register's order; all current unlabelled roles when no
 * representing role is listed.
 */
/** From the management as the organization's tab reads it (null: nobody, or an unread shape). */
export function readRepresentatives(
  lists: RoleLists | null,
  legalForm: string | null,
): Representatives {
  const current = lists?.current ?? []
  const preferred = legalForm ? REPRESENTING_ROLE[legalForm] : undefined
  const order = ['LIQUIDATOR', ...(preferred ? [preferred] : REPRESENTING_ROLES)]
  for (const role of order) {
    const holders = current.filter((item) => item.label === role)
    if (holders.length) return { role, names: holders.map((item) => item.entity.name) }
  }
  return {
    role: null,
    names: current.filter((item) => item.label === null).map((item) => item.entity.name),
  }
}

/** What a job holds: jobs saved before roles were kept hold the names alone. */
export function representativesOf(value: Representatives | string[] | null | undefined) {
  if (!value) return null
  return Array.isArray(value) ? { role: null, names: value } : value
}
