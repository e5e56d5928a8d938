/**
 * The service catalogue as stored by the generator (table `services`), and the §8 record shape of
 * `GET /service/get/{key}`. Cached per database: the catalogue never changes after generation.
 */
import type { Database } from 'better-sqlite3'
import type { ServiceDefinition } from './definitions'

const cache = new WeakMap<Database, ServiceDefinition[]>()

export function serviceCatalogue(db: Database): ServiceDefinition[] {
  const cached = cache.get(db)
  if (cached) return cached
  const exists = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'services'")
    .get()
  if (!exists) return []
  const services = (
    db.prepare('SELECT definition FROM services ORDER BY position').pluck().all() as string[]
  ).map((definition) => JSON.parse(definition) as ServiceDefinition)
  cache.set(db, services)
  return services
}

export function findService(db: Database, key: string): ServiceDefinition | undefined {
  const bare = key.replace(/^services\//, '')
  return serviceCatalogue(db).find((service) => service.key === bare)
}

export function serviceRecord(service: ServiceDefinition) {
  return {
    _key: service.key,
    id: `services/${service.key}`,
    name: service.name,
    description: service.description,
    updated_at: service.updatedAt,
    source: {
      id: `data_sources/${service.source.key}`,
      service_specific: { uri: service.source.uri },
    },
    service_input_definition: service.inputs.map((input) => ({
      name: input.name,
      type: input.type,
      description: input.description,
      sample: input.sample,
      required: input.required,
    })),
    credit_policy: { entity_action: 'invoke', credit_cost: service.creditCost },
  }
}
