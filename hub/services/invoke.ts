/**
 * Validates a service invocation against the service's input definitions and runs it. Every input
 * problem is a 422 located at ["body", "inputs", <name>], the shape clients map onto form fields.
 */
import type { Database } from 'better-sqlite3'
import { HubError, invalid, notFound, type ValidationIssue } from '../http'
import {
  COMPANY_SIZE_CLASS,
  DISTRICT_STATISTICS,
  ENTITY_WEB_CONTEXT,
  GEOCODE_ADDRESS,
  NEARBY_PLACES,
  type ServiceDefinition,
  type ServiceInputType,
} from './definitions'
import { entityWebContext, type EntityWebContextInputs } from './entity-web-context'
import { districtStatistics, geocodeAddress, nearbyPlaces } from './geo-services'
import { companySizeClass } from './size-class'
import { findService } from './service-catalogue'

type Inputs = Record<string, string | number | boolean>

const MAX_STRING = 500

const RUNNERS: Record<string, (db: Database, inputs: Inputs) => unknown> = {
  [ENTITY_WEB_CONTEXT]: (db, inputs) =>
    entityWebContext(db, inputs as unknown as EntityWebContextInputs),
  [GEOCODE_ADDRESS]: (db, inputs) =>
    geocodeAddress(db, inputs as Parameters<typeof geocodeAddress>[1]),
  [NEARBY_PLACES]: (db, inputs) =>
    nearbyPlaces(db, inputs as unknown as Parameters<typeof nearbyPlaces>[1]),
  [DISTRICT_STATISTICS]: (db, inputs) =>
    districtStatistics(db, inputs as unknown as Parameters<typeof districtStatistics>[1]),
  [COMPANY_SIZE_CLASS]: (_db, inputs) =>
    companySizeClass(inputs as unknown as Parameters<typeof companySizeClass>[0]),
}

export function invokeService(db: Database, body: unknown): { data: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid(['body'], 'body must be a JSON object', 'type_error.dict')
  }
  const { service_key: key, inputs, ...rest } = body as Record<string, unknown>
  const unknownKey = Object.keys(rest)[0]
  if (unknownKey !== undefined)
    throw invalid(['body', unknownKey], 'extra fields not permitted', 'value_error.extra')
  if (typeof key !== 'string' || key === '')
    throw invalid(
      ['body', 'service_key'],
      'service_key must be a non-empty string',
      'type_error.str',
    )
  const service = findService(db, key)
  const run = service && RUNNERS[service.key]
  if (!service || !run) throw notFound('SERVICE')
  return { data: run(db, validateInputs(service, inputs)) }
}

function validateInputs(service: ServiceDefinition, raw: unknown): Inputs {
  if (raw === undefined || raw === null) raw = {}
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw invalid(['body', 'inputs'], 'inputs must be an object', 'type_error.dict')
  const given = raw as Record<string, unknown>
  const issues: ValidationIssue[] = []
  const inputs: Inputs = {}
  for (const name of Object.keys(given)) {
    if (!service.inputs.some((input) => input.name === name)) {
      issues.push({
        loc: ['body', 'inputs', name],
        msg: `unknown input '${name}'`,
        type: 'value_error.extra',
      })
    }
  }
  for (const definition of service.inputs) {
    const value = given[definition.name]
    if (value === undefined || value === null || value === '') {
      if (definition.required) {
        issues.push({
          loc: ['body', 'inputs', definition.name],
          msg: 'field required',
          type: 'value_error.missing',
        })
      }
      continue
    }
    const problem = typeProblem(definition.type, value)
    if (problem)
      issues.push({
        loc: ['body', 'inputs', definition.name],
        msg: problem,
        type: `type_error.${definition.type}`,
      })
    else inputs[definition.name] = value as string | number | boolean
  }
  if (issues.length > 0) throw new HubError(422, issues)
  return inputs
}

function typeProblem(type: ServiceInputType, value: unknown): string | undefined {
  switch (type) {
    case 'string':
      if (typeof value !== 'string') return 'value is not a valid string'
      return value.length > MAX_STRING
        ? `string must be at most ${MAX_STRING} characters`
        : undefined
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value)
        ? undefined
        : 'value is not a valid integer'
    case 'float':
      return typeof value === 'number' && Number.isFinite(value)
        ? undefined
        : 'value is not a valid float'
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'value is not a valid boolean'
  }
}
