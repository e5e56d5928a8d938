/**
 * A webhook receiver for tests: node:http on 127.0.0.1 at a free port, answering each POST with
 * the next status of a script (the last one repeats) and keeping every request it got.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedRequest {
  headers: Record<string, string | string[] | undefined>
  body: string
}

export async function startReceiver(statuses: number[]) {
  const received: ReceivedRequest[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      const status = statuses[Math.min(received.length, statuses.length) - 1] ?? 200
      response.writeHead(status, { 'content-type': 'text/plain' }).end('thanks')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Well-formed XML, checked by a small tokenizer: balanced tags, one root, escaped text. */
export function isWellFormedXml(xml: string): boolean {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '')
  const entity = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/
  const stack: string[] = []
  let roots = 0
  for (const [token] of body.matchAll(/<[^>]*>|[^<]+/g)) {
    if (!token.startsWith('<')) {
      if (entity.test(token) || (stack.length === 0 && token.trim() !== '')) return false
      continue
    }
    const tag = /^<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>$/.exec(token)
    if (!tag || entity.test(tag[3] ?? '')) return false
    const [, closing, name, , selfClosing] = tag
    if (closing) {
      if (stack.pop() !== name) return false
    } else {
      if (stack.length === 0) roots += 1
      if (!selfClosing) stack.push(name!)
    }
  }
  return stack.length === 0 && roots === 1
}

/** A receiver that accepts connections and reads requests but never answers. */
export async function startSilentReceiver() {
  const received: string[] = []
  const server = createServer((request) => {
    request.resume()
    received.push(request.url ?? '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/slow`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
