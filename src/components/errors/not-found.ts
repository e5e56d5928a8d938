import { notFound } from '@tanstack/react-router'
import { ApiError } from '@/lib/api-client'

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

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1)

/** A link whose ID cannot exist (wrong shape): answered without asking the API. */
export function malformedId(thing: MissingThing) {
  return notFound({
    data: {
      title: `${capitalised(thing)} not found`,
      message: `This is not a valid ${thing} ID, so the link is probably incomplete.`,
    } satisfies NotFoundReason,
  })
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
    throw notFound({
      data: {
        title: `${capitalised(thing)} not found`,
        message: `There is no ${thing} with the ID ${id}. The link may be out of date, or the ${thing} is no longer in the Data Hub.`,
      } satisfies NotFoundReason,
    })
  }
}
