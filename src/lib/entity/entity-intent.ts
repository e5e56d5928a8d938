/**
 * An entity's record asked for before its page's code has arrived. The record is all
 * an entity page needs for its heading and facts, and its query lives in the entry script, while
 * the page's loader comes in a chunk of its own: waiting for that chunk cost a round trip before
 * the record was even asked for. So the entry asks for the record of a deep link at once, and for
 * the record behind an entity link as soon as the analyst shows intent (hover or focus, as long
 * as the router's own intent preload waits), and the page's loader finds it in flight or cached.
 * The router's preload asks for the same record (the same query), so nothing is asked twice.
 */
import type { QueryClient } from '@tanstack/react-query'
import { entityOfPath } from '@/first-paint/entity-path'
import { entityRecordQuery } from './entity-record-options'

export { entityOfPath }

/** Records asked for early whose page's loader has not read them yet (by query key). */
const askedEarly = new Set<string>()
const keyOf = (options: ReturnType<typeof entityRecordQuery>) => JSON.stringify(options.queryKey)

/** Starts the record of the entity page at `pathname`, if it is one. */
export function prefetchRecordOf(queryClient: QueryClient, pathname: string) {
  const entity = entityOfPath(pathname)
  if (!entity) return
  const options = entityRecordQuery(entity.type, entity.id)
  askedEarly.add(keyOf(options))
  void queryClient.prefetchQuery(options)
}

/**
 * An entity page's loader reads its record through this. The answer to the early ask is this
 * navigation's answer, a failure included: asking again at once would hide the failure behind a
 * second call (and spend it). After that first read, a loader (say, after "Try again") asks anew.
 */
export function ensureEntityRecord(
  queryClient: QueryClient,
  options: ReturnType<typeof entityRecordQuery>,
): Promise<unknown> {
  const state = queryClient.getQueryState(options.queryKey)
  if (
    askedEarly.delete(keyOf(options)) &&
    state?.status === 'error' &&
    state.fetchStatus === 'idle'
  )
    return Promise.reject(state.error)
  return queryClient.ensureQueryData(options)
}

/** The router's default intent delay: a pointer passing over a link asks for nothing. */
const INTENT_MS = 50

/** Asks for the record behind an entity link hovered or focused for INTENT_MS. */
export function prefetchRecordsOnIntent(queryClient: QueryClient, root: Document = document) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const linkOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest('a[href]') : null
  const onIntent = (event: Event) => {
    const link = linkOf(event.target)
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return
    clearTimeout(timer)
    timer = setTimeout(() => prefetchRecordOf(queryClient, link.pathname), INTENT_MS)
  }
  const onLeave = (event: Event) => {
    const link = linkOf(event.target)
    const next = (event as FocusEvent | PointerEvent).relatedTarget
    if (link && !(next instanceof Node && link.contains(next))) clearTimeout(timer)
  }
  root.addEventListener('pointerover', onIntent)
  root.addEventListener('focusin', onIntent)
  root.addEventListener('pointerout', onLeave)
  root.addEventListener('focusout', onLeave)
}
