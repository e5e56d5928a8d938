/**
 * A deep link's route code, asked for by the inline script of index.html right after the page's
 * first Data Hub requests. The production server links the files with a `rel` of its
 * own, which the browser leaves alone (src/first-paint/server/route-preload.ts), and this turns
 * them into module preloads, at the default priority: the Data Hub requests, which take a round
 * trip, go out first, and the code fills the other connections behind them at once. (As
 * `modulepreload` links in the HTML they went out first and held the Data Hub requests back; as
 * low-priority ones, Chromium sent them a few at a time while its main thread was free.) With the
 * monitoring section loading after the first render, an organization link's heading came 66 ms
 * sooner (median of 30 visits each, 300 ms per answer, docs/performance.md).
 */

/** The `rel` of the server's links to the route's code until they become module preloads. */
export const ROUTE_CODE_REL = 'dhx-route-code'

export function preloadRouteCode() {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[rel=${ROUTE_CODE_REL}]`))
    link.rel = 'modulepreload'
}
