/**
 * Fewer, larger files for the code of the entity pages: the `name` of a rolldown
 * `codeSplitting` group.
 *
 * Automatic chunking makes one file per set of chunks that import a module, and the router's
 * split route files, the lazily loaded sections and 19 pages make many such sets: an organization
 * deep link loaded its route's code in 41 files, 35 of them under 4 KB. Each file costs the main
 * thread, which is what a deep link waits for on a slow machine: in CPU profiles, turning the 41
 * links into module preloads alone took 70 ms (src/first-paint/early-route-code.ts), before each
 * file's compile and module instance.
 *
 * Two kinds of chunk, for code an entity page (organization, person, place) loads with its route:
 * - `pages-<pages>`: code only entity pages need, one chunk per set of those pages. No other
 *   page ever loads one of these chunks.
 * - `pages-shared`: small modules (under SMALL_MODULE bytes) the entity pages share with other
 *   pages. Another page that needs one of them loads all of them, a few KB it may not use, in one
 *   file instead of several. Larger shared modules stay with automatic chunking.
 * Code an entity page loads later (the map, the monitoring section) stays out of both. (Named
 * `pages-…`, not `entity-…`: automatic chunks take a module's name, and several are `entity-…`.)
 *
 * Neither kind can import its way back into itself through another chunk (a cycle would let a
 * module run before one it imports): a `pages-<pages>` module's imports are needed by at least
 * the same pages, so they sit in the same chunk, a chunk for more pages, or a shared one; and a
 * `pages-shared` module is only put there if everything it imports is in the first page's code
 * or in `pages-shared` itself.
 */

import {
  ENTITY_PAGES as PAGE_PATHS,
  ENTITY_TYPES,
  recordType,
} from '../../../contract/entity-types'

/** The module graph as rolldown's chunking context gives it. */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    isEntry: boolean
    importers: readonly string[]
    dynamicImporters: readonly string[]
    importedIds: readonly string[]
    dynamicallyImportedIds: readonly string[]
    code: string | null
  } | null
}

/**
 * The entity pages' route files, as the router's code splitting names their parts: the file of
 * `/organizations/$id` is `organizations.$id.tsx` (the contract's page paths).
 */
const ENTITY_ROUTES: Record<string, string> = Object.fromEntries(
  ENTITY_TYPES.map((type) => [
    `${PAGE_PATHS[type].slice(1).replaceAll('/', '.')}.tsx`,
    recordType(type),
  ]),
)
const ENTITY_PAGES = Object.values(ENTITY_ROUTES)

/** Modules up to this size (source after transforms, bytes) may join `pages-shared`. */
export const SMALL_MODULE = 2_000

const ROUTE_FILE = /[\\/]src[\\/]routes[\\/]([^\\/?]+)(\?.*)?$/

interface Need {
  /** Pages that load the module: entity page names, other route files, or `entry` (the start page's lazy parts). */
  pages: Set<string>
  /** Whether an entity page loads it with its route's code, not later. */
  entityAtOnce: boolean
  /** Whether the first page's own code (the entry chunk) imports it. */
  initial: boolean
}

/**
 * The group's `name` function. It analyses the whole module graph once per chunking pass (rolldown
 * passes one chunking context per pass), so that a watch build's next pass sees its new graph.
 */
export function entityPageChunkNamer() {
  let analysis: { graph: ModuleGraph; needs: Map<string, Need>; shared: Set<string> } | null = null

  function analyse(start: string, graph: ModuleGraph) {
    const ids = allModules(start, graph)
    const needs = new Map<string, Need>()
    for (const id of ids) needOf(id, graph, needs, new Set())
    return { graph, needs, shared: sharedSmallModules(ids, graph, needs) }
  }

  return (id: string, graph: ModuleGraph): string | null => {
    if (analysis?.graph !== graph) analysis = analyse(id, graph)
    // The route's own split parts stay the files the router imports.
    if (ROUTE_FILE.test(id)) return null
    const need = analysis.needs.get(id)
    if (!need || need.initial || !need.entityAtOnce) return null
    if ([...need.pages].every((page) => ENTITY_PAGES.includes(page)))
      return `pages-${ENTITY_PAGES.filter((page) => need.pages.has(page)).join('-')}`
    return analysis.shared.has(id) ? 'pages-shared' : null
  }
}

/** Every module reachable from `start`'s entry. */
function allModules(start: string, graph: ModuleGraph): string[] {
  const seen = new Set<string>()
  const up = [start]
  while (up.length > 0) {
    const id = up.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    const info = graph.getModuleInfo(id)
    if (info) up.push(...info.importers, ...info.dynamicImporters)
  }
  const down = [...seen]
  while (down.length > 0) {
    const info = graph.getModuleInfo(down.pop()!)
    for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])])
      if (!seen.has(next)) {
        seen.add(next)
        down.push(next)
      }
  }
  return [...seen]
}

function needOf(id: string, graph: ModuleGraph, needs: Map<string, Need>, visiting: Set<string>) {
  const known = needs.get(id)
  if (known) return known
  const need: Need = { pages: new Set(), entityAtOnce: false, initial: false }
  const info = graph.getModuleInfo(id)
  // An import cycle: the module's other importers complete its need.
  if (!info || visiting.has(id)) return need
  visiting.add(id)
  const route = ROUTE_FILE.exec(id)
  if (info.isEntry) {
    need.pages.add('entry')
    need.initial = true
  } else if (route && info.dynamicImporters.length > 0) {
    // A split part of a route, which the route tree imports: that page's own code.
    const page = ENTITY_ROUTES[route[1]!] ?? route[1]!
    need.pages.add(page)
    need.entityAtOnce = ENTITY_PAGES.includes(page)
  } else {
    for (const importer of info.importers) {
      const from = needOf(importer, graph, needs, visiting)
      for (const page of from.pages) need.pages.add(page)
      need.entityAtOnce ||= from.entityAtOnce
      need.initial ||= from.initial
    }
    // Loaded later (a deferred section, the map): needed by the same pages, but not at once.
    for (const importer of info.dynamicImporters)
      for (const page of needOf(importer, graph, needs, visiting).pages) need.pages.add(page)
  }
  visiting.delete(id)
  needs.set(id, need)
  return need
}

/**
 * Small modules an entity page loads at once and other pages need too, whose own imports are all
 * in the first page's code or in this set (so that the chunk imports no chunk that imports it).
 */
function sharedSmallModules(ids: string[], graph: ModuleGraph, needs: Map<string, Need>) {
  const shared = new Set(
    ids.filter((id) => {
      const need = needs.get(id)!
      const info = graph.getModuleInfo(id)!
      return (
        !ROUTE_FILE.test(id) &&
        info.dynamicImporters.length === 0 &&
        need.entityAtOnce &&
        !need.initial &&
        [...need.pages].some((page) => !ENTITY_PAGES.includes(page)) &&
        (info.code?.length ?? Infinity) <= SMALL_MODULE
      )
    }),
  )
  for (let changed = true; changed;) {
    changed = false
    for (const id of shared) {
      const imports = graph.getModuleInfo(id)!.importedIds
      if (imports.every((next) => needs.get(next)?.initial || shared.has(next))) continue
      shared.delete(id)
      changed = true
    }
  }
  return shared
}
