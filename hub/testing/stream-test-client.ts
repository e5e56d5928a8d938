/** Test client for the stream, data-search and service routes: the shared small test hub, keyed. */
import { authed, createTestHubApp } from './test-hub'

export type Row = Record<string, string | number | boolean | null>

export function hubClient() {
  let ready: ReturnType<typeof createTestHubApp> | undefined
  const hub = () => (ready ??= createTestHubApp())
  return {
    get: async (path: string) => {
      const { app, apiKey } = await hub()
      return app.request(`/api/v2${path}`, authed(apiKey))
    },
    post: async (path: string, body: string, headers: Record<string, string> = {}) => {
      const { app, apiKey } = await hub()
      return app.request(
        `/api/v2${path}`,
        authed(apiKey, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', ...headers },
        }),
      )
    },
  }
}
