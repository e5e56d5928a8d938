/**
 * Turns the forwarder's response into a complete answer in memory, so it can be stored and shared,
 * and decides whether it may be kept. Only whole, successful answers are kept: an error, a body cut
 * short (the upstream timed out or hung up mid-body, or sent fewer bytes than it announced), JSON
 * that does not parse, or an answer the upstream marked `no-store`/`private` never is.
 */
import { jsonError, PROXY_TIMEOUT_HEADER } from '../gateway/forward'
import { UpstreamTimeout } from '../gateway/upstream-call'
import { VARY_IN_KEY } from './cache-key'
import { replayableHeaders, type CachedAnswer } from './cache-store'

/** Larger answers pass through streamed and uncached (a dataset page of 10,000 wide rows). */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024

export type ReadAnswer =
  /** `kept`: what may be stored, with only the headers that may be replayed (cache-store.ts). */
  | { complete: true; answer: CachedAnswer; storable: false }
  | { complete: true; answer: CachedAnswer; storable: true; kept: CachedAnswer }
  | { complete: false; response: Response }

export async function readAnswer(response: Response, cap = MAX_ANSWER_BYTES): Promise<ReadAnswer> {
  const declared = response.headers.get('content-length')
  if (declared !== null && Number(declared) > cap) return { complete: false, response }
  const headers: [string, string][] = []
  for (const [name, value] of response.headers)
    if (name !== 'content-length') headers.push([name, value])

  let body: Uint8Array
  try {
    const read = await readCapped(response, cap)
    if (read.overflow) return { complete: false, response: new Response(read.overflow, response) }
    body = read.body
  } catch (error) {
    // The status line said 200 but the body never completed: an honest error beats a torn body.
    const failed =
      error instanceof UpstreamTimeout
        ? jsonError(504, `The Data Hub did not answer within ${error.ms / 1000} s.`, {
            [PROXY_TIMEOUT_HEADER]: '1',
          })
        : jsonError(502, 'The Data Hub connection broke off.')
    return { complete: false, response: failed }
  }
  const answer: CachedAnswer = { status: response.status, headers, body, storedAt: Date.now() }
  const kept = replayableHeaders(headers)
  if (!kept || !isStorable(response, body, declared))
    return { complete: true, answer, storable: false }
  return { complete: true, answer, storable: true, kept: { ...answer, headers: kept } }
}

function isStorable(response: Response, body: Uint8Array, declared: string | null): boolean {
  if (response.status !== 200) return false
  const control = (response.headers.get('cache-control') ?? '').toLowerCase()
  if (/\b(no-store|private)\b/.test(control)) return false
  // The key holds Accept and Accept-Language (cache-key.ts); an answer that varies on anything
  // else could be served to someone who asked differently. Accept-Encoding: bodies are decoded.
  const vary = (response.headers.get('vary') ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
  if (vary.some((name) => name && !VARY_IN_KEY.includes(name))) return false
  if (declared !== null && !response.headers.has('content-encoding')) {
    if (Number(declared) !== body.byteLength) return false
  }
  if (/^application\/([a-z0-9.+-]+\+)?json/i.test(response.headers.get('content-type') ?? '')) {
    try {
      JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
    } catch {
      return false
    }
  }
  return true
}

async function readCapped(
  response: Response,
  cap: number,
): Promise<{ body: Uint8Array; overflow?: undefined } | { overflow: ReadableStream<Uint8Array> }> {
  if (!response.body) return { body: new Uint8Array(0) }
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    total += value.byteLength
    if (total > cap) return { overflow: replay(chunks, reader) }
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { body }
}

/** The chunks already read, then the rest of the stream. */
function replay(
  chunks: Uint8Array[],
  reader: ReadableStreamDefaultReader<Uint8Array>,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = chunks.shift()
      if (chunk) return controller.enqueue(chunk)
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

/**
 * A fresh response from a kept answer. `withAge`: say how old it is (`Age`), for operators only
 * (CACHE_DEBUG_HEADERS): to users the age of an entry says when a colleague asked the same.
 */
export function answerResponse(answer: CachedAnswer, withAge = false): Response {
  const headers = new Headers(answer.headers)
  if (withAge)
    headers.set('age', String(Math.max(0, Math.floor((Date.now() - answer.storedAt) / 1000))))
  return new Response(answer.body.byteLength ? answer.body.slice() : null, {
    status: answer.status,
    headers,
  })
}
