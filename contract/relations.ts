/**
 * The Data Hub's relation slices (docs/datahub-api.md §7): the key each one is published under, its
 * label, and the entity types it applies to, in the order `/relation/list` serves them. The SPA's
 * tabs, the embedded hub's catalogue, the proxy's monitor, the tests and the benchmarks take keys
 * from here; a key written out anywhere else fails the lint (eslint.config.js reads this file).
 */
import type { EntityType } from './entity-types'

export const RELATIONS = [
  { key: '5906082026', label: 'MANAGEMENT', types: ['ORGANIZATION'] },
  { key: '7326258463', label: 'SHAREHOLDERS', types: ['ORGANIZATION'] },
  { key: '9136475649', label: 'SHAREHOLDINGS', types: ['ORGANIZATION'] },
  { key: '9136468925', label: 'UBO', types: ['ORGANIZATION'] },
  { key: '5601746763', label: 'FINANCIALS_KPI', types: ['ORGANIZATION'] },
  { key: '5601746108', label: 'BALANCE_SHEET', types: ['ORGANIZATION'] },
  { key: '5601734199', label: 'PROFIT_AND_LOSS', types: ['ORGANIZATION'] },
  { key: '6322183029', label: 'FINANCIAL_REPORTS', types: ['ORGANIZATION'] },
  { key: '4655345278', label: 'INSOLVENCY', types: ['ORGANIZATION'] },
  { key: '5990427555', label: 'PUBLICATIONS', types: ['ORGANIZATION'] },
  { key: '6391320624', label: 'REGISTER_DOCUMENTS', types: ['ORGANIZATION'] },
  { key: '5162071547', label: 'NEWS', types: ['ORGANIZATION'] },
  { key: '3138484719', label: 'ENTITY_NETWORK', types: ['ORGANIZATION'] },
  { key: '8246474913', label: 'NEARBY_ORGANIZATIONS', types: ['ORGANIZATION', 'LOCATION'] },
  { key: '5990434853', label: 'PUBLICATIONS', types: ['PERSON'] },
  { key: '2545866067', label: 'ENTITY_NETWORK', types: ['PERSON'] },
  { key: '9209128402', label: 'FLOOD_RISKS__AT_POINT', types: ['LOCATION'] },
  { key: '9209240732', label: 'FIRE_RISKS', types: ['LOCATION'] },
  { key: '9209216968', label: 'GERMAN_CRIME_STATISTICS', types: ['LOCATION'] },
  { key: '9210180619', label: 'GERMAN_STAT__UNEMPLOYMENT_RATE', types: ['LOCATION'] },
  { key: '9210215359', label: 'GERMAN_STAT__AGE_STRUCTURE', types: ['LOCATION'] },
  { key: '9210215409', label: 'GERMAN_STAT__POPULATION_DEVELOPMENT', types: ['LOCATION'] },
  { key: '9210215391', label: 'GERMAN_STAT__HOUSEHOLD_INCOME', types: ['LOCATION'] },
  { key: '9210215367', label: 'GERMAN_STAT__BUILDING_AND_RENT_PRICES', types: ['LOCATION'] },
  { key: '9210215377', label: 'GERMAN_STAT__ECONOMIC_PERFORMANCE', types: ['LOCATION'] },
] as const satisfies readonly { key: string; label: string; types: readonly EntityType[] }[]

type Relation = (typeof RELATIONS)[number]

/** Every label (PUBLICATIONS and ENTITY_NETWORK exist for two entity types, with two keys). */
export type RelationLabel = Relation['label']

type LabelOf<R, T extends EntityType> = R extends {
  label: infer Label
  types: readonly (infer Of)[]
}
  ? T extends Of
    ? Label
    : never
  : never

/** The labels of the relations that apply to entities of type `T`. */
export type RelationLabelFor<T extends EntityType> = LabelOf<Relation, T>

/** The key of a relation of entity type `type`: `relationKey('ORGANIZATION', 'MANAGEMENT')`. */
export function relationKey<T extends EntityType>(type: T, label: RelationLabelFor<T>): string {
  return relationOf(type, label).key
}

/**
 * Older financial keys (§9 (10)). The documentation ties one to each financial slice; three more
 * are published without saying which slice they were. The SPA trusts an answer from those only
 * when its label confirms the slice; the embedded hub maps them in this order (KPIs, balance sheet,
 * profit and loss), so clients with any old key keep working against it.
 */
export const DOCUMENTED_OLDER_KEYS = {
  FINANCIALS_KPI: '67533702',
  BALANCE_SHEET: '67533742',
  PROFIT_AND_LOSS: '67533762',
} as const satisfies Partial<Record<RelationLabelFor<'ORGANIZATION'>, string>>

export const UNMAPPED_OLDER_FINANCIAL_KEYS = ['3867665248', '4091408618', '890549372'] as const

type RelationOf<T extends EntityType, L> = Relation extends infer R
  ? R extends { label: L; types: readonly (infer Of)[] }
    ? T extends Of
      ? R
      : never
    : never
  : never

/** The contract's entry of a relation of entity type `type`, with its literal label and types. */
export function relationOf<T extends EntityType, L extends RelationLabelFor<T>>(
  type: T,
  label: L,
): RelationOf<T, L> {
  const relation = RELATIONS.find(
    (candidate) =>
      candidate.label === label && (candidate.types as readonly EntityType[]).includes(type),
  )
  if (!relation) throw new Error(`No ${type} relation ${label}`)
  return relation as RelationOf<T, L>
}
