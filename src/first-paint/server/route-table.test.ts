import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ROUTES_DIRECTORY, routeFileFor, routePattern, type ViteManifest } from './route-table'

const SRC = fileURLToPath(new URL('../../', import.meta.url))

/** The router's own answer: each full path of the generated route tree and the file it comes from. */
function routeTreePages(): { fullPath: string; file: string }[] {
  const tree = readFileSync(`${SRC}routeTree.gen.ts`, 'utf8')
  const files = new Map<string, string>()
  for (const [, name, module] of tree.matchAll(
    /import \{ Route as (\w+)Import \} from '\.\/routes\/([^']+)'/g,
  ))
    files.set(name!, module!)
  const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? ''
  const pages = [...byFullPath.matchAll(/'([^']+)': typeof (\w+)Route\b/g)].map(
    ([, fullPath, name]) => ({ fullPath: fullPath!, module: files.get(`${name}Route`) }),
  )
  const sources = routeFiles()
  return pages.map(({ fullPath, module }) => {
    const file = sources.find((source) => source.replace(/\.[jt]sx?$/, '') === module)
    if (!file) throw new Error(`no route file for ${fullPath} (${module})`)
    return { fullPath, file }
  })
}

/** Every file in src/routes/, as the router finds them. */
function routeFiles(): string[] {
  return readdirSync(`${SRC}routes`, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /\.[jt]sx?$/.test(file) && !file.split('/').pop()!.startsWith('-'))
}

/** A path the router would serve from `fullPath`: each parameter given a value. */
function samplePath(fullPath: string): string {
  return fullPath.replace(/\/\$$/, '/a/b').replace(/\$\w+/g, '0123456789abcdef')
}

/** A manifest as the build writes it, with every route file split off. */
function manifestOf(files: string[]): ViteManifest {
  return Object.fromEntries(
    files.flatMap((file) => [
      [`${ROUTES_DIRECTORY}${file}?tsr-split=loader`, { file: `assets/${file}-L.js` }],
      [`${ROUTES_DIRECTORY}${file}?tsr-split=component`, { file: `assets/${file}-C.js` }],
    ]),
  )
}

describe('the route table read from the manifest', () => {
  const pages = routeTreePages()

  it('knows every page of the route tree', () => {
    expect(pages.length).toBeGreaterThan(10)
    // Every route file but the root layout is a page the router serves.
    expect(pages.map(({ file }) => file).sort()).toEqual(
      routeFiles()
        .filter((file) => !/(^|\/)__root\.[jt]sx?$/.test(file))
        .sort(),
    )
  })

  it.each(routeTreePages())(
    'serves $fullPath from $file, as the router does',
    ({ fullPath, file }) => {
      const manifest = manifestOf(pages.map((page) => page.file))
      expect(routeFileFor(manifest, samplePath(fullPath))).toBe(`${ROUTES_DIRECTORY}${file}`)
    },
  )

  it('names no route the build did not split off', () => {
    const manifest = manifestOf(['organizations.$id.tsx'])
    expect(routeFileFor(manifest, '/persons/0123456789abcdef')).toBeNull()
    expect(routeFileFor(manifest, '/organizations/0123456789abcdef/other')).toBeNull()
    expect(routeFileFor(manifest, '/organizations/0123456789abcdef/')).toBe(
      'src/routes/organizations.$id.tsx',
    )
  })

  it('follows the naming rules the route tree does not use yet', () => {
    const manifest = manifestOf([
      '_signed-in.lists.$id.tsx',
      'lists.new.tsx',
      '(reports)/reports/index.tsx',
      'files.$.tsx',
      'teams/route.tsx',
    ])
    expect(routeFileFor(manifest, '/lists/new')).toBe('src/routes/lists.new.tsx')
    expect(routeFileFor(manifest, '/lists/7')).toBe('src/routes/_signed-in.lists.$id.tsx')
    expect(routeFileFor(manifest, '/reports/')).toBe('src/routes/(reports)/reports/index.tsx')
    expect(routeFileFor(manifest, '/files/a/b.csv')).toBe('src/routes/files.$.tsx')
    expect(routeFileFor(manifest, '/teams')).toBe('src/routes/teams/route.tsx')
    expect(routePattern('__root.tsx')).toBeNull()
  })
})
