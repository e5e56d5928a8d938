/**
 * Streams and services as the real service also names them (docs/datahub-api.md §9.15 and §9.16):
 * `_key` instead of `key`, and column types in other casings and synonyms.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The same fields in the same order, `key` renamed to `_key`. */
export function underscoreKey(record: unknown): unknown {
  if (!isObject(record) || !('key' in record)) return record
  return Object.fromEntries(
    Object.entries(record).map(([name, value]) => [name === 'key' ? '_key' : name, value]),
  )
}

// The spellings a client must read for each type the hub writes (§9.16), taken in turn per column.
const SPELLINGS: Record<string, string[]> = {
  String: ['STRING', 'str'],
  int: ['Integer', 'integer'],
  float: ['double', 'number'],
  bool: ['boolean'],
  Date: ['Date'],
  Datetime: ['timestamp', 'Datetime'],
}

export function spelledType(type: unknown, column: number): unknown {
  const spellings = typeof type === 'string' ? SPELLINGS[type] : undefined
  return spellings ? spellings[column % spellings.length] : type
}

/** GET /stream/base: `_key`, and each column's `basic_data_type` respelled. */
export function streamBase(base: unknown): unknown {
  const renamed = underscoreKey(base)
  if (!isObject(renamed) || !Array.isArray(renamed.data_item_collections)) return renamed
  return {
    ...renamed,
    data_item_collections: renamed.data_item_collections.map((column: unknown, index) =>
      isObject(column)
        ? { ...column, basic_data_type: spelledType(column.basic_data_type, index) }
        : column,
    ),
  }
}

/** A data-search item (also the streams and services groups of fusion search): `entity._key`. */
export function dataSearchItem(item: unknown): unknown {
  if (!isObject(item)) return item
  return { ...item, entity: underscoreKey(item.entity) }
}

/** GET /search/data: `{results: [...]}`. */
export function dataSearch(body: unknown): unknown {
  if (!isObject(body) || !Array.isArray(body.results)) return body
  return { ...body, results: body.results.map(dataSearchItem) }
}

/** GET /search/fusion: the streams and services groups hold data-search items. */
export function fusionSearch(body: unknown): unknown {
  if (!isObject(body) || !isObject(body.results)) return body
  const results = body.results
  const group = (name: string) =>
    Array.isArray(results[name]) ? { [name]: results[name].map(dataSearchItem) } : {}
  return { ...body, results: { ...results, ...group('streams'), ...group('services') } }
}
