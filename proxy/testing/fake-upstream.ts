/**
 * Test helper: a fake upstream that records what the proxy sent and answers with whatever the test
 * scripts, so proxy tests run through `app.request()` without a network or a hub.
 */
import type { UpstreamInfo } from '../../contract/upstream'
import { createProxyApp, type ProxyOptions } from '../gateway/app'

export const TEST_KEY = 'sk-test-3f9a1c7e5b2d4a6f8e0c1b3d5f7a9c2e'
export const TEST_UPSTREAM = 'https://hub.example.test'

export interface RecordedRequest {
  url: string
  method: string
  headers: Record<string, string>
  body: string
}

type Responder = (request: Request) => Response | Promise<Response>

export function fakeUpstream(respond: Responder = () => Response.json({ ok: true })) {
  const requests: RecordedRequest[] = []
  const fetch = async (request: Request) => {
    requests.push({
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body: request.body ? await request.clone().text() : '',
    })
    return respond(request)
  }
  return { requests, fetch }
}

const remoteInfo: UpstreamInfo = { mode: 'remote', host: 'hub.example.test', scale: null }

export function proxyWith(respond?: Responder, options: Partial<ProxyOptions> = {}) {
  const upstream = fakeUpstream(respond)
  const app = createProxyApp({
    upstream: TEST_UPSTREAM,
    apiKey: TEST_KEY,
    fetch: upstream.fetch,
    upstreamInfo: remoteInfo,
    ...options,
  })
  return { app, requests: upstream.requests }
}

/** Every header name and value plus the body text: where a leaked key would show up. */
export async function everythingVisible(response: Response): Promise<string> {
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')
  return `${headers}\n\n${await response.text()}`
}
