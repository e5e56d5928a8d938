import { z } from 'zod/mini'
import { ENTITY_ID_PATTERN, sameEntityId } from '@/lib/datahub/fields'
import { createLocalStore, useLocalStore } from '@/lib/storage/local-store'

/**
 * The compare tray: up to four organizations picked on search results, organization pages and
 * the watchlist, kept in localStorage (like the watchlist) so it survives page changes and
 * reloads and is shared by the browser's tabs. The comparison itself lives in the URL
 * (`/compare?ids=…`); the tray only collects what goes into it.
 */
export const COMPARE_LIMIT = 4

export interface TrayEntry {
  id: string
  name: string
}

// zod/mini: the tray bar is on every page, the first one included (bundle budget).
const entry = z.object({
  id: z.string().check(z.regex(ENTITY_ID_PATTERN)),
  name: z.string().check(z.maxLength(300)),
})

/** Drops bad entries one by one, and never holds more than the limit or an ID twice. */
const entryList = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((items: unknown[]) => {
    const kept: TrayEntry[] = []
    for (const item of items) {
      const parsed = entry.safeParse(item)
      if (!parsed.success || kept.some((other) => sameEntityId(other.id, parsed.data.id))) continue
      if (kept.length < COMPARE_LIMIT) kept.push(parsed.data)
    }
    return kept
  }),
)

export const compareTrayStore = createLocalStore<TrayEntry[]>(
  'datahub-explorer:compare',
  entryList,
  [],
)

export const useCompareTray = () => useLocalStore(compareTrayStore)

export const isInTray = (tray: TrayEntry[], id: string) =>
  tray.some((item) => sameEntityId(item.id, id))

/** Adds at the end; a full tray or an entry already in it is left as it is. */
export function addToTray(item: TrayEntry) {
  compareTrayStore.set((current) =>
    isInTray(current, item.id) || current.length >= COMPARE_LIMIT ? current : [...current, item],
  )
}

export function removeFromTray(id: string) {
  compareTrayStore.set((current) => current.filter((item) => !sameEntityId(item.id, id)))
}

export function clearTray() {
  compareTrayStore.set([])
}

/** The `ids` search parameter of `/compare` for these organizations. */
export const compareIdsParam = (items: Pick<TrayEntry, 'id'>[]) =>
  items.map((item) => item.id).join(',')
