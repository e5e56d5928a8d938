/**
 * The audit trail: one JSON line per API request the proxy answered — who, what, the status, how
 * long, and whether it was served from the cache (no upstream call, no credits). It never holds the
 * key: the key travels only in a header the proxy adds, and a path that somehow contained it is
 * redacted all the same. Appended through one buffered stream; rotate it with `copytruncate`.
 * The file is created with mode 0600.
 */
import { chmodSync, createWriteStream, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

export interface AuditRecord {
  user: string
  method: string
  /** Path and query as forwarded. */
  path: string
  status: number
  durationMs: number
  cached: boolean
  /** Set when a budget refused the request (no upstream call was made). */
  refused?: 'rate' | 'daily'
}

/** What monitoring did on someone's behalf: a write (list, entries, share, webhook, feed) or a check. */
export interface MonitorAuditEvent {
  user: string
  /** e.g. `list.create`, `share.set`, `webhook.add`, `check`. */
  action: string
  list: string
  status?: number
  /** Upstream calls a check made. */
  calls?: number
  /** For a check: `manual` or `schedule`. */
  trigger?: string
}

export interface AuditLog {
  record(entry: AuditRecord): void
  /** One line for a monitoring write or check (proxy/monitor/). */
  event?(entry: MonitorAuditEvent): void
  close(): Promise<void>
}

export function createAuditLog(path: string, apiKey: string): AuditLog {
  mkdirSync(dirname(path), { recursive: true })
  // Who looked at what is personal data: readable by the server's user only, also when the file
  // was created earlier with wider permissions.
  const stream = createWriteStream(path, { flags: 'a', mode: 0o600 })
  try {
    chmodSync(path, 0o600)
  } catch {
    // Created by the stream in a moment; with the mode above.
  }
  // A full disk must not take the server down; the metrics and logs still say what happens.
  stream.on('error', () => undefined)
  const redact = (text: string) => (apiKey ? text.split(apiKey).join('[redacted]') : text)
  return {
    record: (entry) => {
      const line = {
        time: new Date().toISOString(),
        user: redact(entry.user),
        method: entry.method,
        path: redact(entry.path),
        status: entry.status,
        duration_ms: Math.round(entry.durationMs * 10) / 10,
        cached: entry.cached,
        ...(entry.refused ? { refused: entry.refused } : {}),
      }
      stream.write(`${JSON.stringify(line)}\n`)
    },
    event: (entry) => {
      const line = {
        time: new Date().toISOString(),
        event: 'monitor',
        ...entry,
        user: redact(entry.user),
      }
      stream.write(`${JSON.stringify(line)}\n`)
    },
    close: () => new Promise((resolve) => stream.end(() => resolve())),
  }
}
