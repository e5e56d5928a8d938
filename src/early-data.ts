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

// The first number and date formatters a page makes cost about 45 ms and 7 ms (the browser loads
// its locale data once, for every language), right when the answers are rendered. The main thread
// is idle while the browser waits for the app's code: that cost is paid here instead.
setTimeout(() => {
  new Intl.NumberFormat().format(0)
  new Intl.DateTimeFormat().format(0)
})
