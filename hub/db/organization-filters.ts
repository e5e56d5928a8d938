/**
 * The `filters` object of organization search (§4.1) → SQL conditions on `organizations o`.
 * Unknown keys and values of the wrong type are 422s naming the offending key.
 */
import { invalid } from '../http'
import { STATE_LOCAL } from './english'

export interface FilterSql {
  where: string[]
  params: unknown[]
  /** Set by a radius filter: results sort by distance when there is no text query. */
  center?: { lat: number; lon: number; km: number }
}

const STATUSES = [
  'ACTIVE',
  'INACTIVE',
  'DISSOLVED',
  'MERGED',
  'LIQUIDATION',
  'INSOLVENCY_PROCEEDINGS',
]
const REGISTER_TYPES = ['HRA', 'HRB', 'GnR', 'GsR', 'PR', 'VR']
const SIZES = ['micro', 'small', 'medium', 'large']
const METRICS = [
  'emp_count',
  'pl_revenue',
  'pl_net_income',
  'pl_ebit',
  'bs_assets_total',
  'bs_equity_total',
  'bs_liabilities_total',
  'bs_cash_and_equivalents',
  'bs_equity_ratio',
  'bs_debt_to_assets',
]
const OPERATORS: Record<string, string> = { gte: '>=', lte: '<=', gt: '>', lt: '<', eq: '=' }
const TEXT_COLUMNS: Record<string, string> = {
  legal_form_code: 'legal_form',
  registration_authority_name: 'register_court',
  postal_code: 'postal_code',
  city: 'city',
  street: 'street',
}

const loc = (...path: (string | number)[]) => ['query', 'filters', ...path]

function text(value: unknown, key: string): string {
  if (typeof value !== 'string')
    throw invalid(loc(key), `${key} must be a string`, 'type_error.str')
  if (value.length > 200) throw invalid(loc(key), `${key} must be at most 200 characters`)
  return value
}

function oneOf(value: unknown, key: string, allowed: string[]): string {
  const string = text(value, key)
  if (!allowed.includes(string))
    throw invalid(loc(key), `${key} must be one of ${allowed.join(', ')}`, 'type_error.enum')
  return string
}

function number(value: unknown, path: (string | number)[]): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw invalid(loc(...path), `${path.join('.')} must be a number`, 'type_error.float')
  return value
}

function isoDate(value: unknown, key: string): string {
  const string = text(value, key)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(string) || Number.isNaN(Date.parse(string)))
    throw invalid(loc(key), `${key} must be an ISO date (YYYY-MM-DD)`, 'type_error.date')
  return string
}

export function organizationFilterSql(raw: unknown): FilterSql {
  const sql: FilterSql = { where: [], params: [] }
  if (raw === undefined || raw === null) return sql
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw invalid(['query', 'filters'], 'filters must be a JSON object', 'type_error.dict')
  const filters = raw as Record<string, unknown>
  const add = (condition: string, ...params: unknown[]) => {
    sql.where.push(condition)
    sql.params.push(...params)
  }
  for (const [key, value] of Object.entries(filters)) {
    if (key in TEXT_COLUMNS) add(`o.${TEXT_COLUMNS[key]} = ?`, text(value, key))
    else if (key === 'active') {
      if (typeof value !== 'boolean')
        throw invalid(loc(key), 'active must be a boolean', 'type_error.bool')
      add('o.active = ?', value ? 1 : 0)
    } else if (key === 'status') add('o.status = ?', oneOf(value, key, STATUSES))
    else if (key === 'registration_type')
      add('o.register_type = ?', oneOf(value, key, REGISTER_TYPES))
    else if (key === 'registration_number') {
      if (typeof value !== 'string' && !(typeof value === 'number' && Number.isInteger(value)))
        throw invalid(loc(key), 'registration_number must be a string', 'type_error.str')
      add('o.register_number = ?', String(value).trim())
    } else if (key === 'registration_date_from')
      add('o.registration_date >= ?', isoDate(value, key))
    else if (key === 'registration_date_to') add('o.registration_date <= ?', isoDate(value, key))
    else if (key === 'state') {
      const state = text(value, key)
      add('o.state = ?', STATE_LOCAL.get(state.toLowerCase()) ?? state)
    } else if (key === 'industry_code') add('o.industry_code = ?', text(value, key))
    else if (key === 'industry_scheme') {
      // Only WZ2025 codes are held: another scheme matches nothing rather than failing.
      if (text(value, key).toUpperCase() !== 'WZ2025') add('0')
    } else if (key === 'bs_company_size_category') add('o.size_class = ?', oneOf(value, key, SIZES))
    else if (key === 'financial_filters') financialSql(value, add)
    else if (key === 'location_coordinates' || key === 'location_max_distance_km') continue
    else throw invalid(loc(key), `unknown filter '${key}'`, 'value_error.extra')
  }
  radiusSql(filters, sql, add)
  return sql
}

function financialSql(value: unknown, add: (condition: string, ...params: unknown[]) => void) {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid(
      loc('financial_filters'),
      'financial_filters must be an object',
      'type_error.dict',
    )
  for (const [metric, condition] of Object.entries(value)) {
    if (!METRICS.includes(metric))
      throw invalid(
        loc('financial_filters', metric),
        `unknown metric '${metric}'; known: ${METRICS.join(', ')}`,
        'value_error.extra',
      )
    if (typeof condition === 'number') {
      add(`o.${metric} = ?`, number(condition, ['financial_filters', metric]))
      continue
    }
    if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) {
      throw invalid(
        loc('financial_filters', metric),
        `${metric} must be a number or an object with gte, lte, gt, lt, eq, exists`,
        'type_error',
      )
    }
    for (const [operator, operand] of Object.entries(condition)) {
      if (operator === 'exists') {
        if (typeof operand !== 'boolean')
          throw invalid(
            loc('financial_filters', metric, operator),
            'exists must be a boolean',
            'type_error.bool',
          )
        add(`o.${metric} IS ${operand ? 'NOT ' : ''}NULL`)
      } else if (operator in OPERATORS)
        add(
          `o.${metric} ${OPERATORS[operator]} ?`,
          number(operand, ['financial_filters', metric, operator]),
        )
      else
        throw invalid(
          loc('financial_filters', metric, operator),
          `unknown operator '${operator}'; known: gte, lte, gt, lt, eq, exists`,
          'value_error.extra',
        )
    }
  }
}

function radiusSql(
  filters: Record<string, unknown>,
  sql: FilterSql,
  add: (condition: string, ...params: unknown[]) => void,
) {
  const coordinates = filters.location_coordinates
  const distance = filters.location_max_distance_km
  if (coordinates === undefined && distance === undefined) return
  if (coordinates === undefined || distance === undefined) {
    throw invalid(
      loc(coordinates === undefined ? 'location_coordinates' : 'location_max_distance_km'),
      'location_coordinates and location_max_distance_km go together',
    )
  }
  if (typeof coordinates !== 'object' || coordinates === null || Array.isArray(coordinates))
    throw invalid(
      loc('location_coordinates'),
      'location_coordinates must be an object {lat, lon}',
      'type_error.dict',
    )
  const { lat, lon } = coordinates as Record<string, unknown>
  const latitude = number(lat, ['location_coordinates', 'lat'])
  const longitude = number(lon, ['location_coordinates', 'lon'])
  if (latitude < -90 || latitude > 90)
    throw invalid(loc('location_coordinates', 'lat'), 'lat must be between -90 and 90')
  if (longitude < -180 || longitude > 180)
    throw invalid(loc('location_coordinates', 'lon'), 'lon must be between -180 and 180')
  const km = number(distance, ['location_max_distance_km'])
  if (km < 1 || km > 100)
    throw invalid(
      loc('location_max_distance_km'),
      'location_max_distance_km must be between 1 and 100',
    )
  // Bounding box first (uses the lat/lon index), exact great-circle distance second.
  const dLat = km / 111
  const dLon = km / (111 * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)))
  add(
    'o.lat BETWEEN ? AND ? AND o.lon BETWEEN ? AND ?',
    latitude - dLat,
    latitude + dLat,
    longitude - dLon,
    longitude + dLon,
  )
  add('hub_distance_km(o.lat, o.lon, ?, ?) <= ?', latitude, longitude, km)
  sql.center = { lat: latitude, lon: longitude, km }
}
