/**
 * The ownership tree stays readable for a group of 50 companies: laid out by the same code the
 * drawing uses, in layers (holders above what they hold), no box or share label covering another,
 * everything inside the drawing, names legible, and no wider than its widest layer needs.
 */
import type { EntityRef } from '@/lib/datahub/entity-ref'
import type { ShareholderFiling, ShareholderLink } from '@/lib/datahub/gwg-beneficial-owners'
import {
  buildOwnershipTree,
  type HoldingsFiling,
  type OwnershipTree,
} from '@/lib/datahub/ownership-tree'
import {
  LABEL_HEIGHT,
  LABEL_WIDTH,
  layoutTree,
  MARGIN,
  NAME_CHAR_WIDTH,
  NAME_LINE_CHARS,
  nameLines,
  NODE_GAP,
  NODE_HEIGHT,
  NODE_WIDTH,
  type TreeLayout,
} from './tree-layout'

const org = (id: string, name = `${id} Beteiligungs GmbH`): EntityRef => ({
  id,
  type: 'ORGANIZATION',
  name,
})
const person = (id: string, name: string): EntityRef => ({ id, type: 'PERSON', name })

/**
 * A group of 50 companies around `root`: three levels of holders above (two holdings share
 * the four holders of the root between them, and one of them also holds a stake in the root
 * directly), three levels of subsidiaries below (two subsidiaries share a company), and people at
 * the top. Every list is read.
 */
function group(): OwnershipTree {
  const holders = new Map<string, ShareholderLink[]>()
  const holdings = new Map<string, EntityRef[]>()
  const hold = (holder: EntityRef, held: EntityRef, share: number) => {
    holders.set(held.id!, [
      ...(holders.get(held.id!) ?? []),
      { holder, share, since: '2019-04-01' },
    ])
    if (holder.type === 'ORGANIZATION')
      holdings.set(holder.id!, [...(holdings.get(holder.id!) ?? []), held])
  }
  const root = org(
    'root',
    'Nagel Beteiligungen GmbH & Co. KG Verwaltungs- und Vertriebsgesellschaft',
  )
  const above = ['h1', 'h2', 'h3', 'h4'].map((id) => org(id))
  const top = [org('t1'), org('t2')]
  const ultimate = org('u1', 'Familie Nagel Holding SE')
  above.forEach((holder) => hold(holder, root, 0.2))
  hold(top[0]!, root, 0.2)
  hold(top[0]!, above[0]!, 0.6)
  hold(top[0]!, above[1]!, 0.6)
  hold(top[1]!, above[1]!, 0.4)
  hold(top[1]!, above[2]!, 1)
  hold(top[1]!, above[3]!, 1)
  hold(person('p1', 'Anna Beispiel'), above[0]!, 0.4)
  hold(ultimate, top[0]!, 1)
  hold(person('p2', 'Bernd Muster-Oberhausen-Lüdenscheid'), top[1]!, 0.51)
  hold(person('p3', 'Carla Klein'), top[1]!, 0.49)
  hold(person('p4', 'Dieter Groß'), ultimate, 1)
  // Below: 8 subsidiaries, 28 of theirs (one shared by two), 6 on the level after.
  const subsidiaries = Array.from({ length: 8 }, (_, i) => org(`s${i}`))
  subsidiaries.forEach((company) => hold(root, company, 1))
  let count = 0
  const second: EntityRef[] = []
  subsidiaries.forEach((parent, i) => {
    for (let j = 0; j < (i < 4 ? 4 : 3); j++) {
      const company = org(
        `s${i}-${j}`,
        count % 5 === 0 ? `${count}. Projektgesellschaft Windpark Nordsee-Ost mbH` : undefined,
      )
      count += 1
      second.push(company)
      hold(parent, company, 0.9)
    }
  })
  hold(subsidiaries[1]!, second[0]!, 0.1)
  second.slice(0, 6).forEach((parent, i) => hold(parent, org(`s-third-${i}`), 1))

  const tree = buildOwnershipTree({
    root: root as EntityRef & { id: string },
    shareholders: (id): ShareholderFiling => {
      const links = holders.get(id)
      return links ? { status: 'filed', holders: links } : { status: 'none' }
    },
    shareholdings: (id): HoldingsFiling => {
      const held = holdings.get(id)
      return held
        ? {
            status: 'filed',
            holdings: held.map((company) => ({
              company,
              share: holders.get(company.id!)!.find((link) => link.holder.id === id)!.share,
              since: '2019-04-01',
            })),
          }
        : { status: 'none' }
    },
    depthUp: 8,
    depthDown: 4,
    beneficialOwnerIds: new Set(['p2']),
  })
  return tree
}

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}
const nodeBox = ({ x, y }: { x: number; y: number }): Box => ({
  left: x - NODE_WIDTH / 2,
  top: y - NODE_HEIGHT / 2,
  right: x + NODE_WIDTH / 2,
  bottom: y + NODE_HEIGHT / 2,
})
const labelBox = ({ x, y }: { x: number; y: number }): Box => ({
  left: x - LABEL_WIDTH / 2,
  top: y - LABEL_HEIGHT / 2,
  right: x + LABEL_WIDTH / 2,
  bottom: y + LABEL_HEIGHT / 2,
})
const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
/** A point on the border of a box (within half a pixel). */
const onBorder = (point: { x: number; y: number }, centre: { x: number; y: number }) => {
  const box = nodeBox(centre)
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.5
  const within = (value: number, low: number, high: number) =>
    value >= low - 0.5 && value <= high + 0.5
  return (
    ((near(point.y, box.top) || near(point.y, box.bottom)) &&
      within(point.x, box.left, box.right)) ||
    ((near(point.x, box.left) || near(point.x, box.right)) && within(point.y, box.top, box.bottom))
  )
}
const inside = (box: Box, layout: TreeLayout) =>
  box.left >= 0 && box.top >= 0 && box.right <= layout.width && box.bottom <= layout.height

describe('the ownership tree of a group of 50 companies', () => {
  const tree = group()
  const layout = layoutTree(tree)
  const placed = new Map(layout.nodes.map((node) => [node.node.key, node]))
  // The layers, top down: the distinct heights of the boxes.
  const layers = [...new Set(layout.nodes.map((node) => node.y))].sort((a, b) => a - b)
  const layerOf = (key: string) => layers.indexOf(placed.get(key)!.y)

  it('is the group it claims to be', () => {
    expect(tree.nodes.filter((node) => node.kind === 'organization')).toHaveLength(50)
    expect(tree.nodes.filter((node) => node.kind === 'person')).toHaveLength(4)
    expect(tree.edges.length).toBeGreaterThan(55)
    expect(layers.length).toBeGreaterThanOrEqual(7)
  })

  it('has no box covering another, nor a share label covering a box or another label', () => {
    const boxes = layout.nodes.map(nodeBox)
    const labels = layout.edges.map((edge) => labelBox(edge.label))
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++)
        expect(overlap(boxes[i]!, boxes[j]!), `${i} and ${j}`).toBe(false)
    for (const [i, label] of labels.entries()) {
      for (const box of boxes) expect(overlap(label, box), `label ${i}`).toBe(false)
      for (const other of labels.slice(i + 1)) expect(overlap(label, other)).toBe(false)
    }
  })

  it('draws in layers: every edge runs down from the holder to what it holds', () => {
    const skipping: string[] = []
    for (const edge of layout.edges) {
      const from = layerOf(edge.from)
      const to = layerOf(edge.to)
      expect(to, `${edge.from} → ${edge.to}`).toBeGreaterThan(from)
      if (to - from > 1) skipping.push(`${edge.from}>${edge.to}`)
      // One direction all the way: the line never turns back up.
      for (let i = 1; i < edge.points.length; i++)
        expect(edge.points[i]!.y).toBeGreaterThanOrEqual(edge.points[i - 1]!.y)
      // It leaves the holder's box from its lower half and enters the held box from its upper half.
      const start = edge.points[0]!
      const end = edge.points.at(-1)!
      expect(onBorder(start, placed.get(edge.from)!)).toBe(true)
      expect(start.y).toBeGreaterThan(placed.get(edge.from)!.y)
      expect(onBorder(end, placed.get(edge.to)!)).toBe(true)
      expect(end.y).toBeLessThan(placed.get(edge.to)!.y)
    }
    // Right angles only, and no stretch of a line runs through a box (its own two ends aside).
    for (const edge of layout.edges) {
      for (let i = 1; i < edge.points.length; i++) {
        const a = edge.points[i - 1]!
        const b = edge.points[i]!
        expect(a.x === b.x || a.y === b.y, `${edge.from} → ${edge.to}`).toBe(true)
        const stretch = {
          left: Math.min(a.x, b.x),
          right: Math.max(a.x, b.x) + 0.1,
          top: Math.min(a.y, b.y),
          bottom: Math.max(a.y, b.y) + 0.1,
        }
        for (const node of layout.nodes) {
          const box = nodeBox(node)
          const inner = { ...box, top: box.top + 1, bottom: box.bottom - 1 }
          expect(
            overlap(stretch, inner),
            `${edge.from} → ${edge.to} through ${node.node.key}`,
          ).toBe(false)
        }
      }
    }
    // Two lines run along each other only where they share their holder (a bus that branches) or
    // what they lead to (lines that join above it): the shared holders' lines keep lanes apart.
    const across = layout.edges.flatMap((edge) =>
      edge.points.slice(1).flatMap((b, i) => {
        const a = edge.points[i]!
        return a.y === b.y && a.x !== b.x
          ? [{ edge, y: a.y, left: Math.min(a.x, b.x), right: Math.max(a.x, b.x) }]
          : []
      }),
    )
    for (const [i, one] of across.entries())
      for (const other of across.slice(i + 1)) {
        const shared = one.edge.from === other.edge.from || one.edge.to === other.edge.to
        const along = one.y === other.y && one.left < other.right && other.left < one.right
        expect(
          along && !shared,
          `${one.edge.from} → ${one.edge.to} along ${other.edge.from} → ${other.edge.to}`,
        ).toBe(false)
      }
    // Only the holding that also holds the root directly reaches past a layer; the layers
    // between are passed beside their boxes, not through them.
    expect(skipping).toEqual(['t1>root'])
    const long = layout.edges.find((edge) => edge.from === 't1' && edge.to === 'root')!
    for (const point of long.points.slice(1, -1))
      for (const node of layout.nodes)
        expect(
          overlap(nodeBox(node), {
            left: point.x,
            right: point.x + 0.1,
            top: point.y,
            bottom: point.y + 0.1,
          }),
        ).toBe(false)
  })

  it('keeps every box, label and line inside the drawing', () => {
    for (const node of layout.nodes) expect(inside(nodeBox(node), layout)).toBe(true)
    for (const edge of layout.edges) {
      expect(inside(labelBox(edge.label), layout)).toBe(true)
      for (const point of edge.points)
        expect(inside({ left: point.x, right: point.x, top: point.y, bottom: point.y }, layout))
    }
  })

  it('writes every name legibly in its box: whole words first, cut with "…" only at the end', () => {
    for (const { node } of layout.nodes) {
      const lines = nameLines(node.entity.name)
      expect(lines.length).toBeGreaterThanOrEqual(1)
      expect(lines.length).toBeLessThanOrEqual(2)
      for (const line of lines) {
        expect(line.trim().length).toBeGreaterThan(0)
        expect(line.length).toBeLessThanOrEqual(NAME_LINE_CHARS)
        expect(line.length * NAME_CHAR_WIDTH).toBeLessThanOrEqual(NODE_WIDTH - 16)
      }
      // At least the first 20 characters of the name are shown as they are.
      expect(lines.join(' ')).toContain(node.entity.name.slice(0, 20).trim())
    }
    expect(nameLines('Nagel Beteiligungen GmbH & Co. KG')).toEqual([
      'Nagel Beteiligungen',
      'GmbH & Co. KG',
    ])
    expect(
      nameLines('Nagel Beteiligungen GmbH & Co. KG Verwaltungs- und Vertriebsgesellschaft'),
    ).toEqual(['Nagel Beteiligungen', 'GmbH & Co. KG Verwaltu…'])
  })

  it('is no wider than its widest layer needs', () => {
    const widest = Math.max(
      ...layers.map((y) => layout.nodes.filter((node) => node.y === y).length),
    )
    expect(widest).toBeGreaterThanOrEqual(28)
    // The boxes side by side with their gaps, the margins, and room for lines passing by.
    const needed = widest * (NODE_WIDTH + NODE_GAP) - NODE_GAP + 2 * MARGIN
    expect(layout.width).toBeLessThanOrEqual(needed * 1.15)
    // Tall only as its layers: a box and a label's room between each two.
    expect(layout.height).toBeLessThanOrEqual(layers.length * (NODE_HEIGHT + 2 * 64 + LABEL_HEIGHT))
  })
})
