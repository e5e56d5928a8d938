/**
 * Dataset and service search (docs/datahub-api.md §4.4). The catalogue has a few dozen entries, so a token
 * ranking in memory beats an FTS table: each query word is matched, diacritic-insensitively, against
 * the words of the names (strongest), the topic keywords, then descriptions and column names, as a
 * whole word, a prefix or (for longer words, to reach into German compounds) a substring.
 */
import type { Database } from 'better-sqlite3'
import { streamCatalogue } from './stream-catalogue'
import { tokens } from './text-fold'
import { serviceCatalogue } from '../services/service-catalogue'

export interface DataSearchItem {
  entity_type: 'STREAM' | 'SERVICE'
  linked_data_id: ''
  linked_context_id: string
  linked_data_value: string
  entity: {
    key: string
    name: { en: string; de?: string }
    display_name: null
    source: { name: string }
    meta: { coverage: { geographical: { iso_alpha_3: string[] } } }
  }
  score: number
  distance: number
}

export interface DataSearchOptions {
  q: string
  skip: number
  limit: number
  includeStreams: boolean
  includeServices: boolean
  /** Only entries covering at least one of these countries; empty or absent means no filter. */
  isoAlpha3?: string[]
}

interface Entry {
  type: 'STREAM' | 'SERVICE'
  key: string
  name: { en: string; de: string }
  sourceName: string
  coverage: string[]
  /** Word sets by weight: names 1, keywords 0.8, descriptions and columns 0.5. */
  fields: { weight: number; words: string[] }[]
}

const MAX_WEIGHT = 1

export function searchData(
  db: Database,
  options: DataSearchOptions,
): { streams: DataSearchItem[]; services: DataSearchItem[] } {
  const wanted = tokens(options.q)
  const entries = catalogueEntries(db).filter(
    (entry) =>
      !options.isoAlpha3?.length ||
      entry.coverage.some((code) => options.isoAlpha3!.includes(code)),
  )
  const ranked = entries
    .map((entry, position) => ({
      entry,
      position,
      score: wanted.length === 0 ? 1 : score(entry, wanted),
    }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
  const page = (type: Entry['type']) =>
    ranked
      .filter((hit) => hit.entry.type === type)
      .slice(options.skip, options.skip + options.limit)
      .map((hit) => item(hit.entry, hit.score))
  return {
    streams: options.includeStreams ? page('STREAM') : [],
    services: options.includeServices ? page('SERVICE') : [],
  }
}

function score(entry: Entry, wanted: string[]): number {
  let total = 0
  for (const token of wanted) {
    let best = 0
    for (const field of entry.fields) {
      for (const word of field.words) {
        const quality =
          word === token
            ? 1
            : word.startsWith(token)
              ? 0.9
              : token.length >= 5 && word.includes(token)
                ? 0.7
                : 0
        best = Math.max(best, quality * field.weight)
      }
    }
    total += best
  }
  return Math.round((total / (wanted.length * MAX_WEIGHT)) * 1000) / 1000
}

function item(entry: Entry, score: number): DataSearchItem {
  return {
    entity_type: entry.type,
    linked_data_id: '',
    linked_context_id: entry.key,
    linked_data_value: entry.name.en,
    entity: {
      key: entry.key,
      name: entry.name,
      display_name: null,
      source: { name: entry.sourceName },
      meta: { coverage: { geographical: { iso_alpha_3: entry.coverage } } },
    },
    score,
    distance: Math.round((1 - score) * 1000) / 1000,
  }
}

const cache = new WeakMap<Database, Entry[]>()

function catalogueEntries(db: Database): Entry[] {
  const cached = cache.get(db)
  if (cached) return cached
  const streams = [...streamCatalogue(db).values()].map<Entry>((stream) => ({
    type: 'STREAM',
    key: stream.key,
    name: stream.name,
    sourceName: stream.sourceName,
    coverage: stream.coverage,
    fields: [
      { weight: 1, words: tokens(`${stream.name.en} ${stream.name.de}`) },
      { weight: 0.8, words: tokens(stream.keywords) },
      {
        weight: 0.5,
        words: tokens(
          `${stream.description.en} ${stream.description.de} ` +
            stream.columns
              .filter((c) => !c.system)
              .map((c) => `${c.name.replace(/_/g, ' ')} ${c.description}`)
              .join(' '),
        ),
      },
    ],
  }))
  const services = serviceCatalogue(db).map<Entry>((service) => ({
    type: 'SERVICE',
    key: service.key,
    name: service.name,
    sourceName: service.source.name,
    coverage: service.coverage,
    fields: [
      { weight: 1, words: tokens(`${service.name.en} ${service.name.de}`) },
      { weight: 0.8, words: tokens(service.keywords) },
      {
        weight: 0.5,
        words: tokens(
          `${service.description.en} ${service.description.de} ${service.inputs.map((i) => i.name.replace(/_/g, ' ')).join(' ')}`,
        ),
      },
    ],
  }))
  const entries = [...streams, ...services].map((entry) => ({
    ...entry,
    fields: entry.fields.map((field) => ({ ...field, words: [...new Set(field.words)] })),
  }))
  if (entries.length > 0) cache.set(db, entries)
  return entries
}
