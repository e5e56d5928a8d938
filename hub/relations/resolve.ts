/**
 * Resolving a relation on an entity: find the entity, check the relation applies to its type,
 * compute the slice and wrap it in the §7 envelope. `[]` means the slice cannot be resolved.
 */
import type { Database } from 'better-sqlite3'
import { HubError, notFound, ENTITY_ID } from '../http'
import { resolverKey, type RelationDefinition } from './catalogue'
import {
  findEntity,
  type LocationEntity,
  type OrganizationEntity,
  type ResolvedEntity,
} from './entities'
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
import { crimeStatistics, regionalStatistics, REGIONAL_METRICS } from './resolvers/statistics'
import { ultimateBeneficialOwners } from './resolvers/ubo'

/** `undefined` = the slice cannot be resolved (answered as `[]`); `null` is a resolved empty value. */
type Resolver = (db: Database, entity: ResolvedEntity, params: ResolveParams) => unknown

const org =
  (
    resolve: (db: Database, entity: OrganizationEntity, params: ResolveParams) => unknown,
  ): Resolver =>
  (db, entity, params) =>
    resolve(db, entity as OrganizationEntity, params)

/** Statistical relations need a district; states and the country have none. */
const district =
  (resolve: (db: Database, ags: string, params: ResolveParams) => unknown): Resolver =>
  (db, entity, params) => {
    const ags = (entity as LocationEntity).districtAgs
    return ags ? resolve(db, ags, params) : undefined
  }

const locality =
  (resolve: (db: Database, entity: LocationEntity) => unknown): Resolver =>
  (db, entity) => {
    const location = entity as LocationEntity
    return location.subtype === 'LOCALITY' ? resolve(db, location) : undefined
  }

const RESOLVERS: Record<string, Resolver> = {
  '5906082026': org((db, entity) => management(db, entity.id)),
  '7326258463': org((db, entity) => shareholders(db, entity.id)),
  '9136475649': org((db, entity) => shareholdings(db, entity.id)),
  '9136468925': org((db, entity) => ultimateBeneficialOwners(db, entity.id)),
  '5601746763': org((db, entity) => kpis(db, entity.id)),
  '5601746108': org((db, entity) => balanceSheets(db, entity.id, entity.legalForm)),
  '5601734199': org((db, entity) => profitAndLoss(db, entity.id)),
  '6322183029': org((db, entity, params) => financialReport(db, entity, params) ?? undefined),
  '4655345278': org((db, entity) => insolvencyNotices(db, entity.id)),
  '5990427555': org((db, entity) => organizationPublications(db, entity.id)),
  '6391320624': org((db, entity) => registerDocuments(db, entity.id, entity.legalForm)),
  '5162071547': org((db, entity) => news(db, entity.id)),
  '3138484719': (db, entity, params) => entityNetwork(db, entity, params.depth ?? 2),
  '2545866067': (db, entity, params) => entityNetwork(db, entity, params.depth ?? 2),
  '5990434853': (db, entity) => personPublications(db, entity.id),
  '8246474913': (db, entity, params) => {
    const point = entity as OrganizationEntity | LocationEntity
    return nearbyOrganizations(
      db,
      point.lat,
      point.lon,
      params.radiusKm ?? 2,
      entity.type === 'ORGANIZATION' ? entity.id : null,
    )
  },
  '9209128402': locality((_db, location) => floodRisks(location)),
  '9209240732': locality((db, location) => fireStations(db, location)),
  '9209216968': district((db, ags, params) => crimeStatistics(db, ags, params.referenceYear)),
  ...Object.fromEntries(
    Object.keys(REGIONAL_METRICS).map((key): [string, Resolver] => [
      key,
      district((db, ags, params) => regionalStatistics(db, key, ags, params.referenceYear)),
    ]),
  ),
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
  const resolver = RESOLVERS[resolverKey(relation)]
  if (!resolver) throw new HubError(500, `No resolver for relation ${relation.key}`)
  const value = resolver(db, entity, params)
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
