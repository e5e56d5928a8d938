/**
 * Fusion search (§4.6): every group searched at once (at most 5 items each), then ordered by
 * intent. Register IDs rank organizations first, postal codes and addresses locations, data words
 * streams; an organization (or place) named together with a relation word yields a knowledge graph.
 */
import type { EntityType } from '../../contract/entity-types'
import type { Database } from 'better-sqlite3'
import { searchData } from './data-search'
import { fold, nameBoost } from './fts'
import { searchLocations } from './location-search'
import { parseRegisterId, searchOrganizations } from './organization-search'
import { searchPersons } from './person-search'
import { relationIntent, searchRelations } from './relation-search'

const GROUP_SIZE = 5
const DATA_WORDS = new Set([
  'statistik',
  'statistiken',
  'daten',
  'datensatz',
  'datensatze',
  'dataset',
  'datasets',
  'data',
  'bevolkerung',
  'population',
  'statistics',
  'tabelle',
  'table',
  'zahlen',
])
const STREET_ADDRESS =
  /[\p{L}-]+(straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee)\s+\d+/iu

/** Fusion search's groups: the entity types, then relations, streams and services. */
type GroupType = EntityType | 'RELATION' | 'STREAM' | 'SERVICE'

export function fusionSearch(db: Database, q: string) {
  const text = q.trim()
  const page = { skip: 0, limit: GROUP_SIZE }
  if (!text)
    return {
      results: {
        organizations: [],
        persons: [],
        locations: [],
        relations: [],
        streams: [],
        services: [],
      },
      ranks: [] as GroupType[],
    }
  const register = parseRegisterId(text)
  const intent = register ? null : relationIntent(text)
  const entityText = intent?.remainder || text
  const organizations = searchOrganizations(db, { q: entityText, ...page }).results
  const persons = searchPersons(db, { q: entityText, ...page }).results
  const locations = searchLocations(db, { q: entityText, ...page })
  const relations = searchRelations(db, text, page).results
  const data = searchData(db, { q: text, ...page, includeStreams: true, includeServices: true })
  const folded = fold(text)
  const strength: Record<GroupType, number> = {
    ORGANIZATION: organizations.length
      ? organizationStrength(organizations[0]!.entity.name, entityText)
      : 0,
    PERSON: persons.length ? personStrength(persons[0]!.entity.name, entityText) : 0,
    LOCATION: locations.length
      ? fold(locations[0]!.entity.formatted_address.split(',')[0] ?? '') === fold(entityText)
        ? 3.5
        : 1
      : 0,
    RELATION: relations.length ? Math.min(2.5, relations[0]!.score / 3) : 0,
    STREAM: data.streams.length ? data.streams[0]!.score * 3 : 0,
    SERVICE: data.services.length ? data.services[0]!.score * 2.5 : 0,
  }
  if (register && organizations.length) strength.ORGANIZATION = 10
  if (
    (/^\d{5}$/.test(text) || STREET_ADDRESS.test(text) || /\b\d{5}\b/.test(text)) &&
    locations.length &&
    !register
  )
    strength.LOCATION = 10
  if (folded.split(' ').some((word) => DATA_WORDS.has(word)) && data.streams.length)
    strength.STREAM = Math.max(strength.STREAM, 9)

  let knowledgeGraph: Record<string, unknown> | undefined
  if (intent && intent.remainder) {
    const organization = intent.modelFrom.includes('ORGANIZATION') ? organizations[0] : undefined
    const location =
      !organization && intent.modelFrom.includes('LOCATION') ? locations[0] : undefined
    const from = organization
      ? { type: 'ORGANIZATION' as const, id: organization.entity.fb_entity_id }
      : location
        ? { type: 'LOCATION' as const, id: location.entity.fb_entity_id }
        : undefined
    if (from) {
      knowledgeGraph = {
        intent: 'RELATION',
        from_entity_type: from.type,
        from_entity_id: from.id,
        relation_id: intent.key,
        relation_parameters: {},
      }
      strength[from.type] = 10
      strength.RELATION = Math.max(strength.RELATION, 9)
    }
  } else if (intent && relations.length) strength.RELATION = Math.max(strength.RELATION, 2.6)

  const ranks = (Object.keys(strength) as GroupType[])
    .filter((type) => strength[type] > 0)
    .sort((a, b) => strength[b] - strength[a])
  return {
    results: {
      organizations,
      persons,
      locations,
      relations,
      streams: data.streams,
      services: data.services,
    },
    ranks,
    ...(knowledgeGraph ? { knowledge_graph: knowledgeGraph } : {}),
  }
}

function organizationStrength(name: string, q: string): number {
  const boost = nameBoost(name, q)
  return boost >= 40 ? 3 : boost >= 15 ? 2.2 : 1.2
}

function personStrength(name: { given: string; family: string }, q: string): number {
  const target = fold(q)
  if (
    fold(`${name.given} ${name.family}`) === target ||
    fold(`${name.family} ${name.given}`) === target
  )
    return 3.2
  return fold(name.family) === target ? 2 : 0.8
}
