import { notFound } from '@tanstack/react-router'
import { ApiError } from '@/lib/api-client'
import { isEntityId } from '@/lib/datahub/fields'

/** What the not-found page says: a headline naming what is missing, and why. */
export interface NotFoundReason {
  title: string
  message: string
}

export function isNotFoundReason(data: unknown): data is NotFoundReason {
  if (!data || typeof data !== 'object') return false
  const { title, message } = data as Partial<NotFoundReason>
  return typeof title === 'string' && typeof message === 'string'
}

/** The kind of thing a detail page shows, as its not-found page names it. */
export type MissingThing = 'organization' | 'person' | 'location' | 'dataset' | 'data service'

/** The router's not-found signal, carrying the reason the not-found page shows. */
function missing(thing: MissingThing, message: string) {
  const title = `${thing.charAt(0).toUpperCase()}${thing.slice(1)} not found`
  return notFound({ data: { title, message } satisfies NotFoundReason })
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
    throw missing(
      thing,
      `There is no ${thing} with the ID ${id}. The link may be out of date, or the ${thing} is no longer in the Data Hub.`,
    )
  }
}

/**
 * `loadOrNotFound` for organizations, persons and locations, whose IDs have a fixed shape: an ID
 * that cannot exist is answered with the not-found page without asking the API.
 */
export function loadEntityOrNotFound<T>(
  thing: 'organization' | 'person' | 'location',
  id: string,
  load: () => Promise<T>,
): Promise<T> {
  if (!isEntityId(id))
    throw missing(thing, `This is not a valid ${thing} ID, so the link is probably incomplete.`)
  return loadOrNotFound(thing, id, load)
}
