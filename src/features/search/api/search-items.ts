import { keyField } from '@/lib/datahub/catalogue-key'
import {
  localized,
  num,
  pickText,
  record,
  reject,
  text,
  tolerant,
  type Localized,
} from '@/lib/datahub/fields'
import { locationTitle, locationView, type LocationView } from '@/lib/datahub/location'

export interface LocationItem {
  id: string
  title: string
  location: LocationView
}

export interface DataItem {
  kind: 'STREAM' | 'SERVICE'
  key: string
  /** English first: the stable name (suggestions, tests). */
  name: string
  /** Both languages as the Data Hub gave them: the page shows the interface's (`nameIn`). */
  names: Localized | null
  source: string | null
  coverage: string[]
  score: number | null
}

export interface RelationItem {
  key: string
  label: string | null
  name: string
  names: Localized | null
  /** Both languages as the Data Hub gave them, picked when shown. */
  description: Localized | null
  /** The parameters the result was found with (`reference_year`, …); empty when none. */
  parameters: Record<string, unknown>
  /**
   * What makes the result distinct: the key and its parameters. The same relation with another
   * year is another result, so lists key by this, never by `key` alone.
   */
  identity: string
}

/** JSON with sorted keys: the same parameters in another order are the same result. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/** Parameters flat or wrapped in `params` (§9.8), on the result or on its entity. */
function relationParameters(outer: Record<string, unknown>, entity: Record<string, unknown>) {
  const raw = record.parse(
    outer.relation_parameters ??
      outer.parameters ??
      entity.relation_parameters ??
      entity.parameters,
  )
  return 'params' in raw ? record.parse(raw.params) : raw
}

export const locationItem = tolerant((value, context): LocationItem => {
  const outer = record.parse(value)
  const location = locationView.parse(outer.entity ?? outer)
  if (!location.id) return reject(context, 'location result without ID')
  return { id: location.id, title: locationTitle(location), location }
})

export const dataItem = tolerant((value, context): DataItem => {
  const outer = record.parse(value)
  const entity = record.parse(outer.entity)
  const kind = text.parse(outer.entity_type)?.toUpperCase() === 'SERVICE' ? 'SERVICE' : 'STREAM'
  const key = keyField(entity) ?? text.parse(outer.linked_context_id)
  if (!key) return reject(context, 'data result without key')
  const names = localized.parse(entity.name)
  const coverage = record.parse(
    record.parse(record.parse(entity.meta).coverage).geographical,
  ).iso_alpha_3
  return {
    kind,
    key: key.replace(/^(data_streams|services)\//, ''),
    name: pickText(names, 'en') ?? text.parse(outer.linked_data_value) ?? key,
    names,
    source: text.parse(record.parse(entity.source).name),
    coverage: Array.isArray(coverage)
      ? coverage.filter((code): code is string => typeof code === 'string')
      : [],
    score: num.parse(outer.score),
  }
})

export const relationItem = tolerant((value, context): RelationItem => {
  const outer = record.parse(value)
  const entity = record.parse(outer.entity)
  const key = text.parse(entity.key) ?? text.parse(entity.id)?.replace(/^relations\//, '') ?? null
  if (!key) return reject(context, 'relation result without key')
  const name = localized.parse(entity.name)
  const parameters = relationParameters(outer, entity)
  return {
    key,
    label: text.parse(entity.label),
    name: pickText(name, 'en') ?? text.parse(entity.label) ?? key,
    names: name,
    description: localized.parse(entity.description),
    parameters,
    identity: `${key}${Object.keys(parameters).length > 0 ? ` ${stableJson(parameters)}` : ''}`,
  }
})
