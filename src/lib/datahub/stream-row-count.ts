/**
 * A dataset's row count for the start page's catalogue: `meta.entry_count` of its metadata
 * (docs/datahub-api.md §6.1; data search carries no count). The metadata also holds a sample of
 * rows, so only the number is kept in the browser, for a day.
 */
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api/datahub-client'
import { HOUR_MS, persistedAnswer } from '@/lib/query/persisted-answer'

const DAY_MS = 24 * HOUR_MS

const isCount = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0)

/** `meta.entry_count`, or null when the metadata gives none (or not a count). */
export function entryCount(body: unknown): number | null {
  if (!body || typeof body !== 'object') return null
  const meta = (body as { meta?: unknown }).meta
  if (!meta || typeof meta !== 'object') return null
  const count = (meta as { entry_count?: unknown }).entry_count
  return isCount(count) ? count : null
}

export const streamRowCountQuery = (id: string) =>
  queryOptions({
    queryKey: ['datasets', 'row-count', id],
    queryFn: async ({ signal }) => {
      const { value, at } = await persistedAnswer(
        `row-count:${id}`,
        DAY_MS,
        async () =>
          // One of the catalogue's counts, asked together (lib/api/batch).
          entryCount(
            await apiClient.get(`/stream/base/${encodeURIComponent(id)}`, { signal, batch: true }),
          ),
        isCount,
      )
      return { count: value, at }
    },
    staleTime: DAY_MS,
  })
