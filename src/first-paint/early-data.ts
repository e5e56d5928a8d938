/**
 * Inlined into index.html at build (src/first-paint/server/vite-early-data.ts) and run as soon as
 * the page's head is parsed: sends the Data Hub requests this URL's page asks for first, which the
 * app adopts when its code has run (first-paint/early-fetch.ts), then asks for the route's code
 * behind them (first-paint/early-route-code.ts). Anything going wrong here only means the app asks
 * for them itself.
 */
import { apiRequestInit } from '@/lib/api/datahub-request'
import { startEarlyRequests } from './early-fetch'
import { preloadRouteCode } from './early-route-code'
import { earlyRequests } from './early-requests'
import type { OpeningSlices } from './opening-slices'

/** Written in by the build, from the relation catalogue (server/opening-slices-at-build.ts). */
declare const OPENING_SLICES: OpeningSlices

try {
  let storage: Storage | null = null
  try {
    storage = window.localStorage
  } catch {
    // Storage disabled: nothing is stored, and the page asks for everything.
  }
  startEarlyRequests(earlyRequests(window.location, storage, OPENING_SLICES), (request) =>
    apiRequestInit(request.method, request.body),
  )
  // Behind the requests, which take a round trip: the route's code.
  preloadRouteCode()
} catch {
  // The app asks for its requests and loads its route's code itself.
}

// The first number and date formatters a page makes cost about 45 ms and 7 ms (the browser loads
// its locale data once, for every language), right when the answers are rendered. The main thread
// is idle while the browser waits for the app's code: that cost is paid here instead.
// (`toLocaleString` loads the same data as `Intl.NumberFormat` and `Intl.DateTimeFormat`, in fewer
// bytes of the first page's budget.)
setTimeout(() => {
  ;(0).toLocaleString()
  new Date(0).toLocaleString()
})
