import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { listOf, record, text, tolerant } from '@/lib/datahub/fields'
import { personSearchItem, type PersonSearchItem } from '@/lib/datahub/person-search-item'
import type { EntityType } from '@contract/entity-types'
import { toEntityType } from '@/lib/datahub/entity-ref'
import { organizationItem, type OrganizationItem } from '@/lib/datahub/organization-search-item'
import { dataItem, locationItem, relationItem } from './search-items'
import type { DataItem, LocationItem, RelationItem } from './search-items'

export type FusionGroup =
  | { type: 'ORGANIZATION'; items: OrganizationItem[] }
  | { type: 'PERSON'; items: PersonSearchItem[] }
  | { type: 'LOCATION'; items: LocationItem[] }
  | { type: 'RELATION'; items: RelationItem[] }
  | { type: 'STREAM'; items: DataItem[] }
  | { type: 'SERVICE'; items: DataItem[] }

export type GroupType = FusionGroup['type']

export interface KnowledgeGraph {
  intent: string
  fromType: EntityType
  fromId: string
  relationId: string
  parameters: Record<string, unknown>
}

export interface FusionResult {
  /** Non-empty groups, most relevant first (the order of `ranks`, then any group ranks omitted). */
  groups: FusionGroup[]
  knowledgeGraph: KnowledgeGraph | null
}

const DEFAULT_ORDER: GroupType[] = [
  'ORGANIZATION',
  'PERSON',
  'LOCATION',
  'STREAM',
  'SERVICE',
  'RELATION',
]

const knowledgeGraph = tolerant((value): KnowledgeGraph | null => {
  const raw = record.parse(value)
  const fromType = toEntityType(raw.from_entity_type)
  const fromId = text.parse(raw.from_entity_id)
  const relationId = text.parse(raw.relation_id)?.replace(/^relations\//, '') ?? null
  if (!fromType || !fromId || !relationId) return null
  // §9.8: parameters may be flat or wrapped in `params`.
  const parameters = record.parse(raw.relation_parameters)
  return {
    intent: text.parse(raw.intent) ?? 'RELATION',
    fromType,
    fromId,
    relationId,
    parameters: 'params' in parameters ? record.parse(parameters.params) : parameters,
  }
})

function toGroupType(value: unknown): GroupType | null {
  const upper = typeof value === 'string' ? value.toUpperCase() : ''
  return (DEFAULT_ORDER as string[]).includes(upper) ? (upper as GroupType) : null
}

export const fusionResult = tolerant((value): FusionResult => {
  const raw = record.parse(value)
  const results = record.parse(raw.results)
  const all: FusionGroup[] = [
    { type: 'ORGANIZATION', items: listOf(organizationItem).parse(results.organizations) },
    { type: 'PERSON', items: listOf(personSearchItem).parse(results.persons) },
    { type: 'LOCATION', items: listOf(locationItem).parse(results.locations) },
    { type: 'RELATION', items: listOf(relationItem).parse(results.relations) },
    { type: 'STREAM', items: listOf(dataItem).parse(results.streams) },
    { type: 'SERVICE', items: listOf(dataItem).parse(results.services) },
  ]
  const ranked = Array.isArray(raw.ranks)
    ? raw.ranks.map(toGroupType).filter((type): type is GroupType => !!type)
    : []
  const order = [...new Set([...ranked, ...DEFAULT_ORDER])]
  const groups = order
    .map((type) => all.find((group) => group.type === type))
    .filter((group): group is FusionGroup => !!group && group.items.length > 0)
  return { groups, knowledgeGraph: knowledgeGraph.parse(raw.knowledge_graph) }
})

/** Group headings, translated where they are shown. */
export const GROUP_TITLES: Record<GroupType, MessageDescriptor> = {
  ORGANIZATION: msg`Organizations`,
  PERSON: msg`Persons`,
  LOCATION: msg`Places`,
  RELATION: msg`Relations`,
  STREAM: msg`Datasets`,
  SERVICE: msg`Data services`,
}
