/**
 * Relation catalogue search (docs/datahub-api.md §4.5) and the relation words fusion search reads as
 * intent (§4.6). The catalogue has a few dozen entries, so it is searched in memory: exact words
 * in the label, name or synonyms weigh most, prefixes less, description words least.
 */
import type { EntityType } from '../../contract/entity-types'
import { relationKey } from '../../contract/relations'
import { CURRENT_RELATIONS, type RelationDefinition } from '../relations/catalogue'
import { foldText, tokens } from './text-fold'

/** Folded words and phrases that name a relation, in German and English. */
const RELATION_INTENT_WORDS: Record<string, string[]> = {
  [relationKey('ORGANIZATION', 'FINANCIALS_KPI')]: [
    'umsatz',
    'umsatze',
    'revenue',
    'revenues',
    'kennzahlen',
    'kpi',
    'kpis',
    'finanzen',
    'financials',
    'finanzkennzahlen',
    'mitarbeiter',
    'employees',
    'mitarbeiterzahl',
  ],
  [relationKey('ORGANIZATION', 'BALANCE_SHEET')]: [
    'bilanz',
    'bilanzen',
    'balance sheet',
    'bilanzsumme',
    'aktiva',
    'passiva',
    'eigenkapital',
    'equity',
  ],
  [relationKey('ORGANIZATION', 'PROFIT_AND_LOSS')]: [
    'guv',
    'gewinn und verlustrechnung',
    'gewinn- und verlustrechnung',
    'profit and loss',
    'p&l',
    'income statement',
  ],
  [relationKey('ORGANIZATION', 'FINANCIAL_REPORTS')]: [
    'jahresabschluss',
    'jahresabschlusse',
    'konzernabschluss',
    'annual report',
    'annual accounts',
    'financial report',
    'geschaftsbericht',
  ],
  [relationKey('ORGANIZATION', 'MANAGEMENT')]: [
    'geschaftsfuhrer',
    'geschaftsfuhrung',
    'management',
    'vorstand',
    'ceo',
    'prokurist',
    'prokura',
    'managing director',
    'directors',
  ],
  [relationKey('ORGANIZATION', 'SHAREHOLDERS')]: [
    'gesellschafter',
    'shareholder',
    'shareholders',
    'anteilseigner',
    'owners',
    'eigentumer',
  ],
  [relationKey('ORGANIZATION', 'SHAREHOLDINGS')]: [
    'beteiligungen',
    'beteiligung',
    'shareholdings',
    'subsidiaries',
    'tochtergesellschaften',
  ],
  [relationKey('ORGANIZATION', 'UBO')]: [
    'ubo',
    'wirtschaftlich berechtigte',
    'beneficial owner',
    'beneficial owners',
    'transparenzregister',
  ],
  [relationKey('ORGANIZATION', 'NEWS')]: ['news', 'nachrichten', 'presse', 'meldungen'],
  [relationKey('ORGANIZATION', 'INSOLVENCY')]: [
    'insolvenz',
    'insolvency',
    'insolvenzverfahren',
    'pleite',
    'bankruptcy',
    'insolvenzbekanntmachung',
  ],
  [relationKey('ORGANIZATION', 'ENTITY_NETWORK')]: [
    'netzwerk',
    'network',
    'verflechtungen',
    'connections',
    'beziehungen',
  ],
  [relationKey('ORGANIZATION', 'PUBLICATIONS')]: [
    'bekanntmachungen',
    'registerbekanntmachungen',
    'publications',
    'registerhistorie',
  ],
  [relationKey('ORGANIZATION', 'REGISTER_DOCUMENTS')]: [
    'dokumente',
    'documents',
    'registerdokumente',
    'gesellschafterliste',
    'satzung',
  ],
  [relationKey('ORGANIZATION', 'NEARBY_ORGANIZATIONS')]: [
    'umgebung',
    'nearby',
    'in der nahe',
    'nachbarn',
    'umkreis',
  ],
  [relationKey('LOCATION', 'FLOOD_RISKS__AT_POINT')]: [
    'hochwasser',
    'flood',
    'uberschwemmung',
    'hochwassergefahr',
    'wasserschutzgebiet',
  ],
  [relationKey('LOCATION', 'FIRE_RISKS')]: [
    'feuerwehr',
    'fire brigade',
    'fire station',
    'feuerwache',
  ],
  [relationKey('LOCATION', 'GERMAN_CRIME_STATISTICS')]: [
    'kriminalitat',
    'kriminalstatistik',
    'crime',
    'straftaten',
  ],
  [relationKey('LOCATION', 'GERMAN_STAT__UNEMPLOYMENT_RATE')]: [
    'arbeitslosigkeit',
    'arbeitslosenquote',
    'unemployment',
    'arbeitslose',
  ],
  [relationKey('LOCATION', 'GERMAN_STAT__AGE_STRUCTURE')]: [
    'altersstruktur',
    'age structure',
    'durchschnittsalter',
  ],
  [relationKey('LOCATION', 'GERMAN_STAT__POPULATION_DEVELOPMENT')]: [
    'bevolkerungsentwicklung',
    'population development',
    'geburten',
    'migration',
  ],
  [relationKey('LOCATION', 'GERMAN_STAT__HOUSEHOLD_INCOME')]: [
    'einkommen',
    'haushaltseinkommen',
    'income',
    'kaufkraft',
    'schuldnerquote',
  ],
  [relationKey('LOCATION', 'GERMAN_STAT__BUILDING_AND_RENT_PRICES')]: [
    'miete',
    'mieten',
    'mietpreise',
    'rent',
    'baulandpreise',
    'immobilienpreise',
    'house prices',
  ],
  [relationKey('LOCATION', 'GERMAN_STAT__ECONOMIC_PERFORMANCE')]: [
    'bip',
    'gdp',
    'wirtschaftsleistung',
    'bruttoinlandsprodukt',
  ],
}

const PHRASES = Object.entries(RELATION_INTENT_WORDS)
  .flatMap(([key, words]) =>
    words.map((word) => ({
      key,
      word,
      // Only at the start or the end of the query: "Müller Management GmbH" names a company,
      // "Müller GmbH management" asks for its management.
      pattern: new RegExp(
        `^${escapeRegExp(word)}(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])${escapeRegExp(word)}$`,
        'u',
      ),
    })),
  )
  // Longest phrases first, so "gewinn und verlustrechnung" wins over "gewinn".
  .sort((a, b) => b.word.length - a.word.length)

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export interface RelationIntent {
  key: string
  label: string
  modelFrom: readonly EntityType[]
  /** The matched word or phrase (folded). */
  word: string
  /** The query without the relation word: what names the entity ("bmw umsatz" → "bmw"). */
  remainder: string
}

/** The relation a query asks for, if it contains a relation word; fusion search combines it with the best entity. */
export function relationIntent(query: string): RelationIntent | null {
  // A trailing fiscal year ("bmw umsatz 2023") does not hide the relation word before it.
  const folded = foldText(query)
    .replace(/\s+/g, ' ')
    .replace(/ (19|20)\d\d$/, '')
  for (const phrase of PHRASES) {
    if (!phrase.pattern.test(folded)) continue
    const relation = CURRENT_RELATIONS.find((candidate) => candidate.key === phrase.key)!
    const remainder = folded.replace(phrase.pattern, ' ').replace(/\s+/g, ' ').trim()
    return {
      key: relation.key,
      label: relation.label,
      modelFrom: relation.modelFrom,
      word: phrase.word,
      remainder,
    }
  }
  return null
}

interface Indexed {
  relation: RelationDefinition
  strong: Set<string>
  weak: Set<string>
}

const INDEX: Indexed[] = CURRENT_RELATIONS.map((relation) => ({
  relation,
  strong: new Set([
    ...tokens(relation.label.replace(/_/g, ' ')),
    ...tokens(relation.name.en),
    ...tokens(relation.name.de),
    ...(RELATION_INTENT_WORDS[relation.key] ?? []).flatMap(tokens),
  ]),
  weak: new Set([...tokens(relation.description.en), ...tokens(relation.description.de)]),
}))

function score(entry: Indexed, words: string[], raw: string): number {
  if (raw === entry.relation.key || raw === `relations/${entry.relation.key}`) return 100
  let total = 0
  for (const word of words) {
    if (entry.strong.has(word)) total += 3
    else if (word.length >= 3 && [...entry.strong].some((token) => token.startsWith(word)))
      total += 2
    else if (entry.weak.has(word)) total += 1
    else if (word.length >= 4 && [...entry.weak].some((token) => token.startsWith(word)))
      total += 0.5
  }
  return total
}

export function searchRelations(
  _db: unknown,
  q: string,
  { skip, limit }: { skip: number; limit: number },
) {
  const raw = q.trim()
  const words = tokens(raw)
  if (words.length === 0) return { results: [] }
  const scored = INDEX.map((entry) => ({ entry, score: score(entry, words, raw) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.entry.relation.key.localeCompare(b.entry.relation.key))
  return {
    results: scored.slice(skip, skip + limit).map(({ entry, score: value }) => ({
      entity_type: 'RELATION' as const,
      entity: {
        id: `relations/${entry.relation.key}`,
        key: entry.relation.key,
        name: entry.relation.name,
        description: entry.relation.description,
      },
      score: value,
    })),
  }
}
