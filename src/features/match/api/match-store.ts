/**
 * The job as an external store for React (`useSyncExternalStore`): the runner updates rows many
 * times a second, so listeners are told at most every `NOTIFY_MS`, and every change is saved to
 * IndexedDB (coalesced by ./job-storage.ts).
 */
import { useSyncExternalStore } from 'react'
import { saveJob } from './job-storage'
import type { MatchJob, RowState } from './match-job'

const NOTIFY_MS = 250

export interface MatchStore {
  get: () => MatchJob | null
  set: (job: MatchJob | null) => void
  update: (change: (job: MatchJob) => MatchJob) => void
  updateRow: (index: number, patch: Partial<RowState>) => void
  subscribe: (listener: () => void) => () => void
}

export function createMatchStore(initial: MatchJob | null, persist = saveJob): MatchStore {
  let job = initial
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setTimeout> | null = null

  const notify = () => {
    timer = null
    for (const listener of listeners) listener()
  }
  const changed = (immediate: boolean) => {
    persist(job)
    if (immediate) {
      if (timer) clearTimeout(timer)
      notify()
    } else if (!timer) timer = setTimeout(notify, NOTIFY_MS)
  }

  return {
    get: () => job,
    set(next) {
      job = next
      changed(true)
    },
    update(change) {
      if (!job) return
      job = change(job)
      changed(true)
    },
    updateRow(index, patch) {
      if (!job) return
      const rows = job.rows.slice()
      rows[index] = { ...rows[index]!, ...patch }
      job = { ...job, rows }
      changed(false)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export function useMatchJob(store: MatchStore): MatchJob | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
