/**
 * Inlined into index.html at build (scripts/vite-early-data.ts) and run as soon as the page's
 * head is parsed: sends the Data Hub requests this URL's page asks for first, which the app adopts
 * when its code has run (lib/early-fetch.ts). Anything going wrong here only means the app asks
 * for them itself.
 */
import { apiRequestInit } from './lib/api-request'
import { startEarlyRequests } from './lib/early-fetch'
import { earlyRequests } from './lib/early-requests'

try {
  let storage: Storage | null = null
  try {
    storage = window.localStorage
  } catch {
    // Storage disabled: nothing is stored, and the page asks for everything.
  }
  startEarlyRequests(earlyRequests(window.location, storage), (request) =>
    apiRequestInit(request.method, request.body),
  )
} catch {
  // The app asks for its requests itself.
}
