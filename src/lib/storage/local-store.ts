import { useSyncExternalStore } from 'react'
import { z } from 'zod/mini'

/**
 * A small typed value in localStorage that React components can subscribe to. Reads are parsed
 * with a zod schema so a corrupted or outdated entry falls back to the default instead of crashing;
 * other tabs' changes arrive through the `storage` event.
 */
export interface LocalStore<T> {
  get: () => T
  set: (next: T | ((current: T) => T)) => void
  subscribe: (listener: () => void) => () => void
}

export function createLocalStore<T>(
  key: string,
  schema: z.core.$ZodType<T>,
  fallback: T,
): LocalStore<T> {
  const listeners = new Set<() => void>()
  let cachedRaw: string | null | undefined
  let cachedValue: T = fallback

  function read(): T {
    let raw: string | null
    try {
      raw = window.localStorage.getItem(key)
    } catch {
      return fallback
    }
    // useSyncExternalStore needs a stable snapshot: reparse only when the stored text changed.
    if (raw === cachedRaw) return cachedValue
    cachedRaw = raw
    try {
      const parsed = z.safeParse(schema, raw === null ? undefined : JSON.parse(raw))
      cachedValue = parsed.success ? parsed.data : fallback
    } catch {
      cachedValue = fallback
    }
    return cachedValue
  }

  function notify() {
    for (const listener of listeners) listener()
  }

  return {
    get: read,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(read()) : next
      try {
        window.localStorage.setItem(key, JSON.stringify(value))
      } catch {
        // Storage full or disabled (private mode): the change lives until reload only.
        cachedRaw = undefined
        cachedValue = value
      }
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener()
      }
      window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        window.removeEventListener('storage', onStorage)
      }
    },
  }
}

export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
