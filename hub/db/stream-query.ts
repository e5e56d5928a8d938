/**
 * Parses `query_parameters` (docs/datahub-api.md §6.2) into a checked query: every identifier must be a
 * column of the stream's catalogue (so SQL is only ever built from whitelisted names) and every
 * value is coerced to its column's type and bound as a parameter.
 */
import { HubError, invalid, type ValidationIssue } from '../http'
import type { Stream, StreamColumn } from './stream-catalogue'

export const OPERATORS = [
  'EQUALS',
  'NOT_EQUALS',
  'GREATER_THAN',
  'GREATER_EQUALS',
  'LESS_THAN',
  'LESS_EQUALS',
  'CONTAINS',
  'NOT_CONTAINS',
  'STARTS_WITH',
  'ENDS_WITH',
  'IN',
  'NOT_IN',
  'IS_NULL',
  'IS_NOT_NULL',
] as const
export type Operator = (typeof OPERATORS)[number]

export type SqlValue = string | number | null

export interface StreamFilter {
  column: StreamColumn
  operator: Operator
  /** Coerced value(s): a list for IN / NOT_IN, nothing for the null tests. */
  values: SqlValue[]
}

export interface StreamQuery {
  sort: { column: StreamColumn; desc: boolean }[]
  filters: StreamFilter[]
  project: StreamColumn[] | null
  /** Ingestion ordinals (inclusive) a row may come from, or null for no restriction. */
  versions: { low: number; high: number } | null
}

const LOC = ['query', 'query_parameters'] as const
const MAX_SORT_KEYS = 8
const MAX_FILTERS = 50
const MAX_IN_VALUES = 1000
const TEXT_OPERATORS: readonly Operator[] = ['CONTAINS', 'NOT_CONTAINS', 'STARTS_WITH', 'ENDS_WITH']

export function parseStreamQuery(
  stream: Stream,
  raw: unknown,
  topLevelBoundary: string | undefined,
): StreamQuery {
  if (raw === undefined || raw === null) raw = {}
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw invalid([...LOC], 'query_parameters must be a JSON object', 'type_error.dict')
  const params = raw as Record<string, unknown>
  return {
    sort: parseSort(stream, params.sort_keys, params.sort_order),
    filters: parseFilters(stream, params.filters),
    project: parseProjection(stream, params.project_fields),
    versions: parseBoundary(stream, params.version_boundary, topLevelBoundary),
  }
}

/**
 * §9 (9): `version_boundary` may come at the top level or inside `query_parameters`. Both at once
 * is fine when they agree; when they differ the hub cannot know which one was meant (hub decision).
 */
function parseBoundary(
  stream: Stream,
  inside: unknown,
  topLevel: string | undefined,
): { low: number; high: number } | null {
  if (inside !== undefined && inside !== null && typeof inside !== 'string') {
    throw invalid(
      [...LOC, 'version_boundary'],
      'version_boundary must be a string',
      'type_error.str',
    )
  }
  if (typeof inside === 'string' && topLevel !== undefined && inside.trim() !== topLevel.trim()) {
    throw invalid(
      ['query', 'version_boundary'],
      'version_boundary is given twice (at the top level and inside query_parameters) with different values',
    )
  }
  const boundary = typeof inside === 'string' ? inside : topLevel
  return boundary === undefined ? null : versionsWithin(stream, boundary)
}

function column(stream: Stream, name: unknown, loc: (string | number)[]): StreamColumn {
  const found = typeof name === 'string' ? stream.columnsByName.get(name) : undefined
  if (!found) throw invalid(loc, `unknown column ${JSON.stringify(name)} in stream ${stream.key}`)
  return found
}

function stringList(value: unknown, loc: (string | number)[]): unknown[] {
  if (!Array.isArray(value)) throw invalid(loc, 'must be an array', 'type_error.list')
  return value
}

function parseSort(stream: Stream, keys: unknown, order: unknown) {
  if (keys === undefined || keys === null) {
    if (
      order !== undefined &&
      order !== null &&
      stringList(order, [...LOC, 'sort_order']).length > 0
    ) {
      throw invalid([...LOC, 'sort_order'], 'sort_order given without sort_keys')
    }
    return []
  }
  const names = stringList(keys, [...LOC, 'sort_keys'])
  if (names.length > MAX_SORT_KEYS)
    throw invalid([...LOC, 'sort_keys'], `at most ${MAX_SORT_KEYS} sort keys`)
  const orders =
    order === undefined || order === null
      ? names.map(() => 'asc')
      : stringList(order, [...LOC, 'sort_order'])
  if (orders.length !== names.length) {
    throw invalid([...LOC, 'sort_order'], 'sort_keys and sort_order must have the same length')
  }
  return names.map((name, index) => {
    const direction = orders[index]
    if (direction !== 'asc' && direction !== 'desc') {
      throw invalid([...LOC, 'sort_order', index], 'sort order must be "asc" or "desc"')
    }
    return {
      column: column(stream, name, [...LOC, 'sort_keys', index]),
      desc: direction === 'desc',
    }
  })
}

function parseProjection(stream: Stream, fields: unknown): StreamColumn[] | null {
  if (fields === undefined || fields === null) return null
  const names = stringList(fields, [...LOC, 'project_fields'])
  if (names.length === 0) return null
  return [...new Set(names)].map((name, index) =>
    column(stream, name, [...LOC, 'project_fields', index]),
  )
}

function parseFilters(stream: Stream, raw: unknown): StreamFilter[] {
  if (raw === undefined || raw === null) return []
  const list = stringList(raw, [...LOC, 'filters'])
  if (list.length > MAX_FILTERS)
    throw invalid([...LOC, 'filters'], `at most ${MAX_FILTERS} filters`)
  return list.map((entry, index) => {
    const loc = [...LOC, 'filters', index]
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw invalid(
        loc,
        'a filter must be an object {property, operator, value}',
        'type_error.dict',
      )
    }
    const { property, operator, value } = entry as Record<string, unknown>
    const target = column(stream, property, [...loc, 'property'])
    if (typeof operator !== 'string' || !(OPERATORS as readonly string[]).includes(operator)) {
      throw invalid(
        [...loc, 'operator'],
        `unknown operator ${JSON.stringify(operator)}; one of ${OPERATORS.join(', ')}`,
      )
    }
    const op = operator as Operator
    return {
      column: target,
      operator: op,
      values: filterValues(target, op, value, [...loc, 'value']),
    }
  })
}

function filterValues(
  target: StreamColumn,
  operator: Operator,
  value: unknown,
  loc: (string | number)[],
): SqlValue[] {
  if (operator === 'IS_NULL' || operator === 'IS_NOT_NULL') return []
  if (operator === 'IN' || operator === 'NOT_IN') {
    const list = stringList(value, loc)
    if (list.length > MAX_IN_VALUES) throw invalid(loc, `at most ${MAX_IN_VALUES} values`)
    return list.map((item, index) => coerce(target, item, [...loc, index]))
  }
  if (value === undefined || value === null)
    throw invalid(loc, `operator ${operator} needs a value`, 'value_error.missing')
  if (TEXT_OPERATORS.includes(operator)) {
    if (typeof value !== 'string' && typeof value !== 'number')
      throw invalid(loc, 'value must be a string', 'type_error.str')
    return [String(value)]
  }
  return [coerce(target, value, loc)]
}

/** A filter value in the column's storage type; a value that cannot be one is a 422. */
function coerce(target: StreamColumn, value: unknown, loc: (string | number)[]): SqlValue {
  const fail = (expected: string): never => {
    throw new HubError(422, [
      {
        loc,
        msg: `value for ${target.name} must be ${expected}`,
        type: `type_error.${target.type}`,
      } satisfies ValidationIssue,
    ])
  }
  if (value === null) return null
  switch (target.type) {
    case 'int': {
      const number =
        typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value
      return typeof number === 'number' && Number.isSafeInteger(number)
        ? number
        : fail('an integer')
    }
    case 'float': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
      return typeof number === 'number' && Number.isFinite(number) ? number : fail('a number')
    }
    case 'bool':
      if (value === true || value === 'true' || value === 1) return 1
      if (value === false || value === 'false' || value === 0) return 0
      return fail('a boolean')
    default:
      return typeof value === 'string' ? value : fail('a string')
  }
}

/** Longer than any version a client could hold; keeps an echoed value short. */
const MAX_VERSION_LENGTH = 100

/**
 * `"<v>"`: the rows of the versions ingested after v; `"<v1>,<v2>"`: the rows of the versions from
 * v1 through v2, both included, in either order (docs/datahub-api.md §6.2). A boundary that is not
 * of that form, or that names a version the stream never had, is a 422 saying which (hub decision).
 */
function versionsWithin(stream: Stream, boundary: string): { low: number; high: number } {
  const parts = boundary.split(',').map((part) => part.trim())
  if (parts.length > 2 || parts.some((part) => part === '' || part.length > MAX_VERSION_LENGTH)) {
    throw invalid(
      ['query', 'version_boundary'],
      'version_boundary must be one data version ("<version>") or two separated by a comma ' +
        '("<version>,<version>"), as given by data_version and fb_data_version',
    )
  }
  const ordinals = parts.map((part) => {
    const version = stream.versions.find((candidate) => candidate.version === part)
    if (!version)
      throw invalid(
        ['query', 'version_boundary'],
        `unknown data version ${JSON.stringify(part)}: stream ${stream.key} has no such version`,
      )
    return version.ordinal
  })
  return ordinals.length === 1
    ? { low: ordinals[0]! + 1, high: stream.versions.length }
    : { low: Math.min(...ordinals), high: Math.max(...ordinals) }
}
