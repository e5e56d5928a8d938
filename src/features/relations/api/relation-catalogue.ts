/**
 * What the SPA knows about relations without asking: the §7 catalogue (used when
 * `/relation/list/{type}` answers 404), the older financial keys of §9.10, and per label the
 * tab slug, title and order. Discovery (relation-queries.ts) merges the live list with this.
 */
export type RelationEntityType = 'ORGANIZATION' | 'PERSON' | 'LOCATION'

export interface RelationParameter {
  name: string
  default: string | number | null
}

export interface RelationDefinition {
  /** Keys to try in order: the discovered/current key first, then older aliases (§9.10). */
  keys: string[]
  label: string
  /** The `?tab=` value: stable and readable, unique per entity type. */
  slug: string
  title: string
  description: string
  parameters: RelationParameter[]
}

const REFERENCE_YEAR: RelationParameter = { name: 'reference_year', default: null }
const DOCUMENT_TYPE: RelationParameter = { name: 'document_type', default: 'Jahresabschluss' }
const DEPTH: RelationParameter = { name: 'depth', default: 2 }
const RADIUS: RelationParameter = { name: 'radius_km', default: 2 }

interface CatalogueEntry {
  key: string
  label: string
  slug: string
  title: string
  parameters?: RelationParameter[]
}

/** §7 in display order: people and owners first, then money, then history, then surroundings. */
export const FALLBACK_CATALOGUE: Record<RelationEntityType, CatalogueEntry[]> = {
  ORGANIZATION: [
    { key: '5906082026', label: 'MANAGEMENT', slug: 'management', title: 'Management' },
    { key: '7326258463', label: 'SHAREHOLDERS', slug: 'shareholders', title: 'Shareholders' },
    { key: '9136475649', label: 'SHAREHOLDINGS', slug: 'shareholdings', title: 'Shareholdings' },
    { key: '9136468925', label: 'UBO', slug: 'beneficial-owners', title: 'Beneficial owners' },
    { key: '5601746763', label: 'FINANCIALS_KPI', slug: 'financials', title: 'Key figures' },
    { key: '5601746108', label: 'BALANCE_SHEET', slug: 'balance-sheet', title: 'Balance sheet' },
    {
      key: '5601734199',
      label: 'PROFIT_AND_LOSS',
      slug: 'profit-and-loss',
      title: 'Profit & loss',
    },
    {
      key: '6322183029',
      label: 'FINANCIAL_REPORTS',
      slug: 'financial-report',
      title: 'Financial report',
      parameters: [REFERENCE_YEAR, DOCUMENT_TYPE],
    },
    {
      key: '5990427555',
      label: 'PUBLICATIONS',
      slug: 'register-history',
      title: 'Register history',
    },
    {
      key: '6391320624',
      label: 'REGISTER_DOCUMENTS',
      slug: 'register-documents',
      title: 'Register documents',
    },
    { key: '4655345278', label: 'INSOLVENCY', slug: 'insolvency', title: 'Insolvency' },
    { key: '5162071547', label: 'NEWS', slug: 'news', title: 'News' },
    {
      key: '3138484719',
      label: 'ENTITY_NETWORK',
      slug: 'network',
      title: 'Network',
      parameters: [DEPTH],
    },
    {
      key: '8246474913',
      label: 'NEARBY_ORGANIZATIONS',
      slug: 'nearby',
      title: 'Nearby',
      parameters: [RADIUS],
    },
  ],
  PERSON: [
    { key: '5990434853', label: 'PUBLICATIONS', slug: 'career', title: 'Career history' },
    {
      key: '2545866067',
      label: 'ENTITY_NETWORK',
      slug: 'network',
      title: 'Network',
      parameters: [DEPTH],
    },
  ],
  LOCATION: [
    { key: '9209128402', label: 'FLOOD_RISKS__AT_POINT', slug: 'flood-risks', title: 'Flood risk' },
    { key: '9209240732', label: 'FIRE_RISKS', slug: 'fire-risks', title: 'Fire risk' },
    ...[
      ['9209216968', 'GERMAN_CRIME_STATISTICS', 'crime', 'Crime'],
      ['9210180619', 'GERMAN_STAT__UNEMPLOYMENT_RATE', 'unemployment', 'Unemployment'],
      ['9210215359', 'GERMAN_STAT__AGE_STRUCTURE', 'age-structure', 'Age structure'],
      ['9210215409', 'GERMAN_STAT__POPULATION_DEVELOPMENT', 'population', 'Population'],
      ['9210215391', 'GERMAN_STAT__HOUSEHOLD_INCOME', 'household-income', 'Household income'],
      ['9210215367', 'GERMAN_STAT__BUILDING_AND_RENT_PRICES', 'prices-and-rents', 'Prices & rents'],
      ['9210215377', 'GERMAN_STAT__ECONOMIC_PERFORMANCE', 'economy', 'Economy'],
    ].map(([key, label, slug, title]) => ({
      key: key!,
      label: label!,
      slug: slug!,
      title: title!,
      parameters: [REFERENCE_YEAR],
    })),
    {
      key: '8246474913',
      label: 'NEARBY_ORGANIZATIONS',
      slug: 'nearby',
      title: 'Nearby',
      parameters: [RADIUS],
    },
  ],
}

/**
 * Older financial keys (§9.10), tried in order when a current key answers 404. The first three
 * are documented per slice; the last three are not, so each financial slice tries all of them and
 * accepts only an answer whose envelope label matches (see resolveRelation).
 */
const UNMAPPED_FINANCIAL_KEYS = ['3867665248', '4091408618', '890549372']
export const OLDER_KEYS: Record<string, string[]> = {
  FINANCIALS_KPI: ['67533702', ...UNMAPPED_FINANCIAL_KEYS],
  BALANCE_SHEET: ['67533742', ...UNMAPPED_FINANCIAL_KEYS],
  PROFIT_AND_LOSS: ['67533762', ...UNMAPPED_FINANCIAL_KEYS],
}

const ALL_OLDER_KEYS = new Set(Object.values(OLDER_KEYS).flat())
export const isOlderFinancialKey = (key: string) => ALL_OLDER_KEYS.has(key)

export function catalogueEntry(
  type: RelationEntityType,
  label: string,
): CatalogueEntry | undefined {
  return FALLBACK_CATALOGUE[type].find((entry) => entry.label === label)
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

/** Catalogue definitions for one entity type, the shape discovery produces. */
export function fallbackDefinitions(type: RelationEntityType): RelationDefinition[] {
  return FALLBACK_CATALOGUE[type].map((entry) => ({
    keys: [entry.key, ...(OLDER_KEYS[entry.label] ?? [])],
    label: entry.label,
    slug: entry.slug,
    title: entry.title,
    description: '',
    parameters: entry.parameters ?? [],
  }))
}
