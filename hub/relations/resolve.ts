/**
 * Resolving a relation on an entity: find the entity, check the relation applies to its type,
 * run the resolver its label names for that type, and wrap the slice in the §7 envelope. `[]`
 * means the slice cannot be resolved. Each table below must name every label its entity type has
 * in the catalogue: a new catalogue entry does not compile until its resolver is added here.
 */
import type { EntityType } from '../../contract/entity-types'
import type { Database } from 'better-sqlite3'
import { HubError, notFound, ENTITY_ID } from '../http'
import type { RelationDefinition, RelationLabel, RelationLabelFor } from './catalogue'
import { findEntity, type LocationEntity, type ResolvedEntity } from './entities'
import type { ResolveParams } from './params'
import { balanceSheets, kpis, profitAndLoss } from './resolvers/financials'
import { fireStations, floodRisks } from './resolvers/location-risks'
import { nearbyOrganizations } from './resolvers/nearby'
import { entityNetwork } from './resolvers/network'
import {
  insolvencyNotices,
  news,
  organizationPublications,
  personPublications,
  registerDocuments,
} from './resolvers/register'
import { financialReport } from './resolvers/reports'
import { management, shareholders, shareholdings } from './resolvers/roles'
import { crimeStatistics, regionalStatistics, type RegionalLabel } from './resolvers/statistics'
import { ultimateBeneficialOwners } from './resolvers/ubo'

/** `undefined` = the slice cannot be resolved (answered as `[]`); `null` is a resolved empty value. */
type Resolver<E extends ResolvedEntity> = (
  db: Database,
  entity: E,
  params: ResolveParams,
) => unknown

type EntityOf<T extends EntityType> = Extract<ResolvedEntity, { type: T }>

/** One resolver per label the catalogue lists for the entity type, typed by that type's entity. */
type ResolverTable<T extends EntityType> = Record<RelationLabelFor<T>, Resolver<EntityOf<T>>>

/** Statistical relations need a district; states and the country have none. */
const district =
  (
    resolve: (db: Database, ags: string, params: ResolveParams) => unknown,
  ): Resolver<LocationEntity> =>
  (db, location, params) =>
    location.districtAgs ? resolve(db, location.districtAgs, params) : undefined

/** Flood and fire risks are answered for building-level locations only. */
const locality =
  (resolve: (db: Database, location: LocationEntity) => unknown): Resolver<LocationEntity> =>
  (db, location) =>
    location.subtype === 'LOCALITY' ? resolve(db, location) : undefined

const regional = (label: RegionalLabel) =>
  district((db, ags, params) => regionalStatistics(db, label, ags, params.referenceYear))

const ORGANIZATION_RESOLVERS: ResolverTable<'ORGANIZATION'> = {
  MANAGEMENT: (db, org) => management(db, org.id),
  SHAREHOLDERS: (db, org) => shareholders(db, org.id),
  SHAREHOLDINGS: (db, org) => shareholdings(db, org.id),
  UBO: (db, org) => ultimateBeneficialOwners(db, org.id),
  FINANCIALS_KPI: (db, org) => kpis(db, org.id),
  BALANCE_SHEET: (db, org) => balanceSheets(db, org.id, org.shareCapital),
  PROFIT_AND_LOSS: (db, org) => profitAndLoss(db, org.id),
  FINANCIAL_REPORTS: (db, org, params) => financialReport(db, org, params) ?? undefined,
  INSOLVENCY: (db, org) => insolvencyNotices(db, org.id),
  PUBLICATIONS: (db, org) => organizationPublications(db, org.id),
  REGISTER_DOCUMENTS: (db, org) => registerDocuments(db, org.id, org.legalForm),
  NEWS: (db, org) => news(db, org.id),
  ENTITY_NETWORK: (db, org, params) => entityNetwork(db, org, params.depth ?? 2),
  NEARBY_ORGANIZATIONS: (db, org, params) =>
    nearbyOrganizations(db, org.lat, org.lon, params.radiusKm ?? 2, org.id),
}

const PERSON_RESOLVERS: ResolverTable<'PERSON'> = {
  PUBLICATIONS: (db, person) => personPublications(db, person.id),
  ENTITY_NETWORK: (db, person, params) => entityNetwork(db, person, params.depth ?? 2),
}

const LOCATION_RESOLVERS: ResolverTable<'LOCATION'> = {
  NEARBY_ORGANIZATIONS: (db, location, params) =>
    nearbyOrganizations(db, location.lat, location.lon, params.radiusKm ?? 2, null),
  FLOOD_RISKS__AT_POINT: locality(floodRisks),
  FIRE_RISKS: locality(fireStations),
  GERMAN_CRIME_STATISTICS: district((db, ags, params) =>
    crimeStatistics(db, ags, params.referenceYear),
  ),
  GERMAN_STAT__UNEMPLOYMENT_RATE: regional('GERMAN_STAT__UNEMPLOYMENT_RATE'),
  GERMAN_STAT__AGE_STRUCTURE: regional('GERMAN_STAT__AGE_STRUCTURE'),
  GERMAN_STAT__POPULATION_DEVELOPMENT: regional('GERMAN_STAT__POPULATION_DEVELOPMENT'),
  GERMAN_STAT__HOUSEHOLD_INCOME: regional('GERMAN_STAT__HOUSEHOLD_INCOME'),
  GERMAN_STAT__BUILDING_AND_RENT_PRICES: regional('GERMAN_STAT__BUILDING_AND_RENT_PRICES'),
  GERMAN_STAT__ECONOMIC_PERFORMANCE: regional('GERMAN_STAT__ECONOMIC_PERFORMANCE'),
}

/** Looked up by any label: a label of another entity type finds nothing (checked before, a 409). */
function run<E extends ResolvedEntity>(
  table: Partial<Record<RelationLabel, Resolver<E>>>,
  relation: RelationDefinition,
  db: Database,
  entity: E,
  params: ResolveParams,
): unknown {
  const resolver = table[relation.label]
  if (!resolver) throw new HubError(500, `No resolver for relation ${relation.key}`)
  return resolver(db, entity, params)
}

function resolveSlice(
  db: Database,
  relation: RelationDefinition,
  entity: ResolvedEntity,
  params: ResolveParams,
): unknown {
  switch (entity.type) {
    case 'ORGANIZATION':
      return run(ORGANIZATION_RESOLVERS, relation, db, entity, params)
    case 'PERSON':
      return run(PERSON_RESOLVERS, relation, db, entity, params)
    case 'LOCATION':
      return run(LOCATION_RESOLVERS, relation, db, entity, params)
  }
}

export function resolveRelation(
  db: Database,
  relation: RelationDefinition,
  entityId: string,
  params: ResolveParams,
) {
  const entity = ENTITY_ID.test(entityId) ? findEntity(db, entityId, relation.modelFrom) : undefined
  if (!entity) throw notFound(relation.modelFrom[0]!)
  if (!relation.modelFrom.includes(entity.type)) throw new HubError(409, 'RELATION_NOT_APPLICABLE')
  const value = resolveSlice(db, relation, entity, params)
  if (value === undefined) return []
  const type = entity.type.toLowerCase()
  return [
    {
      label: relation.label,
      entity_from: {
        fb_entity_id: entity.id,
        entity_type: entity.type,
        display_name: entity.displayName,
      },
      entity: {
        entity_type: 'FEATURE',
        entity_subtype: relation.label,
        fb_semantic_id: `feature|${relation.label.toLowerCase()}|${type}:${entity.id}`,
        value,
      },
    },
  ]
}
