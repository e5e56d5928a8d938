/**
 * Which route file serves a path, read from the build's own manifest: every route file TanStack
 * Router split off (`src/routes/<file>.tsx?tsr-split=…`) is a key there, and its file name says its
 * path by the router's naming rules. A hand-written table went stale each time a page was added
 * (the ownership tree's page was missing from it); this one holds every page the build split off,
 * and `route-table.test.ts` checks the naming rules against the router's generated route tree.
 *
 * The start page is not split off (vite.config.ts): its code is in the entry, so it has no key here.
 */
/** Vite's build manifest, the fields the server reads. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>

/** The routes directory as the manifest names it (tsr.config.json's `routesDirectory`). */
export const ROUTES_DIRECTORY = 'src/routes/'

interface RouteEntry {
  pattern: RegExp
  file: string
  /** Static segments win over parameters, parameters over a splat. */
  rank: number
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A manifest key of a route file, whole or one of the parts the router split it into. */
const ROUTE_KEY = new RegExp(
  `^${escapeRegExp(ROUTES_DIRECTORY)}([^?]+\\.[jt]sx?)(?:\\?tsr-split=.*)?$`,
)

/**
 * The path pattern of a route file by TanStack Router's file naming (`.` or `/` between segments,
 * `$id` a parameter, `$` alone the rest of the path, `index` the parent's own page, `route` a
 * layout's own file, `_name` a layout without a segment, `name_` a page not nested in `name`'s
 * layout, `(name)` a group); null for the root layout, which is no page.
 */
export function routePattern(file: string): { pattern: RegExp; rank: number } | null {
  const name = file.replace(/\.[jt]sx?$/, '')
  if (name === '__root' || name.endsWith('/__root')) return null
  let rank = 0
  const parts: string[] = []
  for (const segment of name.split(/[./]/)) {
    if (segment === 'index' || segment === 'route') continue
    if (segment.startsWith('_') || /^\(.*\)$/.test(segment)) continue
    const bare = segment.replace(/_$/, '')
    if (bare === '$') {
      parts.push('.*')
      rank += 100
    } else if (bare.startsWith('$')) {
      parts.push('[^/]+')
      rank += 1
    } else {
      parts.push(escapeRegExp(bare))
    }
  }
  const path = parts.map((part) => `/${part}`).join('')
  return { pattern: new RegExp(`^${path}/?$`), rank }
}

const tables = new WeakMap<ViteManifest, RouteEntry[]>()

/** Every route file the manifest names, with its path pattern, the most specific first. */
export function routeTable(manifest: ViteManifest): RouteEntry[] {
  const known = tables.get(manifest)
  if (known) return known
  const files = new Set<string>()
  for (const key of Object.keys(manifest)) {
    const file = ROUTE_KEY.exec(key)?.[1]
    if (file) files.add(file)
  }
  const table: RouteEntry[] = []
  for (const file of files) {
    const route = routePattern(file)
    if (route) table.push({ ...route, file: ROUTES_DIRECTORY + file })
  }
  table.sort((a, b) => a.rank - b.rank)
  tables.set(manifest, table)
  return table
}

/** The route file (`src/routes/…`) that serves `pathname`, or null. */
export function routeFileFor(manifest: ViteManifest, pathname: string): string | null {
  return routeTable(manifest).find(({ pattern }) => pattern.test(pathname))?.file ?? null
}
