/**
 * One POST to a webhook receiver, to the address that was checked: the host is resolved and
 * checked (webhook-address.ts) right before, and the connection goes to that address — the name is
 * never looked up a second time. TLS still verifies the certificate against the host name (SNI).
 * What the user learns is one of four outcomes; socket errors, DNS answers and the receiver's body
 * stay on the server, so the delivery log cannot be used to map the network.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import {
  checkWebhookTarget,
  NOTHING_ALLOWED,
  type Resolve,
  type WebhookAllowList,
} from './webhook-address'

export type SendOutcome =
  | { outcome: 'delivered'; status: number }
  | { outcome: 'refused'; status: number }
  | { outcome: 'unreachable'; status: null }
  | { outcome: 'timed out'; status: null }

/** The words the delivery log shows for an outcome. */
export function outcomeText(result: SendOutcome): string {
  if (result.outcome === 'refused') return `refused by the receiver (${result.status})`
  return result.outcome
}

export interface SendOptions {
  allow?: WebhookAllowList
  resolve?: Resolve
  timeoutMs: number
}

export async function sendWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: SendOptions,
): Promise<SendOutcome> {
  const deadline = Date.now() + options.timeoutMs
  let checked: Awaited<ReturnType<typeof checkWebhookTarget>>
  try {
    checked = await Promise.race([
      checkWebhookTarget(new URL(target), options.allow ?? NOTHING_ALLOWED, options.resolve),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), options.timeoutMs).unref(),
      ),
    ])
  } catch {
    return { outcome: 'timed out', status: null }
  }
  // A name that now resolves to a refused address is unreachable, as far as the user is told.
  if (!checked.ok) return { outcome: 'unreachable', status: null }
  const { url, address } = checked.target
  const https = url.protocol === 'https:'
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  return new Promise<SendOutcome>((resolve) => {
    let settled = false
    const finish = (result: SendOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    const request = (https ? httpsRequest : httpRequest)(
      {
        host: address,
        family: isIP(address),
        port: url.port || (https ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: {
          ...headers,
          host: url.host,
          'content-length': String(Buffer.byteLength(body)),
        },
        // Certificates are checked against the name the user gave, not the address.
        ...(https && isIP(hostname) === 0 ? { servername: hostname } : {}),
        agent: false,
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0
        // The body is not read: nothing of it is kept or shown.
        response.resume()
        response.destroy()
        finish(
          status >= 200 && status < 300
            ? { outcome: 'delivered', status }
            : { outcome: 'refused', status },
        )
      },
    )
    const timer = setTimeout(
      () => {
        finish({ outcome: 'timed out', status: null })
        request.destroy()
      },
      Math.max(1, deadline - Date.now()),
    )
    timer.unref?.()
    request.on('error', () => finish({ outcome: 'unreachable', status: null }))
    request.end(body)
  })
}
