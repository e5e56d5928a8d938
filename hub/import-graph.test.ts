/**
 * The hub's module layering, read from the import statements: no circles, test-only code under
 * hub/testing/ stays out of the production graph, and serving reads from hub/domain/ rather than
 * from the generator (so a helper both use is covered by the generator fingerprint).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const HUB = dirname(fileURLToPath(import.meta.url))

function sources(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|mjs)$/.test(name) ? [path] : []
  })
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g

/** Each hub module (path relative to hub/) with the hub modules it imports, type-only imports included. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sources(HUB)) {
    const targets: string[] = []
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const base = resolve(dirname(file), match[1] ?? match[2]!)
      const target = [base, `${base}.ts`, join(base, 'index.ts')].find(
        (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
      )
      if (target?.startsWith(HUB)) targets.push(relative(HUB, target))
    }
    graph.set(relative(HUB, file), targets)
  }
  return graph
}

const graph = importGraph()
const isTest = (path: string) => path.endsWith('.test.ts') || path.startsWith('testing/')

describe('hub import graph', () => {
  it('has no import circles', () => {
    const circles: string[] = []
    const done = new Set<string>()
    const visit = (path: string, trail: string[]) => {
      const start = trail.indexOf(path)
      if (start >= 0) return void circles.push([...trail.slice(start), path].join(' -> '))
      if (done.has(path)) return
      for (const target of graph.get(path) ?? []) visit(target, [...trail, path])
      done.add(path)
    }
    for (const path of graph.keys()) visit(path, [])
    expect(circles).toEqual([])
  })

  it('keeps test-only code out of production modules', () => {
    const leaks = [...graph]
      .filter(([path]) => !isTest(path))
      .flatMap(([path, targets]) => targets.filter(isTest).map((target) => `${path} -> ${target}`))
    expect(leaks).toEqual([])
  })

  it('serves relations without importing the generator', () => {
    const reaches = [...graph]
      .filter(([path]) => path.startsWith('relations/') && !isTest(path))
      .flatMap(([path, targets]) =>
        targets.filter((target) => target.startsWith('generate/')).map((t) => `${path} -> ${t}`),
      )
    expect(reaches).toEqual([])
  })
})
