/**
 * How the SPA asks the proxy for a Data Hub answer: the URL and the request's options. Shared by
 * the Data Hub client (datahub-client.ts) and the early requests of a deep link (early-fetch.ts), so
 * a response asked for before the app's code ran is exactly the one the app would have asked for.
 * Imports only the dependency-free contract: it is part of the inline script of index.html.
 */
import { API_BASE } from '@contract/requests'

export { API_BASE }

export type QueryValue = string | number | boolean | null | undefined
export type QueryParams = Record<string, QueryValue>

/** `/api/v2<path>?<params>`; unset and empty parameters are left out. */
export function buildUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue
    search.set(key, String(value))
  }
  const query = search.toString()
  return `${API_BASE}${path}${query ? `?${query}` : ''}`
}

/** The options of a Data Hub request: JSON asked for, the session cookie sent, a POST's body. */
export function apiRequestInit(method: 'GET' | 'POST', body?: string): RequestInit {
  return method === 'POST'
    ? {
        method,
        headers: { Accept: 'application/json', 'Content-Type': 'application/json; charset=utf-8' },
        credentials: 'same-origin',
        body: body ?? '{}',
      }
    : { method, headers: { Accept: 'application/json' }, credentials: 'same-origin' }
}
