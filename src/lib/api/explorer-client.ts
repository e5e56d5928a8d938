/**
 * The one fetcher of the explorer's own server API (/api/explorer/…: the session, the data
 * source, watchlists and monitoring), never the Data Hub (datahub-client.ts). Same-origin with the
 * session cookie; failures become ApiErrors with the server's detail, and an ended session leads
 * to sign-in as it does for Data Hub requests.
 */
import { failureOf, NetworkError } from './errors'

/** Where the explorer's own server answers, beside the Data Hub's `/api/v2`. */
export const EXPLORER_API = '/api/explorer'

export type ExplorerMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ExplorerRequestOptions {
  method?: ExplorerMethod
  /** Sent as JSON; a request without one sends no body. */
  body?: unknown
  signal?: AbortSignal | undefined
}

/** Asks `/api/explorer/<path>`; resolves with the parsed JSON answer, or null for a 204. */
export async function explorerRequest(
  path: string,
  { method = 'GET', body, signal }: ExplorerRequestOptions = {},
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(`${EXPLORER_API}/${path}`, {
      method,
      signal: signal ?? null,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json; charset=utf-8' },
      body: body === undefined ? null : JSON.stringify(body),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new NetworkError('Could not reach the server.')
  }
  if (!response.ok) throw await failureOf(response)
  return response.status === 204 ? null : ((await response.json()) as unknown)
}
