/**
 * Collects small GETs asked for at about the same moment into one `POST /api/explorer/batch`
 * (proxy/gateway/batch.ts), which the server asks upstream side by side. A browser opens at most six
 * connections to a host over HTTP/1.1; the start page's two dozen counts, sent one by one, came
 * back in a dozen waves of round trips. Batched, they take one browser request and a few upstream
 * waves, and they leave the browser's connections free for what the analyst asks meanwhile.
 *
 * Each request still gets its own answer (status, headers, body), read by the one fetch wrapper
 * like any other; the server counts each against the budgets and the credits as if sent alone.
 * A request aborted before its batch went is left out; after, its answer is dropped (the server
 * has asked for it already).
 *
 * The server bounds a batch's answer in bytes (proxy/gateway/batch.ts): a request whose answer did not fit
 * comes back as "fetch it alone" and is asked by itself (the server kept it in its cache when it
 * could, so that costs no second Data Hub call). A path asked twice in one batch is answered once;
 * the second answer names the first.
 */
import { apiRequestInit } from './datahub-request'

/**
 * One request's answer: its own; `alone`: too large for the batch, ask for it by itself; `same`:
 * the answer of the earlier request at that index (the same path).
 */
export type BatchAnswer =
  { status: number; headers: Record<string, string>; body: string; alone?: true } | { same: number }

type OwnAnswer = Exclude<BatchAnswer, { same: number }>

/** Sends the paths (below /api/v2/) as one batch; resolves with one answer per path, in order. */
export type SendBatch = (paths: string[]) => Promise<BatchAnswer[]>
/** Asks for one path by itself, as the SPA would without batching. */
export type FetchAlone = (path: string, signal: AbortSignal | null) => Promise<Response>

const fetchAloneDefault: FetchAlone = (path, signal) =>
  fetch(path, { ...apiRequestInit('GET'), signal })

/** The answer at `index`, the one it names when it is `same`; null when there is none. */
function answerAt(answers: BatchAnswer[], index: number): OwnAnswer | null {
  const answer = answers[index]
  if (!answer) return null
  if (!('same' in answer)) return answer
  const first = answer.same < index ? answers[answer.same] : undefined
  return first && !('same' in first) ? first : null
}

interface Waiting {
  path: string
  perBatch: number
  resolve: (response: Response) => void
  reject: (error: unknown) => void
  signal: AbortSignal | null
}

/** How long the first request waits for others: nothing next to a round trip to the Data Hub. */
const GATHER_MS = 10
/**
 * The server asks six requests of a batch at a time (proxy/gateway/batch.ts BATCH_CONCURRENCY), so a batch
 * of twelve answers after two upstream round trips. More go in a further batch, answered side by
 * side, not in a third and fourth round trip: the start page's map counts and catalogue counts,
 * asked in the same moment once the catalogue came early, went as one batch of 24 and answered
 * after 1.2 s instead of 0.6 s at 300 ms per answer. Below the server's bound of 40.
 */
export const MAX_PER_BATCH = 12
/**
 * What the server asks at a time (proxy/gateway/batch.ts BATCH_CONCURRENCY): a batch of this many answers
 * after one upstream round trip. For a view that asks a bounded window of requests again as each
 * answer comes (the results map's records), two such batches beat one of twelve: the first answers
 * come a round trip sooner, and no more calls are with the Data Hub at once.
 */
export const ONE_ROUND_TRIP = 6

export function createBatcher(send: SendBatch, fetchAlone: FetchAlone = fetchAloneDefault) {
  let waiting: Waiting[] = []

  const flush = () => {
    const all = waiting.filter((entry) => !entry.signal?.aborted)
    waiting = []
    for (const group of batchesOf(all)) {
      send(group.map((entry) => entry.path)).then(
        (answers) =>
          group.forEach(({ path, signal, resolve, reject }, index) => {
            const answer = answerAt(answers, index)
            // An answer missing from the batch is a broken answer, like a cut-off body.
            if (!answer) return reject(new TypeError('incomplete batch'))
            if (answer.alone) return void fetchAlone(path, signal).then(resolve, reject)
            resolve(new Response(answer.body || null, answer))
          }),
        (error: unknown) => group.forEach(({ reject }) => reject(error)),
      )
    }
  }

  /**
   * A Response for `path` (below /api/v2/), as fetch would give it; `perBatch`: the most requests
   * it may travel with (itself included).
   */
  return (path: string, signal: AbortSignal | null, perBatch = MAX_PER_BATCH): Promise<Response> =>
    new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException('aborted', 'AbortError'))
      if (signal?.aborted) return abort()
      signal?.addEventListener('abort', abort, { once: true })
      const entry = {
        path,
        perBatch: Number.isFinite(perBatch)
          ? Math.max(1, Math.min(Math.floor(perBatch), MAX_PER_BATCH))
          : MAX_PER_BATCH,
        resolve,
        reject,
        signal,
      }
      if (waiting.push(entry) === 1) setTimeout(flush, GATHER_MS)
    })
}

/**
 * The requests gathered, cut into batches no larger than each one allows: requests of one size in
 * the order asked, the sizes in the order they first came.
 */
function batchesOf(all: Waiting[]): Waiting[][] {
  const bySize = new Map<number, Waiting[]>()
  for (const entry of all) {
    const same = bySize.get(entry.perBatch)
    if (same) same.push(entry)
    else bySize.set(entry.perBatch, [entry])
  }
  const batches: Waiting[][] = []
  for (const [size, entries] of bySize)
    for (let start = 0; start < entries.length; start += size)
      batches.push(entries.slice(start, start + size))
  return batches
}
