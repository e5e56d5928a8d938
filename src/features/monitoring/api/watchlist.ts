/**
 * The watchlist lives on the explorer's server (proxy/monitor/): the list named "Watchlist" that
 * the user owns, so it follows them across browsers and can be shared and monitored. A watchlist
 * kept in this browser by earlier versions (localStorage) moves in on first use: the server adds
 * what it does not have yet, and only after it answered is the browser's copy cleared.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { ENTITY_TYPES } from '@contract/entity-types'
import { explorerRequest } from '@/lib/api/explorer-client'
import { rememberedList, type RememberedEntity } from '@/lib/entity/entity-memory'
import { createLocalStore } from '@/lib/storage/local-store'
import { addEntries, removeEntry } from './entries'
import { monitorPaths } from './monitor-paths'

const WATCHLIST_NAME = 'Watchlist'

/** The watchlist earlier versions kept in this browser: only read (and then cleared) to move it. */
export const watchlistStore = createLocalStore<RememberedEntity[]>(
  'datahub-explorer:watchlist',
  rememberedList,
  [],
)

const listsAnswer = z.object({
  lists: z.array(z.object({ id: z.string(), name: z.string(), access: z.string() })),
})
const listAnswer = z.object({
  entries: z.array(
    z.object({
      type: z.enum(ENTITY_TYPES),
      id: z.string(),
      name: z.string(),
      addedAt: z.string(),
      savedVersion: z.nullable(z.string()),
    }),
  ),
})
const importAnswer = z.object({ listId: z.string() })
const createdAnswer = z.object({ id: z.string() })

export interface ServerWatchlist {
  listId: string | null
  entities: RememberedEntity[]
}

const toImport = (entity: Omit<RememberedEntity, 'at'> & { at?: string }) => ({
  type: entity.type,
  id: entity.id,
  name: entity.name,
  version: entity.version,
  ...(entity.at ? { at: entity.at } : {}),
})

async function moveBrowserWatchlist(signal?: AbortSignal): Promise<string | null> {
  const local = watchlistStore.get()
  if (local.length === 0) return null
  const answer = importAnswer.parse(
    await explorerRequest(monitorPaths.import, {
      method: 'POST',
      body: { entities: local.map(toImport) },
      signal,
    }),
  )
  watchlistStore.set([])
  return answer.listId
}

async function fetchServerWatchlist(signal?: AbortSignal): Promise<ServerWatchlist> {
  const moved = await moveBrowserWatchlist(signal)
  const listId =
    moved ??
    listsAnswer
      .parse(await explorerRequest(monitorPaths.lists, { signal }))
      .lists.find((list) => list.access === 'owner' && list.name === WATCHLIST_NAME)?.id ??
    null
  if (!listId) return { listId: null, entities: [] }
  const list = listAnswer.parse(await explorerRequest(monitorPaths.list(listId), { signal }))
  return {
    listId,
    entities: list.entries.map((entry) => ({
      type: entry.type,
      id: entry.id,
      name: entry.name,
      version: entry.savedVersion,
      at: entry.addedAt,
    })),
  }
}

export const serverWatchlistQuery = () =>
  queryOptions({
    queryKey: ['monitor', 'watchlist'] as const,
    queryFn: ({ signal }) => fetchServerWatchlist(signal),
  })

/** Adds to the user's watchlist (created on the server when it is the first entry). */
export async function addToServerWatchlist(
  queryClient: QueryClient,
  entity: Omit<RememberedEntity, 'at'>,
) {
  const { listId } = importAnswer.parse(
    await explorerRequest(monitorPaths.import, {
      method: 'POST',
      body: { entities: [toImport(entity)] },
    }),
  )
  await queryClient.invalidateQueries({ queryKey: ['monitor'] })
  return listId
}

export async function removeFromServerWatchlist(
  queryClient: QueryClient,
  listId: string,
  entity: Pick<RememberedEntity, 'type' | 'id'>,
) {
  await removeEntry(listId, entity)
  await queryClient.invalidateQueries({ queryKey: ['monitor'] })
}

/*
 * Which lists an entity can go on. "Add to watchlist" asks which one when the user may edit more
 * than one, offering the one chosen last (remembered in this browser) and a new list.
 */
const watchingAnswer = z.object({
  watchedIn: z.optional(z.array(z.object({ id: z.string(), name: z.string() }))),
})

export interface EntityLists {
  /** The lists the user may read, with their access. */
  lists: { id: string; name: string; access: string }[]
  /** Ids of those that watch the entity. */
  watchedIn: string[]
}

export const entityListsQuery = (entity: Pick<RememberedEntity, 'type' | 'id'>) =>
  queryOptions({
    queryKey: ['monitor', 'watching', entity.type, entity.id] as const,
    queryFn: async ({ signal }): Promise<EntityLists> => {
      const [lists, watching] = await Promise.all([
        explorerRequest(monitorPaths.lists, { signal }),
        explorerRequest(monitorPaths.changes({ type: entity.type, entity: entity.id, limit: 1 }), {
          signal,
        }),
      ])
      return {
        lists: listsAnswer.parse(lists).lists,
        watchedIn: (watchingAnswer.parse(watching).watchedIn ?? []).map((list) => list.id),
      }
    },
  })

/** The list chosen last in "Add to watchlist", offered first next time. */
export const lastListStore = createLocalStore<string | null>(
  'datahub-explorer:last-watchlist',
  z.nullable(z.string()),
  null,
)

/** Puts the entity on the list; with `newListName`, on a list made for it first. Returns its id. */
export async function addToList(
  queryClient: QueryClient,
  target: { listId: string } | { newListName: string },
  entity: Omit<RememberedEntity, 'at'>,
): Promise<string> {
  // Not lists.ts's createList: that module's schemas would then load with every entity page.
  const listId =
    'listId' in target
      ? target.listId
      : createdAnswer.parse(
          await explorerRequest(monitorPaths.lists, {
            method: 'POST',
            body: { name: target.newListName },
          }),
        ).id
  await addEntries(listId, [toImport(entity)])
  lastListStore.set(listId)
  await queryClient.invalidateQueries({ queryKey: ['monitor'] })
  return listId
}
