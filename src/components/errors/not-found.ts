import { notFound } from '@tanstack/react-router'
import type { RecordEntityType } from '@contract/entity-types'
import { ApiError } from '@/lib/api/errors'
import { isEntityId } from '@/lib/datahub/fields'

/**
 * What the not-found page says, as facts: the page words them when it shows them (in the language
 * shown then), since the router keeps this across a language switch. A plain `{title, message}`
 * is still shown as given.
 */
export type NotFoundReason =
  { thing: MissingThing; id: string; invalid: boolean } | { title: string; message: string }

const THINGS: readonly string[] = ['organization', 'person', 'location', 'dataset', 'data service']

export function isNotFoundReason(data: unknown): data is NotFoundReason {
  if (!data || typeof data !== 'object') return false
  const reason = data as Record<string, unknown>
  if (typeof reason.title === 'string' && typeof reason.message === 'string') return true
  return (
    typeof reason.thing === 'string' &&
    THINGS.includes(reason.thing) &&
    typeof reason.id === 'string' &&
    typeof reason.invalid === 'boolean'
  )
}

/** The kind of thing a detail page shows, as its not-found page names it. */
export type MissingThing = RecordEntityType | 'dataset' | 'data service'

/** The reason the not-found page shows for a well-formed ID the Data Hub does not know. */
export const missingReason = (thing: MissingThing, id: string): NotFoundReason => ({
  thing,
  id,
  invalid: false,
})

/** The router's not-found signal, carrying the reason the not-found page shows. */
function missing(thing: MissingThing, id: string, invalid: boolean) {
  return notFound({ data: { thing, id, invalid } satisfies NotFoundReason })
}

/**
 * Runs a detail page's loader and turns the API's 404 into the not-found page naming what is
 * missing (the API's own detail is a code such as ORGANIZATION_NOT_FOUND). Other errors go to the
 * error page with its retry.
 */
export async function loadOrNotFound<T>(
  thing: MissingThing,
  id: string,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (!(error instanceof ApiError && error.isNotFound)) throw error
    throw missing(thing, id, false)
  }
}

/**
 * `loadOrNotFound` for organizations, persons and locations, whose IDs have a fixed shape: an ID
 * that cannot exist is answered with the not-found page without asking the API.
 */
export function loadEntityOrNotFound<T>(
  thing: RecordEntityType,
  id: string,
  load: () => Promise<T>,
): Promise<T> {
  if (!isEntityId(id)) throw missing(thing, id, true)
  return loadOrNotFound(thing, id, load)
}
