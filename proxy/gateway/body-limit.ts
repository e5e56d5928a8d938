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

/** The sign-in form (a name, a password, a return path) and any other form of the server. */
export const MAX_FORM_BYTES = 16 * 1024

/**
 * Every route's limit, checked on Content-Length before anything reads the body: 413 at once, and
 * the connection is closed so the rest of the body is never read. A body sent without a length
 * (chunked) is counted where it is read (readLimitedBody): the API's pipeline and the sign-in form.
 */
export function bodyLimitMiddleware(limitFor: (path: string) => number) {
  return async (
    c: { req: { raw: Request; path: string } },
    next: () => Promise<void>,
  ): Promise<Response | void> => {
    const declared = c.req.raw.headers.get('content-length')
    if (declared === null) return next()
    const limit = limitFor(c.req.path)
    const valid = /^\d+$/.test(declared.trim())
    if (valid && Number(declared) <= limit) return next()
    return new Response(
      JSON.stringify({
        detail: valid
          ? `The request body must be at most ${limit} bytes.`
          : 'Invalid Content-Length.',
      }),
      {
        status: valid ? 413 : 400,
        headers: { 'content-type': 'application/json; charset=utf-8', connection: 'close' },
      },
    )
  }
}

/** The API's JSON bodies up to MAX_BODY_BYTES, every other route (forms) up to MAX_FORM_BYTES. */
export const routeBodyLimit = (path: string) =>
  path === '/api' || path.startsWith('/api/') ? MAX_BODY_BYTES : MAX_FORM_BYTES
