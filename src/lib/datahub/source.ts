import { record, text } from './fields'

/**
 * The data source key. Organization search says `source_key`, person search `source_id`, records
 * `source.id` = `data_sources/<key>` (§9.2); all become the bare key.
 */
export function sourceKey(raw: Record<string, unknown>): string | null {
  const source = record.parse(raw.source)
  const value =
    text.parse(raw.source_key) ??
    text.parse(raw.source_id) ??
    text.parse(source.id) ??
    text.parse(source._id)
  return value ? value.replace(/^data_sources\//, '') : null
}
