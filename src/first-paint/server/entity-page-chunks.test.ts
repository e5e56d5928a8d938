import { type ModuleGraph, SMALL_MODULE, entityPageChunkNamer } from './entity-page-chunks'

/** A module graph from `importer -> [imports]` (static) and `importer => [imports]` (dynamic). */
function graphOf(
  staticImports: Record<string, string[]>,
  dynamicImports: Record<string, string[]>,
  sizes: Record<string, number> = {},
): ModuleGraph {
  const ids = new Set([
    ...Object.keys(staticImports),
    ...Object.values(staticImports).flat(),
    ...Object.keys(dynamicImports),
    ...Object.values(dynamicImports).flat(),
  ])
  const importersOf = (table: Record<string, string[]>, id: string) =>
    Object.entries(table)
      .filter(([, imports]) => imports.includes(id))
      .map(([importer]) => importer)
  return {
    getModuleInfo: (id) =>
      ids.has(id)
        ? {
            isEntry: id === '/src/main.tsx',
            importers: importersOf(staticImports, id),
            dynamicImporters: importersOf(dynamicImports, id),
            importedIds: staticImports[id] ?? [],
            dynamicallyImportedIds: dynamicImports[id] ?? [],
            code: 'x'.repeat(sizes[id] ?? 100),
          }
        : null,
  }
}

const ORGANIZATION = '/src/routes/organizations.$id.tsx?tsr-split=component'
const PERSON = '/src/routes/persons.$id.tsx?tsr-split=component'
const DATASET = '/src/routes/datasets.$id.tsx?tsr-split=component'

const graph = graphOf(
  {
    '/src/main.tsx': ['/src/router.tsx', '/src/lib/i18n.ts'],
    [ORGANIZATION]: [
      '/src/organization-page.tsx',
      '/src/entity-header.tsx',
      '/src/format.ts',
      '/src/big-shared.ts',
      '/src/leans-on-big.ts',
    ],
    [PERSON]: ['/src/entity-header.tsx', '/src/format.ts'],
    [DATASET]: ['/src/format.ts', '/src/big-shared.ts', '/src/leans-on-big.ts'],
    '/src/format.ts': ['/src/lib/i18n.ts'],
    '/src/leans-on-big.ts': ['/src/big-shared.ts'],
    '/src/organization-page.tsx': ['/src/format.ts'],
    '/src/map-section.tsx': ['/src/map-only.ts'],
  },
  {
    '/src/router.tsx': [ORGANIZATION, PERSON, DATASET],
    '/src/organization-page.tsx': ['/src/map-section.tsx'],
  },
  { '/src/big-shared.ts': SMALL_MODULE + 1 },
)

describe('entityPageChunkNamer', () => {
  const name = (id: string) => entityPageChunkNamer()(id, graph)

  it('groups code only entity pages need by the set of pages that need it', () => {
    expect(name('/src/organization-page.tsx')).toBe('pages-organization')
    expect(name('/src/entity-header.tsx')).toBe('pages-organization-person')
  })

  it('puts small modules shared with other pages into one chunk', () => {
    expect(name('/src/format.ts')).toBe('pages-shared')
  })

  it('leaves large shared modules, and small ones that import them, to automatic chunking', () => {
    expect(name('/src/big-shared.ts')).toBeNull()
    // In `pages-shared` it would import a chunk that other pages' code imports too, and that
    // chunk may import `entity-shared`: a cycle.
    expect(name('/src/leans-on-big.ts')).toBeNull()
  })

  it('leaves the first page, the route files and code loaded later alone', () => {
    expect(name('/src/lib/i18n.ts')).toBeNull()
    expect(name(ORGANIZATION)).toBeNull()
    expect(name('/src/map-section.tsx')).toBeNull()
    expect(name('/src/map-only.ts')).toBeNull()
  })
})
