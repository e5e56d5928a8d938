/**
 * One match session per tab: the job store and the run in progress live at module level, so a
 * run goes on while the analyst opens a matched organization and is still there (with its
 * progress) on coming back. The job itself is in IndexedDB, so a reload resumes where it stopped.
 */
import { useSyncExternalStore } from 'react'
import { loadJob } from './job-storage'
import { runMatch, type MatchServices, type RunProgress } from './match-runner'
import { createMatchStore, type MatchStore } from './match-store'

let store: MatchStore | null = null
let opening: Promise<MatchStore> | null = null

/** The session's store, with the job of the last visit read from IndexedDB on first use. */
export function openMatchStore(): Promise<MatchStore> {
  if (store) return Promise.resolve(store)
  opening ??= loadJob().then((job) => (store = createMatchStore(job)))
  return opening
}

export interface RunState {
  running: boolean
  progress: RunProgress | null
  /** How the last run ended. */
  outcome: 'done' | 'cancelled' | null
}

let run: RunState = { running: false, progress: null, outcome: null }
let controller: AbortController | null = null
const listeners = new Set<() => void>()
/** Progress arrives per row; the page is told at most this often, so rendering stays cheap. */
const PROGRESS_MS = 200
let progressTimer: ReturnType<typeof setTimeout> | null = null

function notify() {
  progressTimer = null
  for (const listener of listeners) listener()
}

function setRun(next: RunState) {
  const onlyProgress = next.running && run.running && next.outcome === run.outcome
  run = next
  if (!onlyProgress) {
    if (progressTimer) clearTimeout(progressTimer)
    notify()
  } else progressTimer ??= setTimeout(notify, PROGRESS_MS)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useRunState(): RunState {
  return useSyncExternalStore(
    subscribe,
    () => run,
    () => run,
  )
}

/** Whether a run is going, and in which phase: what the page needs beyond the progress bar. */
export function useRunPhase(): 'idle' | RunProgress['phase'] {
  const read = () => (run.running ? (run.progress?.phase ?? 'matching') : 'idle')
  return useSyncExternalStore(subscribe, read, read)
}

/**
 * Starts a run (all unfinished rows, or the given ones). A run already going is left alone; a
 * run for given rows while one is going waits for it, so a decision in review is enriched after.
 */
export async function startRun(
  target: MatchStore,
  services: MatchServices,
  options: { rows?: number[] } = {},
) {
  if (run.running) {
    if (!options.rows) return
    await new Promise<void>((resolve) => {
      const check = () => {
        if (!run.running) {
          listeners.delete(check)
          resolve()
        }
      }
      listeners.add(check)
    })
  }
  controller = new AbortController()
  // Requests already sent are let finish into the cache: they are paid for either way.
  const signal = controller.signal
  setRun({ running: true, progress: null, outcome: null })
  try {
    const result = await runMatch(target, services, {
      signal,
      rows: options.rows,
      onProgress: (progress) =>
        setRun({
          running: true,
          outcome: null,
          // A rate-limit notice carries no counts: keep the last ones.
          progress:
            progress.done < 0 && run.progress
              ? { ...run.progress, pausedUntil: progress.pausedUntil }
              : progress,
        }),
    })
    setRun({
      running: false,
      progress: run.progress,
      outcome: result.cancelled ? 'cancelled' : 'done',
    })
  } catch {
    setRun({ running: false, progress: run.progress, outcome: 'cancelled' })
  }
}

export function cancelRun() {
  controller?.abort()
}
