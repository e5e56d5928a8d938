/**
 * fast-check arbitraries for the values a fuzzed request carries: odd text (huge, odd-unicode,
 * lone surrogates, NUL bytes, FTS and SQL syntax), numbers in every spelling, broken JSON, and
 * structurally plausible `query_parameters` and organization `filters` with wrong types mixed in.
 * hub/testing/fuzz-requests.ts puts them into paths, query strings and bodies.
 */
import fc from 'fast-check'

export const oddText = fc.oneof(
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

export const numberText = fc.oneof(
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

export const jsonText = fc.oneof(
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
export const anyJsonValue = fc.jsonValue({ maxDepth: 2 })

/** Structurally plausible query_parameters / filters, with wrong types mixed in. */
export const queryParameters = fc
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

export const organizationFilters = fc
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
