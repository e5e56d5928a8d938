/**
 * fast-check arbitraries for fuzzing the hub and the proxy with random and malformed requests:
 * real and broken paths, parameters of every wrong type (values from hub/testing/fuzz-values.ts), lone
 * surrogates and NUL bytes (percent-encoded, since a URL cannot carry them raw), JSON and non-JSON
 * bodies, and methods the API does not have. Used by hub/fuzz.test.ts and proxy/gateway/fuzz.test.ts.
 */
import fc from 'fast-check'
import type { FuzzIds } from './fuzz-ids'
import {
  anyJsonValue,
  jsonText,
  numberText,
  oddText,
  organizationFilters,
  queryParameters,
} from './fuzz-values'

export interface FuzzRequest {
  method: string
  /** Path with query, relative to the origin, already percent-encoded (possibly wrongly). */
  url: string
  headers: Record<string, string>
  body?: string
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
