import { z } from 'zod/mini'
import { ENTITY_TYPES } from '@contract/entity-types'
import { ENTITY_ID_PATTERN } from '@/lib/datahub/fields'
import { createLocalStore, useLocalStore } from '@/lib/storage/local-store'

/**
 * What the home page remembers per browser: recently viewed entities (and, read once to move it
 * onto the server, the watchlist of earlier versions: features/monitoring/api/watchlist.ts). An entry keeps the
 * `fb_entity_version` seen when it was saved, so the home page can tell whether the record changed
 * since (docs/datahub-api.md §1: the version changes whenever any field changes).
 */
// zod/mini like the other schemas of the first page: the home page (`/`) shows these lists.
const entry = z.object({
  type: z.enum(ENTITY_TYPES),
  id: z.string().check(z.regex(ENTITY_ID_PATTERN)),
  name: z.string().check(z.maxLength(300)),
  version: z.catch(z.nullable(z.string()), null),
  at: z.string(),
})

export type RememberedEntity = z.infer<typeof entry>

/** Drops bad entries one by one instead of losing the whole list to one corrupt item. */
export const rememberedList = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((items: unknown[]) =>
    items.flatMap((item) => {
      const parsed = entry.safeParse(item)
      return parsed.success ? [parsed.data] : []
    }),
  ),
)

export const RECENT_LIMIT = 12

export const recentStore = createLocalStore<RememberedEntity[]>(
  'datahub-explorer:recent',
  rememberedList,
  [],
)

const sameEntity =
  (a: Pick<RememberedEntity, 'type' | 'id'>) => (b: Pick<RememberedEntity, 'type' | 'id'>) =>
    a.type === b.type && a.id === b.id

export function rememberViewed(entity: Omit<RememberedEntity, 'at'>, now = new Date()) {
  recentStore.set((current) => {
    const rest = current.filter((item) => !sameEntity(entity)(item))
    return [{ ...entity, at: now.toISOString() }, ...rest].slice(0, RECENT_LIMIT)
  })
}

export function clearRecent() {
  recentStore.set([])
}

export const useRecent = () => useLocalStore(recentStore)

/** "Changed since saved" needs both versions; an unknown version is not a change. */
export function hasChangedSinceSaved(
  saved: RememberedEntity,
  currentVersion: string | null | undefined,
): boolean {
  return !!saved.version && !!currentVersion && saved.version !== currentVersion
}
