/**
 * One descriptor per relation slice: what the SPA knows about it without asking. The documented
 * key and label (docs/datahub-api.md §7), the tab's slug, title and order, the parameters, what an
 * empty slice says, and the slice module (parser + view) that loads when the tab first opens.
 * Discovery (relation-discovery.ts) merges the live `/relation/list` with these; when the list
 * fails, these are the tabs.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { EntityType } from '@contract/entity-types'
import {
  DOCUMENTED_OLDER_KEYS,
  relationKey,
  UNMAPPED_OLDER_FINANCIAL_KEYS,
  type RelationLabelFor,
} from '@contract/relations'
import { formatCode } from '@/lib/format/format'
import type { RelationSearch } from '../relation-search-params'
import type { Text } from '../relation-text'
import type { Slice } from '../slice'

export interface RelationParameter {
  name: string
  default: string | number | null
}

export interface RelationDescriptor {
  /** The key the documentation publishes for this slice on this entity type. */
  key: string
  label: string
  /** The `?tab=` value: stable and readable, unique per entity type. */
  slug: string
  /** Translated when shown (the catalogue is built before the language is known). */
  title: MessageDescriptor
  parameters: RelationParameter[]
  /** What the tab says when the slice holds nothing for this entity. */
  empty: (search: RelationSearch) => MessageDescriptor
  /** The parser and view, in a chunk of their own: charts, graph layout and DOMPurify load late. */
  load: () => Promise<Slice>
  /** Recorded per building only (flood, fire; docs/datahub-api.md §5.3): an area has none. */
  addressOnly?: true
}

/** A tab: a descriptor's facts, plus what discovery learned (keys to try, description). */
export interface RelationDefinition {
  /** Keys to try in order: the discovered/current key first, then older aliases (§9 (10)). */
  keys: string[]
  /**
   * Keys whose answers are shown without their label confirming the slice: the documented key
   * and the documented older key. Any other key (undocumented older keys, keys only the live list
   * names) counts only when its answer's `label` is this tab's label.
   */
  trustedKeys: string[]
  label: string
  slug: string
  /** The catalogue's message, or the name the live list gives a relation the explorer does not know. */
  title: Text
  /** What the relation holds, as the live list describes it (empty when unknown). */
  description: Text
  parameters: RelationParameter[]
  /** Null for a relation the explorer has no view for: its data show as delivered. */
  descriptor: RelationDescriptor | null
}

const REFERENCE_YEAR: RelationParameter = { name: 'reference_year', default: null }
const DOCUMENT_TYPE: RelationParameter = { name: 'document_type', default: 'Jahresabschluss' }
const DEPTH: RelationParameter = { name: 'depth', default: 2 }
const RADIUS: RelationParameter = { name: 'radius_km', default: 2 }

const fixed = (text: MessageDescriptor) => () => text

const views = {
  management: () => import('../views/management-view').then((module) => module.slice),
  ownership: () => import('../views/ownership-view').then((module) => module.slice),
  ubo: () => import('../views/ubo-view').then((module) => module.slice),
  kpi: () => import('../views/kpi-view').then((module) => module.slice),
  accounts: () => import('../views/account-tree-view').then((module) => module.slice),
  report: () => import('../views/financial-report-view').then((module) => module.slice),
  history: () => import('../views/register-history-view').then((module) => module.slice),
  career: () => import('../views/career-view').then((module) => module.slice),
  documents: () => import('../views/register-documents-view').then((module) => module.slice),
  insolvency: () => import('../views/insolvency-view').then((module) => module.slice),
  news: () => import('../views/news-view').then((module) => module.slice),
  network: () => import('../views/network-view').then((module) => module.slice),
  nearby: () => import('../views/nearby-view').then((module) => module.slice),
  flood: () => import('../views/flood-risk-view').then((module) => module.slice),
  fire: () => import('../views/fire-risk-view').then((module) => module.slice),
  crime: () => import('../views/crime-view').then((module) => module.slice),
  regional: () => import('../views/regional-statistics-view').then((module) => module.slice),
} satisfies Record<string, () => Promise<Slice>>

const NEARBY: RelationDescriptor = {
  key: relationKey('ORGANIZATION', 'NEARBY_ORGANIZATIONS'),
  label: 'NEARBY_ORGANIZATIONS',
  slug: 'nearby',
  title: msg`Nearby`,
  parameters: [RADIUS],
  empty: (search) => {
    const radius = search.radius ?? 2
    return msg`No organizations are registered within ${radius} km.`
  },
  load: views.nearby,
}

const NETWORK = {
  label: 'ENTITY_NETWORK',
  slug: 'network',
  title: msg`Network`,
  parameters: [DEPTH],
  empty: fixed(msg`No connections through management or shareholder roles are recorded.`),
  load: views.network,
} satisfies Omit<RelationDescriptor, 'key'>

/** A regional statistic; `empty` says what is missing, with the year when one was chosen. */
function regional(
  label: RelationLabelFor<'LOCATION'>,
  slug: string,
  title: MessageDescriptor,
  empty: (year: string | null) => MessageDescriptor,
): RelationDescriptor {
  return {
    key: relationKey('LOCATION', label),
    label,
    slug,
    title,
    parameters: [REFERENCE_YEAR],
    empty: (search) => empty(search.year === undefined ? null : formatCode(search.year)),
    load: views.regional,
  }
}

/** §7 in display order: people and owners first, then money, then history, then surroundings. */
export const RELATION_DESCRIPTORS: Record<EntityType, RelationDescriptor[]> = {
  ORGANIZATION: [
    {
      key: relationKey('ORGANIZATION', 'MANAGEMENT'),
      label: 'MANAGEMENT',
      slug: 'management',
      title: msg`Management`,
      parameters: [],
      empty: fixed(msg`No managers and officers are recorded for this organization.`),
      load: views.management,
    },
    {
      key: relationKey('ORGANIZATION', 'SHAREHOLDERS'),
      label: 'SHAREHOLDERS',
      slug: 'shareholders',
      title: msg`Shareholders`,
      parameters: [],
      empty: fixed(msg`No shareholders are recorded for this organization.`),
      load: views.ownership,
    },
    {
      key: relationKey('ORGANIZATION', 'SHAREHOLDINGS'),
      label: 'SHAREHOLDINGS',
      slug: 'shareholdings',
      title: msg`Shareholdings`,
      parameters: [],
      empty: fixed(msg`No shareholdings are recorded for this organization.`),
      load: views.ownership,
    },
    {
      key: relationKey('ORGANIZATION', 'UBO'),
      label: 'UBO',
      slug: 'beneficial-owners',
      title: msg`Beneficial owners`,
      parameters: [],
      empty: fixed(
        msg`No shareholder filings are on file, so no beneficial owners can be derived.`,
      ),
      load: views.ubo,
    },
    {
      key: relationKey('ORGANIZATION', 'FINANCIALS_KPI'),
      label: 'FINANCIALS_KPI',
      slug: 'financials',
      title: msg`Key figures`,
      parameters: [],
      empty: fixed(msg`No key figures have been published for this organization.`),
      load: views.kpi,
    },
    {
      key: relationKey('ORGANIZATION', 'BALANCE_SHEET'),
      label: 'BALANCE_SHEET',
      slug: 'balance-sheet',
      title: msg`Balance sheet`,
      parameters: [],
      empty: fixed(msg`No balance sheet has been published for this organization.`),
      load: views.accounts,
    },
    {
      key: relationKey('ORGANIZATION', 'PROFIT_AND_LOSS'),
      label: 'PROFIT_AND_LOSS',
      slug: 'profit-and-loss',
      title: msg`Profit & loss`,
      parameters: [],
      empty: fixed(msg`No profit and loss statement has been published for this organization.`),
      load: views.accounts,
    },
    {
      key: relationKey('ORGANIZATION', 'FINANCIAL_REPORTS'),
      label: 'FINANCIAL_REPORTS',
      slug: 'financial-report',
      title: msg`Financial report`,
      parameters: [REFERENCE_YEAR, DOCUMENT_TYPE],
      empty: fixed(msg`No financial report is on file for this choice of year and document.`),
      load: views.report,
    },
    {
      key: relationKey('ORGANIZATION', 'PUBLICATIONS'),
      label: 'PUBLICATIONS',
      slug: 'register-history',
      title: msg`Register history`,
      parameters: [],
      empty: fixed(msg`No register announcements are on file for this organization.`),
      load: views.history,
    },
    {
      key: relationKey('ORGANIZATION', 'REGISTER_DOCUMENTS'),
      label: 'REGISTER_DOCUMENTS',
      slug: 'register-documents',
      title: msg`Register documents`,
      parameters: [],
      empty: fixed(msg`No documents are in the register folder of this organization.`),
      load: views.documents,
    },
    {
      key: relationKey('ORGANIZATION', 'INSOLVENCY'),
      label: 'INSOLVENCY',
      slug: 'insolvency',
      title: msg`Insolvency`,
      parameters: [],
      empty: fixed(msg`No insolvency notices have been published for this organization.`),
      load: views.insolvency,
    },
    {
      key: relationKey('ORGANIZATION', 'NEWS'),
      label: 'NEWS',
      slug: 'news',
      title: msg`News`,
      parameters: [],
      empty: fixed(msg`No news articles mention this organization.`),
      load: views.news,
    },
    { ...NETWORK, key: relationKey('ORGANIZATION', 'ENTITY_NETWORK') },
    NEARBY,
  ],
  PERSON: [
    {
      key: relationKey('PERSON', 'PUBLICATIONS'),
      label: 'PUBLICATIONS',
      slug: 'career',
      title: msg`Career history`,
      parameters: [],
      empty: fixed(msg`No register announcements name this person.`),
      load: views.career,
    },
    { ...NETWORK, key: relationKey('PERSON', 'ENTITY_NETWORK') },
  ],
  LOCATION: [
    {
      key: relationKey('LOCATION', 'FLOOD_RISKS__AT_POINT'),
      label: 'FLOOD_RISKS__AT_POINT',
      slug: 'flood-risks',
      title: msg`Flood risk`,
      parameters: [],
      empty: fixed(msg`No flood data are mapped for this address.`),
      load: views.flood,
      addressOnly: true,
    },
    {
      key: relationKey('LOCATION', 'FIRE_RISKS'),
      label: 'FIRE_RISKS',
      slug: 'fire-risks',
      title: msg`Fire risk`,
      parameters: [],
      empty: fixed(msg`No fire stations are recorded near this address.`),
      load: views.fire,
      addressOnly: true,
    },
    {
      key: relationKey('LOCATION', 'GERMAN_CRIME_STATISTICS'),
      label: 'GERMAN_CRIME_STATISTICS',
      slug: 'crime',
      title: msg`Crime`,
      parameters: [REFERENCE_YEAR],
      empty: fixed(msg`No crime statistics are available for this area.`),
      load: views.crime,
    },
    regional('GERMAN_STAT__UNEMPLOYMENT_RATE', 'unemployment', msg`Unemployment`, (year) =>
      year
        ? msg`No unemployment figures are available for this area in ${year}.`
        : msg`No unemployment figures are available for this area.`,
    ),
    regional('GERMAN_STAT__AGE_STRUCTURE', 'age-structure', msg`Age structure`, (year) =>
      year
        ? msg`No age structure figures are available for this area in ${year}.`
        : msg`No age structure figures are available for this area.`,
    ),
    regional('GERMAN_STAT__POPULATION_DEVELOPMENT', 'population', msg`Population`, (year) =>
      year
        ? msg`No population figures are available for this area in ${year}.`
        : msg`No population figures are available for this area.`,
    ),
    regional('GERMAN_STAT__HOUSEHOLD_INCOME', 'household-income', msg`Household income`, (year) =>
      year
        ? msg`No household income figures are available for this area in ${year}.`
        : msg`No household income figures are available for this area.`,
    ),
    regional(
      'GERMAN_STAT__BUILDING_AND_RENT_PRICES',
      'prices-and-rents',
      msg`Prices & rents`,
      (year) =>
        year
          ? msg`No prices & rents figures are available for this area in ${year}.`
          : msg`No prices & rents figures are available for this area.`,
    ),
    regional('GERMAN_STAT__ECONOMIC_PERFORMANCE', 'economy', msg`Economy`, (year) =>
      year
        ? msg`No economy figures are available for this area in ${year}.`
        : msg`No economy figures are available for this area.`,
    ),
    NEARBY,
  ],
}

/**
 * Older financial keys (§9 (10)), tried in order when a current key answers 404. The first of each
 * list is documented for its slice; the last three are not mapped to a slice by the documentation,
 * so an answer from them counts only when its label confirms the slice (see resolveRelation).
 */
const UNMAPPED_FINANCIAL_KEYS = UNMAPPED_OLDER_FINANCIAL_KEYS
const DOCUMENTED_OLDER_KEY: Partial<Record<string, string>> = DOCUMENTED_OLDER_KEYS

export function olderKeys(label: string): string[] {
  const documented = DOCUMENTED_OLDER_KEY[label]
  return documented ? [documented, ...UNMAPPED_FINANCIAL_KEYS] : []
}

export function descriptorFor(type: EntityType, label: string): RelationDescriptor | undefined {
  return RELATION_DESCRIPTORS[type].find((descriptor) => descriptor.label === label)
}

/** The keys the documentation ties to this slice: shown without waiting for a label to confirm. */
export function documentedKeys(descriptor: RelationDescriptor | null | undefined): string[] {
  if (!descriptor) return []
  const older = DOCUMENTED_OLDER_KEY[descriptor.label]
  return older ? [descriptor.key, older] : [descriptor.key]
}

/** `GERMAN_STAT__NEW_THING` → `german-stat-new-thing`: a stable slug for labels we do not know. */
export function slugifyLabel(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'relation'
  )
}

export function definitionFromDescriptor(descriptor: RelationDescriptor): RelationDefinition {
  return {
    keys: [descriptor.key, ...olderKeys(descriptor.label)],
    trustedKeys: documentedKeys(descriptor),
    label: descriptor.label,
    slug: descriptor.slug,
    title: descriptor.title,
    description: '',
    parameters: descriptor.parameters,
    descriptor,
  }
}

/** The documented catalogue as tabs: what an entity gets when `/relation/list` is unavailable. */
export function fallbackDefinitions(type: EntityType): RelationDefinition[] {
  return RELATION_DESCRIPTORS[type].map(definitionFromDescriptor)
}
