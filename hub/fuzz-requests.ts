/**
 * fast-check arbitraries for fuzzing the hub and the proxy with random and malformed requests:
 * real and broken paths, parameters of every wrong type, huge and odd-unicode values, lone
 * surrogates and NUL bytes (percent-encoded, since a URL cannot carry them raw), JSON and non-JSON
 * bodies, and methods the API does not have. Used by hub/fuzz.test.ts and proxy/fuzz.test.ts.
 */
import type { Database } from 'better-sqlite3'
import fc from 'fast-check'

export interface FuzzRequest {
  method: string
  /** Path with query, relative to the origin, already percent-encoded (possibly wrongly). */
  url: string
  headers: Record<string, string>
  body?: string
}

/** IDs that exist in the database, so the fuzzer also reaches the deep code behind valid lookups. */
export interface FuzzIds {
  organizations: string[]
  persons: string[]
  locations: string[]
  streams: string[]
  services: string[]
  relations: string[]
}

export function sampleIds(db: Database): FuzzIds {
  const column = (sql: string) => db.prepare(sql).pluck().all() as string[]
  return {
    organizations: column('SELECT id FROM organizations ORDER BY seq LIMIT 40'),
    persons: column('SELECT id FROM persons ORDER BY seq LIMIT 20'),
    locations: column(
      `SELECT id FROM locations WHERE subtype IN ('LOCALITY', 'MUNICIPALITY', 'COUNTY', 'CITY_POSTAL_CODE') LIMIT 20`,
    ),
    streams: column('SELECT key FROM streams'),
    services: column('SELECT key FROM services'),
    relations: [
      '5906082026',
      '7326258463',
      '9136475649',
      '9136468925',
      '5601746763',
      '5601746108',
      '5601734199',
      '6322183029',
      '4655345278',
      '5990427555',
      '6391320624',
      '5162071547',
      '3138484719',
      '8246474913',
      '5990434853',
      '2545866067',
      '9209128402',
      '9209240732',
      '9209216968',
      '9210180619',
      '9210215359',
      '9210215409',
      '67533702',
      '0',
      '-1',
    ],
  }
}

/** Percent-encodes every UTF-16 unit it can; lone surrogates become invalid UTF-8 byte runs. */
function encode(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff)
      out += `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`
    else out += encodeURIComponent(char)
  }
  return out
}

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\uFEFF',
    '\u202E\u0645\u0631\u062D\u0628\u0627',
    '🏳️‍🌈👩‍👩‍👧',
    'Z̤̈́͆a̸̗͑l̵g̶o',
    '"*',
    'NEAR(a b)',
    'a OR b AND NOT c',
    '^$*()[]{}\\',
    "'; DROP TABLE organizations; --",
    '%',
    '%%25',
    '..',
    '../..',
    'null',
    'undefined',
    '[object Object]',
    'München HRB 271144',
    '<script>alert(1)</script>',
  ),
  fc.integer({ min: 1, max: 70_000 }).map((length) => 'x'.repeat(length)),
)

const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    '-0',
    '1e309',
    '-1e309',
    '9'.repeat(40),
    '0x10',
    '1_000',
    ' 5 ',
    '+3',
    '1.0',
    'NaN',
    'Infinity',
    '٣',
  ),
)

const jsonText = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.constantFrom(
    '{',
    '[',
    '{"a":',
    'nul',
    '{"__proto__":{"x":1}}',
    '[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]',
  ),
)

const columnNames = [
  'name',
  'population',
  'state',
  'fb_id',
  'year',
  'postal_code',
  'city',
  'x',
  '',
  'fb_datetime',
]
const operators = [
  'EQUALS',
  'NOT_EQUALS',
  'GREATER_THAN',
  'LESS_EQUALS',
  'CONTAINS',
  'STARTS_WITH',
  'IN',
  'NOT_IN',
  'IS_NULL',
  'IS_NOT_NULL',
  'equals',
  'LIKE',
]
const anyJsonValue = fc.jsonValue({ maxDepth: 2 })

/** Structurally plausible query_parameters / filters, with wrong types mixed in. */
const queryParameters = fc
  .record(
    {
      sort_keys: fc.oneof(
        fc.array(fc.constantFrom(...columnNames), { maxLength: 3 }),
        anyJsonValue,
      ),
      sort_order: fc.oneof(
        fc.array(fc.constantFrom('asc', 'desc', 'up'), { maxLength: 3 }),
        anyJsonValue,
      ),
      filters: fc.oneof(
        fc.array(
          fc.record(
            {
              property: fc.constantFrom(...columnNames),
              operator: fc.constantFrom(...operators),
              value: anyJsonValue,
            },
            { requiredKeys: [] },
          ),
          { maxLength: 3 },
        ),
        anyJsonValue,
      ),
      project_fields: fc.oneof(
        fc.array(fc.constantFrom(...columnNames), { maxLength: 3 }),
        anyJsonValue,
      ),
      version_boundary: fc.oneof(
        fc.constantFrom('1', '1,2', '2,1', 'x', '', ',', '0,999'),
        anyJsonValue,
      ),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value))

const organizationFilters = fc
  .record(
    {
      active: anyJsonValue,
      status: fc.oneof(fc.constantFrom('ACTIVE', 'DISSOLVED', 'x'), anyJsonValue),
      legal_form_code: fc.oneof(fc.constantFrom('GmbH', 'AG'), anyJsonValue),
      registration_date_from: fc.oneof(
        fc.constantFrom('2020-01-01', '2020-13-45', 'yesterday'),
        anyJsonValue,
      ),
      postal_code: anyJsonValue,
      industry_code: anyJsonValue,
      financial_filters: fc.oneof(
        fc.dictionary(
          fc.constantFrom('emp_count', 'pl_revenue', 'bs_equity_ratio', 'x'),
          fc.oneof(
            anyJsonValue,
            fc.record({ gte: anyJsonValue, lt: anyJsonValue }, { requiredKeys: [] }),
          ),
        ),
        anyJsonValue,
      ),
      location_coordinates: fc.oneof(
        fc.record({ lat: anyJsonValue, lon: anyJsonValue }, { requiredKeys: [] }),
        anyJsonValue,
      ),
      location_max_distance_km: anyJsonValue,
      bogus: anyJsonValue,
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value))

const paramValue = fc.oneof(oddText, numberText, jsonText, queryParameters, organizationFilters)

const PARAM_NAMES = [
  'q',
  'skip',
  'limit',
  'filters',
  'query_parameters',
  'format',
  'version_boundary',
  'source_key',
  'include_streams',
  'include_services',
  'iso_alpha_3_coverage',
  'depth',
  'radius_km',
  'x',
] as const

const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...PARAM_NAMES), oddText), paramValue), { maxLength: 5 })
  .map((pairs) =>
    pairs.length
      ? `?${pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}`
      : '',
  )

function segmentFrom(ids: string[]) {
  return fc.oneof(
    { weight: 8, arbitrary: ids.length ? fc.constantFrom(...ids) : fc.constant('0') },
    { weight: 1, arbitrary: fc.stringMatching(/^[a-f0-9]{32}$/) },
    { weight: 1, arbitrary: oddText.map(encode) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%00',
        '%ED%A0%80',
        '%C0%AF',
        '%',
        '%2F',
        '..%2F..',
        '%E2%80%AE',
        '%FF%FE',
      ),
    },
  )
}

const wrongMethod = fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'GET', 'POST')

/** A method for an endpoint: usually its own, sometimes any other. */
const methodFor = (own: 'GET' | 'POST') =>
  fc.oneof({ weight: 9, arbitrary: fc.constant(own) }, { weight: 1, arbitrary: wrongMethod })

function endpoints(ids: FuzzIds): fc.Arbitrary<[string, string]> {
  const org = segmentFrom(ids.organizations)
  const person = segmentFrom(ids.persons)
  const location = segmentFrom(ids.locations)
  const stream = segmentFrom(ids.streams)
  const relation = segmentFrom(ids.relations)
  const type = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom('organization', 'person', 'location') },
    { weight: 1, arbitrary: fc.constantFrom('ORGANIZATION', 'feature', 'stream') },
    { weight: 1, arbitrary: oddText.map(encode) },
  )
  const entity = fc.oneof(
    fc.tuple(fc.constant('organization'), org),
    fc.tuple(fc.constant('person'), person),
    fc.tuple(fc.constant('location'), location),
    fc.tuple(type, fc.oneof(org, person, location)),
  )
  const get = (path: fc.Arbitrary<string>) => fc.tuple(methodFor('GET'), path)
  const post = (path: fc.Arbitrary<string>) => fc.tuple(methodFor('POST'), path)
  return fc.oneof(
    get(fc.constantFrom('/search/fusion', '/search/data', '/search/relation')),
    get(type.map((t) => `/search/entities/${t}`)),
    get(entity.map(([t, id]) => `/entities/${t}/get/${id}`)),
    get(oddText.map((q) => `/entities/organization/ai/get/${encode(q)}`)),
    get(type.map((t) => `/relation/list/${t}`)),
    get(relation.map((key) => `/relation/get/${key}`)),
    post(
      fc
        .tuple(relation, fc.oneof(org, person, location))
        .map(([key, id]) => `/relation/resolve/${key}/${id}`),
    ),
    get(stream.map((key) => `/stream/base/${key}`)),
    get(stream.map((key) => `/stream/data/${key}`)),
    get(stream.map((key) => `/stream/data/search/${key}`)),
    get(segmentFrom(ids.services).map((key) => `/service/get/${key}`)),
    post(fc.constant('/service/invoke')),
    fc.tuple(
      wrongMethod,
      fc
        .array(oddText.map(encode), { minLength: 1, maxLength: 4 })
        .map((parts) => `/${parts.join('/')}`),
    ),
  )
}

const serviceBody = (ids: FuzzIds) =>
  fc
    .record(
      {
        service_key: fc.oneof(
          ids.services.length ? fc.constantFrom(...ids.services) : fc.constant('1'),
          anyJsonValue,
        ),
        inputs: fc.oneof(
          fc.dictionary(
            fc.constantFrom(
              'entity_name',
              'postal_code',
              'street',
              'city',
              'lat',
              'lon',
              'radius_km',
              'query',
              'x',
            ),
            fc.oneof(anyJsonValue, oddText),
          ),
          anyJsonValue,
        ),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value))

const relationBody = fc
  .oneof(
    fc.dictionary(
      fc.constantFrom('reference_year', 'document_type', 'depth', 'radius_km', 'params', 'x'),
      fc.oneof(anyJsonValue, oddText, numberText),
    ),
    fc.record({
      params: fc.dictionary(
        fc.constantFrom('reference_year', 'document_type', 'depth', 'radius_km'),
        fc.oneof(anyJsonValue, numberText),
      ),
    }),
  )
  .map((value) => JSON.stringify(value))

export function fuzzRequest(ids: FuzzIds, prefix = '/api/v2'): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      endpoint: endpoints(ids),
      query,
      body: fc.option(fc.oneof(serviceBody(ids), relationBody, jsonText, oddText), {
        nil: undefined,
      }),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        undefined,
      ),
    })
    .map(({ endpoint: [method, path], query: search, body, contentType }) => {
      const headers: Record<string, string> = {}
      if (contentType) headers['content-type'] = contentType
      const carriesBody = method !== 'GET' && method !== 'HEAD' && body !== undefined
      return { method, url: `${prefix}${path}${search}`, headers, ...(carriesBody ? { body } : {}) }
    })
}

/** What every error answer must look like: JSON with a `detail` (string or FastAPI list). */
export async function errorProblem(response: Response, method: string): Promise<string | null> {
  if (response.status >= 500)
    return `status ${response.status}: ${await response.text().catch(() => '')}`
  if (response.status < 400 || method === 'HEAD') return null
  const text = await response.text()
  try {
    const body = JSON.parse(text) as { detail?: unknown }
    const { detail } = body
    if (typeof detail === 'string' && detail.length > 0) return null
    if (Array.isArray(detail) && detail.length > 0) return null
    return `status ${response.status} without a detail: ${text.slice(0, 200)}`
  } catch {
    return `status ${response.status} is not JSON: ${text.slice(0, 200)}`
  }
}
