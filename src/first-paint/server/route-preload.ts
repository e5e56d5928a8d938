/**
 * The route's own code, named in the HTML of a deep link. The entry script learns which
 * route chunk it needs only after it has run, so a deep link used to load its code in a second
 * wave: entry script, then the route's loader chunk and its imports, then the page's chunk. Linked
 * in the HTML (`withRouteCode`), the chunks are fetched while the entry script loads, and the
 * loader's requests (an entity's relation list and open slice) start as soon as the entry has run,
 * in the same round trip as the record the early script asked for.
 *
 * Which chunks: Vite's manifest (dist/.vite/manifest.json) names, for each route file split by
 * TanStack Router (`?tsr-split=loader`, `?tsr-split=component`), its chunk and the chunks it
 * imports statically; which route file serves the path is read from the same manifest
 * (route-table.ts), so every page the build split off is covered. Chunks the page loads lazily (the map, a tab's heavy views) are not named:
 * they wait, as before, until the page asks for them. Nothing here asks the Data Hub for anything.
 */

import { ROUTE_CODE_REL } from '../early-route-code'
import { routeFileFor, type ViteManifest } from './route-table'

export type { ViteManifest } from './route-table'

const SPLITS = ['?tsr-split=loader', '?tsr-split=component', '']

/**
 * The chunk files (`assets/…`) a path's route needs at once, in the order to ask for them (the
 * loader's first), without the entry and what the entry's HTML names already; [] for a path
 * whose route the build did not split off (route-table.ts), such as the start page's.
 */
export function routeChunks(manifest: ViteManifest, pathname: string): string[] {
  const route = routeFileFor(manifest, pathname)
  if (!route) return []
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)
  const skip = new Set<string>(entry ? [entry[0], ...(entry[1].imports ?? [])] : [])
  const files: string[] = []
  const visit = (key: string) => {
    if (skip.has(key)) return
    skip.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    files.push(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const split of SPLITS) if (manifest[route + split]) visit(route + split)
  return files
}

/**
 * `html` with a link to each of `files` of a type of its own, which the inline script turns into
 * module preloads right after it has sent the page's first Data Hub requests
 * (src/first-paint/early-route-code.ts). Not `<link rel="modulepreload">`: the browser's preload
 * scanner sends those before any script runs, and the Data Hub requests, which take a round trip,
 * waited for one of HTTP/1.1's six connections behind 40-odd small files (up to 0.9 s). Marked low
 * priority they were held back instead: Chromium sends those a few at a time, and only while its
 * main thread is free (in one traced visit an organization's code came in until 1.3 s). The links
 * go before the first script, so that they are there when the inline script runs.
 */
export function withRouteCode(html: string, files: string[]): string {
  if (files.length === 0) return html
  const script = html.search(/<script[\s>]/)
  const at = script >= 0 ? script : html.indexOf('</head>')
  if (at < 0) return html
  const indent = /[ \t]*$/.exec(html.slice(0, at))![0]
  // The entry's own preloads are `crossorigin` (module scripts are CORS requests): the same mode,
  // or the browser could not reuse the preloaded response.
  const links = files.map(
    (file) => `<link rel="${ROUTE_CODE_REL}" crossorigin href="/${encodeURI(file)}">\n${indent}`,
  )
  return `${html.slice(0, at)}${links.join('')}${html.slice(at)}`
}
