import type { EntityRef } from './entity-ref'
import type { ShareholderFiling } from './gwg-beneficial-owners'
import {
  buildOwnershipTree,
  holdingsFromRoles,
  treeOutline,
  type HoldingsFiling,
} from './ownership-tree'

const ref = (name: string, type: EntityRef['type'] = 'ORGANIZATION') =>
  ({ id: name.toLowerCase().padEnd(32, 'x'), type, name }) as EntityRef & { id: string }

const ROOT = ref('Root')
const PARENT = ref('Parent')
const TOP = ref('Top')
const SUB = ref('Sub')
const SUBSUB = ref('Subsub')
const ANNA = ref('Anna', 'PERSON')
const BERT = ref('Bert', 'PERSON')

function lookups(up: Record<string, ShareholderFiling>, down: Record<string, HoldingsFiling>) {
  return {
    shareholders: (id: string) => up[id] ?? ({ status: 'not-loaded' } as const),
    shareholdings: (id: string) => down[id] ?? ({ status: 'not-loaded' } as const),
  }
}

const filed = (...holders: [EntityRef, number | null, string?][]): ShareholderFiling => ({
  status: 'filed',
  holders: holders.map(([holder, percent, since]) => ({
    holder,
    share: percent === null ? null : percent / 100,
    since: since ?? null,
  })),
})
const holding = (...held: [EntityRef, number | null][]): HoldingsFiling => ({
  status: 'filed',
  holdings: held.map(([company, percent]) => ({
    company,
    share: percent === null ? null : percent / 100,
    since: '2019-05-01',
  })),
})

describe('buildOwnershipTree', () => {
  const up = {
    [ROOT.id]: filed([PARENT, 80, '2018-01-01'], [BERT, 20]),
    [PARENT.id]: filed([TOP, 100], [ANNA, null]),
  }
  const down = {
    [ROOT.id]: holding([SUB, 50]),
    [SUB.id]: holding([SUBSUB, 100]),
  }

  it('lays the holders above and the subsidiaries below, with shares, dates and control marks', () => {
    const tree = buildOwnershipTree({
      root: ROOT,
      ...lookups(up, down),
      depthUp: 2,
      depthDown: 2,
      beneficialOwnerIds: new Set([BERT.id]),
    })
    const layer = Object.fromEntries(tree.nodes.map((n) => [n.entity.name, n.layer]))
    expect(layer).toEqual({ Root: 0, Parent: -1, Bert: -1, Top: -2, Anna: -2, Sub: 1, Subsub: 2 })
    const edge = (from: EntityRef, to: EntityRef) =>
      tree.edges.find((e) => e.from === from.id && e.to === to.id)
    expect(edge(PARENT, ROOT)).toEqual({
      from: PARENT.id,
      to: ROOT.id,
      share: 0.8,
      since: '2018-01-01',
      control: true,
    })
    // Exactly 50 % is no control.
    expect(edge(ROOT, SUB)!.control).toBe(false)
    expect(edge(ANNA, PARENT)!.share).toBeNull()
    expect(tree.nodes.find((n) => n.key === BERT.id)!.beneficialOwner).toBe(true)
    expect(tree.nodes.find((n) => n.key === ANNA.id)!.beneficialOwner).toBe(false)
    // Top's shareholders lie beyond the bound: the next level up costs one call.
    expect(tree.nodes.find((n) => n.key === TOP.id)!.end).toBe('depth')
    expect(tree.frontier.up).toEqual([TOP])
    expect(tree.frontier.down).toEqual([SUBSUB])
    expect(tree.pending).toEqual({ up: [], down: [] })
  })

  it('marks ends that are not loaded, without data, failed or unlinked', () => {
    const unlinked: EntityRef = { id: null, type: null, name: 'Nominee Ltd.' }
    const tree = buildOwnershipTree({
      root: ROOT,
      ...lookups(
        {
          [ROOT.id]: filed([PARENT, 60], [TOP, 20], [unlinked, 20]),
          [TOP.id]: { status: 'none' },
        },
        { [ROOT.id]: { status: 'failed' } },
      ),
      depthUp: 3,
      depthDown: 1,
    })
    const end = Object.fromEntries(tree.nodes.map((n) => [n.entity.name, n.end]))
    expect(end).toEqual({
      Root: null,
      Parent: 'not-loaded',
      Top: 'no-data',
      'Nominee Ltd.': 'unlinked',
    })
    expect(tree.pending.up).toEqual([PARENT])
  })

  it('draws each company once in a loop and lists it as a repeat in the outline', () => {
    const tree = buildOwnershipTree({
      root: ROOT,
      ...lookups(
        { [ROOT.id]: filed([PARENT, 100]), [PARENT.id]: filed([ROOT, 30], [ANNA, 70]) },
        { [ROOT.id]: holding([PARENT, 30]), [PARENT.id]: holding([ROOT, 100]) },
      ),
      depthUp: 3,
      depthDown: 3,
    })
    expect(tree.nodes.map((n) => n.entity.name)).toEqual(['Root', 'Parent', 'Anna'])
    expect(tree.edges).toHaveLength(3)
    const outline = treeOutline(tree)
    expect(outline.up.map((item) => item.node.entity.name)).toEqual(['Parent'])
    expect(outline.up[0]!.children.map((item) => [item.node.entity.name, item.repeat])).toEqual([
      ['Anna', false],
      ['Root', true],
    ])
  })

  it('reads a SHAREHOLDINGS slice', () => {
    expect(
      holdingsFromRoles({
        current: [{ entity: SUB, sharePercent: 51.67, startDate: '2020-02-02' }],
      }),
    ).toEqual({
      status: 'filed',
      holdings: [{ company: SUB, share: 0.5167, since: '2020-02-02' }],
    })
    expect(holdingsFromRoles({ current: [] })).toEqual({ status: 'none' })
  })
})
