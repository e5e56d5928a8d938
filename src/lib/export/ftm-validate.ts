/**
 * Checks FollowTheMoney entities against the model as FollowTheMoney publishes it (its
 * `defaultModel.json`): every schema known and concrete, every property known to the schema or
 * the schemata it extends, required properties present, every value a string of its property's
 * type, and every entity reference pointing at an entity of the range's schema. Used by the tests
 * (the model is a dev dependency); returns the problems, none when the entities are valid.
 */
import type { FtmEntity } from './ftm'

interface ModelProperty {
  type: string
  range?: string
}
interface ModelSchema {
  extends?: string[]
  abstract?: boolean
  required?: string[]
  properties: Record<string, ModelProperty>
}
export interface FtmModel {
  schemata: Record<string, ModelSchema>
  types: Record<string, { values?: Record<string, string> }>
}

const TYPE_CHECKS: Record<string, (value: string) => boolean> = {
  date: (value) => /^\d{4}(-\d{2}(-\d{2}(T\d{2}(:\d{2}(:\d{2})?)?)?)?)?$/.test(value),
  url: (value) => /^https?:\/\/\S+$/.test(value),
  number: (value) => value.trim() !== '' && Number.isFinite(Number(value)),
  email: (value) => /^[^@\s]+@[^@\s]+$/.test(value),
}

export function validateFtm(model: FtmModel, entities: FtmEntity[]): string[] {
  const problems: string[] = []
  const byId = new Map(entities.map((entity) => [entity.id, entity]))
  const ancestors = (name: string): string[] => {
    const schema = model.schemata[name]
    return schema ? [name, ...(schema.extends ?? []).flatMap(ancestors)] : []
  }
  const property = (schema: string, name: string): ModelProperty | undefined => {
    for (const ancestor of ancestors(schema)) {
      const found = model.schemata[ancestor]?.properties[name]
      if (found) return found
    }
    return undefined
  }
  for (const entity of entities) {
    const where = `${entity.id} (${entity.schema})`
    const schema = model.schemata[entity.schema]
    if (!schema) {
      problems.push(`${where}: unknown schema`)
      continue
    }
    if (schema.abstract) problems.push(`${where}: abstract schema`)
    if (!entity.id) problems.push(`${where}: no id`)
    // The published model lists each schema's required properties in full (inherited ones too).
    for (const required of schema.required ?? [])
      if (!entity.properties[required]?.length) problems.push(`${where}: ${required} is required`)
    for (const [name, values] of Object.entries(entity.properties)) {
      const definition = property(entity.schema, name)
      if (!definition) {
        problems.push(`${where}: unknown property ${name}`)
        continue
      }
      if (!Array.isArray(values) || values.length === 0) {
        problems.push(`${where}: ${name} is not a non-empty list`)
        continue
      }
      for (const value of values) {
        if (typeof value !== 'string' || value === '') {
          problems.push(`${where}: ${name} holds a value that is not a string`)
          continue
        }
        const type = definition.type
        if (type === 'entity') {
          const target = byId.get(value)
          if (!target)
            problems.push(`${where}: ${name} points at ${value}, which is not in the file`)
          else if (definition.range && !ancestors(target.schema).includes(definition.range))
            problems.push(
              `${where}: ${name} points at a ${target.schema}, not a ${definition.range}`,
            )
        } else if (type === 'country') {
          if (!model.types.country?.values?.[value])
            problems.push(`${where}: ${value} is no country`)
        } else if (TYPE_CHECKS[type] && !TYPE_CHECKS[type](value))
          problems.push(`${where}: ${name} = ${value} is not a valid ${type}`)
      }
    }
  }
  return problems
}
