/**
 * Reads a request body up to a byte limit. Content-Length is only a hint (a client may lie or send
 * none with chunked encoding), so bytes are counted as they arrive and reading stops at the limit.
 * The body is buffered because it is small (≤ 64 KiB) and a buffered body lets the upstream request
 * carry an exact Content-Length instead of chunked encoding.
 */

export const MAX_BODY_BYTES = 64 * 1024

export type LimitedBody =
  { ok: true; body: Uint8Array<ArrayBuffer> } | { ok: false; status: 400 | 413; detail: string }

export async function readLimitedBody(
  request: Request,
  limit = MAX_BODY_BYTES,
): Promise<LimitedBody> {
  const tooLarge: LimitedBody = {
    ok: false,
    status: 413,
    detail: `The request body must be at most ${limit} bytes.`,
  }
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    if (!/^\d+$/.test(declared.trim()))
      return { ok: false, status: 400, detail: 'Invalid Content-Length.' }
    if (Number(declared) > limit) return tooLarge
  }
  if (!request.body) return { ok: true, body: new Uint8Array(0) }

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      return tooLarge
    }
    chunks.push(value)
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, body }
}
