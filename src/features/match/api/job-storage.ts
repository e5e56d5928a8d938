/**
 * The match job in IndexedDB (idb-keyval): a list of 1,000 rows with candidates is a few MB, more
 * than localStorage should hold, and writing it must not block typing. Saves are coalesced: the
 * latest job is written at most every `SAVE_INTERVAL_MS`, and once more when the page is hidden.
 */
import { del, get, set } from 'idb-keyval'
import { readStoredJob, type MatchJob } from './match-job'

const KEY = 'datahub-explorer:match-job'
const SAVE_INTERVAL_MS = 400

export async function loadJob(): Promise<MatchJob | null> {
  try {
    return readStoredJob(await get(KEY))
  } catch {
    // IndexedDB unavailable (private mode in some browsers): the work lives until reload.
    return null
  }
}

let latest: MatchJob | null | undefined
let timer: ReturnType<typeof setTimeout> | null = null
let writing: Promise<void> = Promise.resolve()

async function write() {
  timer = null
  const job = latest
  latest = undefined
  if (job === undefined) return
  try {
    await (job === null ? del(KEY) : set(KEY, job))
  } catch {
    // Quota or unavailable storage: keep working in memory.
  }
}

let flushesOnHide = false

/**
 * A closing tab or a page sent to the background (where mobile browsers may end it unasked) must
 * not lose the last edits still waiting for the interval: they are written at once.
 */
function flushWhenHidden() {
  if (flushesOnHide || typeof window === 'undefined') return
  flushesOnHide = true
  window.addEventListener('pagehide', () => void flushJob())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushJob()
  })
}

/** Schedules a save of this job (null deletes it). */
export function saveJob(job: MatchJob | null) {
  flushWhenHidden()
  latest = job
  if (!timer) timer = setTimeout(() => void (writing = writing.then(write)), SAVE_INTERVAL_MS)
}

/** Writes a scheduled save now (the page is hidden or closing). */
function flushJob(): Promise<void> {
  if (timer) {
    clearTimeout(timer)
    writing = writing.then(write)
  }
  return writing
}
