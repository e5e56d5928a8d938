/** The §6.1 metadata record of a stream (without the sample rows, which the route adds). */
import type { Stream } from './stream-catalogue'

export function streamRecord(stream: Stream) {
  const columns = stream.columns.filter((column) => !column.system)
  return {
    id: `data_streams/${stream.key}`,
    key: stream.key,
    name: stream.name,
    description: stream.description,
    meta: {
      entry_count: stream.entryCount,
      main_property_count: columns.length,
      is_active: stream.isActive,
    },
    created_at: stream.createdAt,
    updated_at: stream.updatedAt,
    data_item_collections: columns.map((column) => ({
      id: `data_item_collections/${column.key}`,
      key: column.key,
      name: column.name,
      description: { en: column.description },
      definition: { en: column.definition },
      basic_data_type: column.type,
      semantic_type: column.semanticType,
      semantic_tags: column.semanticTags,
      meta: column.meta,
      data_streams: [`data_streams/${stream.key}`],
    })),
    source: { _id: `data_sources/${stream.sourceKey}`, stream_specific: { uri: stream.sourceUri } },
    store_version: stream.storeVersion,
    data_version: stream.dataVersion,
    data_updated_at: stream.dataUpdatedAt,
  }
}
