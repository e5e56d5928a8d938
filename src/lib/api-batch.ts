/**
 * Collects small GETs asked for at about the same moment into one `POST /api/explorer/batch`
 * (proxy/batch.ts), which the server asks upstream side by side. A browser opens at most six
 * connections to a host over HTTP/1.1; the start page's two dozen counts, sent one by one, came
 * back in a dozen waves of round trips. Batched, they take one browser request and a few upstream
 * waves, and they leave the browser's connections free for what the analyst asks meanwhile.
 *
 * Each request still gets its own answer (status, headers, body), read by the one fetch wrapper
 * like any other; the server counts each against the budgets and the credits as if sent alone.
 */

export interface BatchAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/** Sends the paths (below /api/v2/) as one batch; resolves with one answer per path, in order. */
export type SendBatch = (paths: string[]) => Promise<BatchAnswer[]>

interface Waiting {
  path: string
  resolve: (response: Response) => void
  reject: (error: unknown) => void
  signal: AbortSignal | null
}

/** How long the first request waits for others: nothing next to a round trip to the Data Hub. */
const GATHER_MS = 10
/** The server's bound (proxy/batch.ts MAX_BATCH_REQUESTS). */
const MAX_PER_BATCH = 40

const abortError = () => new DOMException('The request was aborted.', 'AbortError')

export function createBatcher(
  send: SendBatch,
  single: (path: string, signal: AbortSignal | null) => Promise<Response>,
) {
  let waiting: Waiting[] = []
  let timer: ReturnType<typeof setTimeout> | null = null

  const flush = () => {
    timer = null
    const all = waiting.filter((entry) => !entry.signal?.aborted)
    waiting = []
    for (let start = 0; start < all.length; start += MAX_PER_BATCH) {
      const group = all.slice(start, start + MAX_PER_BATCH)
      // One request alone gains nothing from a batch: it goes as it is.
      if (group.length === 1) {
        const only = group[0]!
        single(only.path, only.signal).then(only.resolve, only.reject)
        continue
      }
      send(group.map((entry) => entry.path)).then(
        (answers) =>
          group.forEach((entry, index) => {
            const answer = answers[index]
            if (entry.signal?.aborted) return entry.reject(abortError())
            if (!answer) return entry.reject(new TypeError('The batch answer is incomplete.'))
            entry.resolve(
              new Response(answer.status === 204 ? null : answer.body, {
                status: answer.status,
                headers: answer.headers,
              }),
            )
          }),
        (error: unknown) => group.forEach((entry) => entry.reject(error)),
      )
    }
  }

  /** A Response for `path` (below /api/v2/), as fetch would give it. */
  return function batchedFetch(path: string, signal: AbortSignal | null): Promise<Response> {
    if (signal?.aborted) return Promise.reject(abortError())
    return new Promise<Response>((resolve, reject) => {
      const entry: Waiting = { path, resolve, reject, signal }
      signal?.addEventListener('abort', () => reject(abortError()), { once: true })
      waiting.push(entry)
      timer ??= setTimeout(flush, GATHER_MS)
    })
  }
}
