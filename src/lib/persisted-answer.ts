/**
 * Answers the start page asks for on every visit (the catalogue, example organizations, row and
 * area counts) change rarely, and every upstream call costs credits (docs/datahub-api.md §10). They
 * are kept in localStorage for a while, so opening `/` again, in a new tab or after a reload, asks
 * the Data Hub nothing. An entry belongs to the upstream that answered it (embedded hub or a given
 * host), so counts of the demo data never show against the real service.
 */
import { fetchUpstreamInfo } from './api-client'

const PREFIX = 'dhx:answer:'
/** A larger answer is not worth the storage (the quota is shared with the watchlist). */
const MAX_STORED_CHARS = 200_000

interface StoredAnswer {
  upstream: string
  at: number
  value: unknown
}

let upstreamIdentity: Promise<string> | undefined

/** Which upstream answers, fetched from the proxy once per page load (it costs no credits). */
function currentUpstream(): Promise<string> {
  upstreamIdentity ??= fetchUpstreamInfo().then(
    (info) => `${info.mode}|${info.host ?? ''}|${info.scale ?? ''}`,
    (error: unknown) => {
      upstreamIdentity = undefined
      throw error
    },
  )
  return upstreamIdentity
}

function read(name: string): StoredAnswer | undefined {
  try {
    const raw = window.localStorage.getItem(PREFIX + name)
    if (!raw) return undefined
    const parsed = JSON.parse(raw) as Partial<StoredAnswer> | null
    if (!parsed || typeof parsed.upstream !== 'string' || typeof parsed.at !== 'number') return
    return parsed as StoredAnswer
  } catch {
    return undefined
  }
}

function write(name: string, answer: StoredAnswer) {
  try {
    const text = JSON.stringify(answer)
    if (text.length <= MAX_STORED_CHARS) window.localStorage.setItem(PREFIX + name, text)
  } catch {
    // Storage full or disabled: the answer is simply asked for again next time.
  }
}

/**
 * Counts the start page asks for in the background (a dozen or more on a first visit) take turns,
 * two at a time, so what the analyst asks for meanwhile (a typeahead, a search) is not queued
 * behind all of them.
 */
const BACKGROUND_SLOTS = 2
let running = 0
const waiting: (() => void)[] = []

async function inBackgroundSlot<T>(work: () => Promise<T>): Promise<T> {
  while (running >= BACKGROUND_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve))
  running += 1
  try {
    return await work()
  } finally {
    running -= 1
    waiting.shift()?.()
  }
}

export interface PersistedAnswer<T> {
  value: T
  /** When the Data Hub gave this answer (ms since the epoch). */
  at: number
}

/**
 * `load()`'s answer, from storage when one younger than `maxAgeMs` exists for the current
 * upstream and passes `isValid` (storage is user-editable), else fetched and stored. Store raw
 * bodies or small derived values and parse them after, so a stored answer is read like a fresh one.
 * `background` loads take turns (see BACKGROUND_SLOTS).
 */
export async function persistedAnswer<T>(
  name: string,
  maxAgeMs: number,
  load: () => Promise<T>,
  isValid: (value: unknown) => value is T,
  { background = false }: { background?: boolean } = {},
): Promise<PersistedAnswer<T>> {
  const upstream = await currentUpstream()
  const stored = read(name)
  const now = Date.now()
  if (
    stored &&
    stored.upstream === upstream &&
    now - stored.at < maxAgeMs &&
    stored.at <= now &&
    isValid(stored.value)
  )
    return { value: stored.value, at: stored.at }
  const value = await (background ? inBackgroundSlot(load) : load())
  write(name, { upstream, at: now, value })
  return { value, at: now }
}

export const HOUR_MS = 3_600_000

/** For tests: forget the memoised upstream identity. */
export function resetPersistedAnswers() {
  upstreamIdentity = undefined
}
