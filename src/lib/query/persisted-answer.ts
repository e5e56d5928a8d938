/**
 * Answers the start page asks for on every visit (the catalogue, example organizations, row and
 * area counts) change rarely, and every upstream call costs credits (docs/datahub-api.md §10). They
 * are kept in localStorage for a while, so opening `/` again, in a new tab or after a reload, asks
 * the Data Hub nothing. An entry belongs to the upstream that answered it (embedded hub or a given
 * host), so counts of the demo data never show against the real service.
 */
import { fetchUpstreamInfo } from '@/lib/explorer-api/upstream'
import { storedAnswerKey } from './stored-answer-key'

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
    const raw = window.localStorage.getItem(storedAnswerKey(name))
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
    if (text.length <= MAX_STORED_CHARS) window.localStorage.setItem(storedAnswerKey(name), text)
  } catch {
    // Storage full or disabled: the answer is simply asked for again next time.
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
 * With nothing stored there is nothing to check the upstream against: the load starts at once,
 * beside the upstream question, instead of one round trip after it.
 */
export async function persistedAnswer<T>(
  name: string,
  maxAgeMs: number,
  load: () => Promise<T>,
  isValid: (value: unknown) => value is T,
): Promise<PersistedAnswer<T>> {
  const stored = read(name)
  if (!stored) {
    const now = Date.now()
    const [value, upstream] = await Promise.allSettled([load(), currentUpstream()])
    if (value.status === 'rejected') throw value.reason
    // An answer whose upstream is unknown is shown but not kept.
    if (upstream.status === 'fulfilled')
      write(name, { upstream: upstream.value, at: now, value: value.value })
    return { value: value.value, at: now }
  }
  const upstream = await currentUpstream()
  const now = Date.now()
  if (
    stored.upstream === upstream &&
    now - stored.at < maxAgeMs &&
    stored.at <= now &&
    isValid(stored.value)
  )
    return { value: stored.value, at: stored.at }
  const value = await load()
  write(name, { upstream, at: now, value })
  return { value, at: now }
}

export const HOUR_MS = 3_600_000

/** For tests: forget the memoised upstream identity. */
export function resetPersistedAnswers() {
  upstreamIdentity = undefined
}
