/**
 * A deep link's route code, asked for by the inline script of index.html right after the page's
 * first Data Hub requests (issue 27). The production server names the files in links of a type
 * of its own (proxy/route-preload.ts), which the browser leaves alone, and this turns them into
 * module preloads. As `<link rel="modulepreload">` in the HTML, the browser's preload scanner sent
 * them before any script ran, and the Data Hub requests, which take a round trip, waited for one of
 * HTTP/1.1's six connections behind 40-odd small files. Marked low priority, the files were held
 * back instead: Chromium sends such requests a few at a time and only while its main thread is
 * free, and an organization's code came in until 1.3 s. Turned into preloads here, at the default
 * priority, the files go out behind the Data Hub requests and fill the other connections at once.
 */

/** The `rel` of the server's links to the route's code until they become module preloads. */
export const ROUTE_CODE_REL = 'dhx-route-code'

export function preloadRouteCode() {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[rel=${ROUTE_CODE_REL}]`))
    link.rel = 'modulepreload'
}
