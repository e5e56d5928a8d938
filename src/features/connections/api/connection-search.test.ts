import { describe, expect, it } from 'vitest'
import { entityKey, type ConnectionEntity, type ConnectionRole } from './connection-graph'
import { describePath } from './connection-paths'
import { findConnections, type ConnectionEnd, type ResolveNetwork } from './connection-search'

/**
 * A fake Data Hub network over a fixed list of roles, answering like the hub's ENTITY_NETWORK
 * (breadth-first to `depth`, at most `bound` links), and counting what it was asked.
 */
function fakeNetwork(
  roles: [holder: string, organization: string, share?: number, ended?: boolean][],
  { bound = 300, shortIds = false } = {},
) {
  const type = (id: string): 'PERSON' | 'ORGANIZATION' =>
    id.startsWith('p') ? 'PERSON' : 'ORGANIZATION'
  const hex = (id: string) => `0${id.replace(/\D/g, '').padStart(3, '0')}${'a'.repeat(28)}`
  const ids = new Map<string, string>()
  const id = (name: string) => {
    const full = (name.startsWith('p') ? '0f' : '0e') + hex(name).slice(2)
    ids.set(full, name)
    return shortIds ? full.replace(/^0+/, '') : full
  }
  const all = roles.map(([holder, organization, share, ended]) => ({
    holder,
    organization,
    share,
    ended,
  }))
  const calls: { name: string; depth: number }[] = []
  const resolve: ResolveNetwork = async (entity, depth, signal) => {
    signal?.throwIfAborted()
    const name = ids.get(entity.id.padStart(32, '0'))!
    calls.push({ name, depth })
    const seen = new Set([name])
    let frontier = [name]
    const links: ConnectionRole[] = []
    const entities: ConnectionEntity[] = [{ id: id(name), type: type(name), name }]
    const used = new Set<number>()
    for (let level = 1; level <= depth && links.length < bound; level++) {
      const next: string[] = []
      for (const node of frontier)
        all.forEach((role, index) => {
          if (used.has(index) || links.length >= bound) return
          if (role.holder !== node && role.organization !== node) return
          used.add(index)
          links.push({
            holder: id(role.holder),
            organization: id(role.organization),
            label: role.share ? 'SHAREHOLDER' : 'MANAGING_DIRECTOR',
            startDate: '2020-01-01',
            endDate: role.ended ? '2022-01-01' : null,
            sharePercentage: role.share ?? null,
          })
          for (const end of [role.holder, role.organization]) {
            entities.push({ id: id(end), type: type(end), name: end })
            if (!seen.has(end)) {
              seen.add(end)
              next.push(end)
            }
          }
        })
      frontier = next
    }
    return { entities, roles: links }
  }
  const end = (name: string): ConnectionEnd => ({ id: id(name), type: type(name) })
  return { resolve, calls, end, nameOf: (key: string) => ids.get(key.padStart(32, '0')) }
}

// o1 - p1 - o2 - p2 - o3 - p3 - o4, plus a side branch o1 - p9 - o9.
const chain: [string, string][] = [
  ['p1', 'o1'],
  ['p1', 'o2'],
  ['p2', 'o2'],
  ['p2', 'o3'],
  ['p3', 'o3'],
  ['p3', 'o4'],
  ['p9', 'o1'],
  ['p9', 'o9'],
]

describe('findConnections', () => {
  it.each([
    ['p1', 1],
    ['o2', 2],
    ['p2', 3],
    ['o3', 4],
  ])('finds o1 to %s in %i steps with at most two resolves, proven', async (target, steps) => {
    const net = fakeNetwork(chain)
    const result = await findConnections({
      from: net.end('o1'),
      to: net.end(target),
      maxSteps: 4,
      budget: 20,
      resolve: net.resolve,
    })
    expect(result.steps).toBe(steps)
    expect(result.exact).toBe(true)
    expect(result.pathCount).toBe(1)
    expect(result.used).toBeLessThanOrEqual(2)
    expect(net.calls.every((call) => call.depth <= 3)).toBe(true)
    expect(result.paths[0]!.map(net.nameOf).at(-1)).toBe(target)
  })

  it('answers "no connection within N steps" as a proven result', async () => {
    const net = fakeNetwork(chain)
    const result = await findConnections({
      from: net.end('o1'),
      to: net.end('o4'),
      maxSteps: 4,
      budget: 20,
      resolve: net.resolve,
    })
    expect(result).toMatchObject({ steps: null, exact: true, paths: [] })
    expect(result.used).toBe(2)
  })

  it('finds every shortest path of a diamond', async () => {
    const net = fakeNetwork([...chain, ['p5', 'o1'], ['p5', 'o2']])
    const result = await findConnections({
      from: net.end('o1'),
      to: net.end('o2'),
      maxSteps: 4,
      budget: 20,
      resolve: net.resolve,
    })
    expect(result.pathCount).toBe(2)
    expect(result.paths.map((path) => path.map(net.nameOf))).toEqual(
      expect.arrayContaining([
        ['o1', 'p1', 'o2'],
        ['o1', 'p5', 'o2'],
      ]),
    )
  })

  it('keeps proving with single resolves when answers reach the size bound', async () => {
    const net = fakeNetwork(chain, { bound: 2 })
    const result = await findConnections({
      from: net.end('o1'),
      to: net.end('p2'),
      maxSteps: 4,
      budget: 40,
      resolve: net.resolve,
      linkBound: 2,
    })
    expect(result.steps).toBe(3)
    expect(result.exact).toBe(true)
    expect(result.used).toBeGreaterThan(2)
  })

  it('stops at the budget and says the answer is not proven', async () => {
    const net = fakeNetwork(chain, { bound: 2 })
    const result = await findConnections({
      from: net.end('o1'),
      to: net.end('o4'),
      maxSteps: 4,
      budget: 3,
      resolve: net.resolve,
      linkBound: 2,
    })
    expect(result.used).toBe(3)
    expect(net.calls).toHaveLength(3)
    expect(result.exact).toBe(false)
  })

  it('honours a smaller maximum of steps', async () => {
    const net = fakeNetwork(chain)
    const result = await findConnections({
      from: net.end('o1'),
      to: net.end('p2'),
      maxSteps: 2,
      budget: 20,
      resolve: net.resolve,
    })
    expect(result).toMatchObject({ steps: null, exact: true, maxSteps: 2 })
  })

  it('matches 31-character IDs with their 32-character form', async () => {
    const net = fakeNetwork(chain, { shortIds: true })
    const result = await findConnections({
      from: net.end('o1'),
      to: net.end('o2'),
      maxSteps: 4,
      budget: 20,
      resolve: net.resolve,
    })
    expect(result.steps).toBe(2)
    expect(net.end('o1').id).toHaveLength(31)
  })

  it('reports progress and can be cancelled', async () => {
    const net = fakeNetwork(chain)
    const controller = new AbortController()
    const seen: number[] = []
    const search = findConnections({
      from: net.end('o1'),
      to: net.end('o4'),
      maxSteps: 4,
      budget: 20,
      resolve: async (entity, depth, signal) => {
        const answer = await net.resolve(entity, depth, signal)
        controller.abort()
        return answer
      },
      signal: controller.signal,
      onProgress: (progress) => seen.push(progress.used),
    })
    await expect(search).rejects.toThrow()
    expect(net.calls).toHaveLength(1)
    expect(seen[0]).toBe(0)
  })
})

describe('describePath', () => {
  it('multiplies current shares along an ownership chain, in either direction', async () => {
    // p1 holds 50 % of o1, o1 holds 40 % of o2, o2 holds 25 % of o3.
    const net = fakeNetwork([
      ['p1', 'o1', 50],
      ['o1', 'o2', 40],
      ['o2', 'o3', 25],
    ])
    for (const [from, to] of [
      ['p1', 'o3'],
      ['o3', 'p1'],
    ] as const) {
      const result = await findConnections({
        from: net.end(from),
        to: net.end(to),
        maxSteps: 4,
        budget: 20,
        resolve: net.resolve,
      })
      const view = describePath(result.graph, result.paths[0]!)
      expect(view.steps).toHaveLength(3)
      expect(view.chains).toHaveLength(1)
      const [chain] = view.chains
      expect(chain!.holder.name).toBe('p1')
      expect(chain!.held.name).toBe('o3')
      expect(chain!.factors).toEqual([50, 40, 25])
      expect(chain!.effectivePercentage).toBeCloseTo(5)
    }
  })

  it('shows no effective share across a past holding or a step without a share', async () => {
    const net = fakeNetwork([
      ['p1', 'o1', 50],
      ['o1', 'o2', 40, true],
      ['o2', 'o3', 25],
      ['p4', 'o3'],
    ])
    const result = await findConnections({
      from: net.end('p1'),
      to: net.end('p4'),
      maxSteps: 4,
      budget: 20,
      resolve: net.resolve,
    })
    const view = describePath(result.graph, result.paths[0]!)
    expect(view.steps[1]!.roles[0]).toMatchObject({ current: false, forward: true })
    expect(view.chains).toEqual([])
    expect(entityKey(view.entities[0]!.id)).toBe(result.fromKey)
  })
})
