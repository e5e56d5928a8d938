/**
 * Where the ownership tree's boxes, edges and share labels go: a layered layout (dagre), holders
 * above what they hold, each edge's label in a place of its own so it covers neither a box nor
 * another label. Pure (no React), so a test can lay out a whole group and check that it stays
 * readable; the drawing (tree-drawing.tsx) only paints what this returns.
 */
import dagre from '@dagrejs/dagre'
import type { OwnershipTree, TreeNode } from '@/lib/datahub/ownership-tree'

export const NODE_WIDTH = 196
export const NODE_HEIGHT = 62
/** The box an edge's share (and since-date) is written in. */
export const LABEL_WIDTH = 72
export const LABEL_HEIGHT = 30
/** Space between boxes side by side, and between layers (half of it above and below a label). */
export const NODE_GAP = 24
export const LAYER_GAP = 64
export const MARGIN = 16

/**
 * How many characters of a name fit on a line of the box: 12 px semibold averages under 7 px a
 * character, and the box keeps 8 px free on either side.
 */
export const NAME_LINE_CHARS = 25
export const NAME_CHAR_WIDTH = 7
const NAME_LINES = 2

export interface PlacedNode {
  node: TreeNode
  /** The box's centre. */
  x: number
  y: number
}

export interface PlacedEdge {
  from: string
  to: string
  /** The edge's index in `tree.edges`. */
  index: number
  points: { x: number; y: number }[]
  /** The centre of the share label's box. */
  label: { x: number; y: number }
}

export interface TreeLayout {
  width: number
  height: number
  nodes: PlacedNode[]
  edges: PlacedEdge[]
}

/** Lays the tree out in layers: holders above what they hold. */
export function layoutTree(tree: OwnershipTree): TreeLayout {
  const graph = new dagre.graphlib.Graph({ multigraph: false })
  graph.setGraph({
    rankdir: 'TB',
    nodesep: NODE_GAP,
    edgesep: 12,
    ranksep: LAYER_GAP,
    marginx: MARGIN,
    marginy: MARGIN,
  })
  graph.setDefaultEdgeLabel(() => ({}))
  for (const node of tree.nodes) graph.setNode(node.key, { width: NODE_WIDTH, height: NODE_HEIGHT })
  // Each label is given its size, so the layout keeps a place for it between the layers (a loop
  // back up is turned round for the ranking and drawn as it falls).
  tree.edges.forEach((edge, index) => {
    graph.setEdge(edge.from, edge.to, {
      index,
      width: LABEL_WIDTH,
      height: LABEL_HEIGHT,
      labelpos: 'c',
    })
  })
  dagre.layout(graph)
  const info = graph.graph() as { width?: number; height?: number }
  const nodeRows = new Set(tree.nodes.map((node) => (graph.node(node.key) as { y: number }).y))
  return {
    width: Math.ceil(info.width ?? NODE_WIDTH),
    height: Math.ceil(info.height ?? NODE_HEIGHT),
    nodes: tree.nodes.map((node) => {
      const placed = graph.node(node.key) as { x: number; y: number }
      return { node, x: placed.x, y: placed.y }
    }),
    edges: tree.edges.map((edge, index) => {
      const placed = graph.edge(edge.from, edge.to) as {
        points?: { x: number; y: number }[]
        x?: number
        y?: number
      }
      const points = placed?.points ?? []
      const middle = points[Math.floor(points.length / 2)] ?? { x: 0, y: 0 }
      const label = { x: placed?.x ?? middle.x, y: placed?.y ?? middle.y }
      const from = graph.node(edge.from) as { x: number; y: number }
      const to = graph.node(edge.to) as { x: number; y: number }
      return {
        from: edge.from,
        to: edge.to,
        index,
        points: to.y > from.y ? rightAngled(points, from, to, label, nodeRows) : points,
        label,
      }
    }),
  }
}

/**
 * An edge in right angles, as an organisation chart draws it: down from the middle of the
 * holder's box, across in the gap below it, down through its label, and so on to the middle of
 * the held box's top. The holdings of one holder share the first stretch, a bus that branches, so
 * ten subsidiaries are ten clear branches, not a fan of lines crowding the box's corner. Crossing
 * happens only in the gaps between layers, where no box is.
 */
function rightAngled(
  points: { x: number; y: number }[],
  from: { x: number; y: number },
  to: { x: number; y: number },
  label: { x: number; y: number },
  nodeRows: ReadonlySet<number>,
): { x: number; y: number }[] {
  if (points.length < 2) return points
  // Each stop with the half-height of the band it sits in: a box's layer, or a label's.
  const stops = [
    { x: from.x, y: from.y + NODE_HEIGHT / 2, half: 0 },
    ...points.slice(1, -1).map((point) => ({
      ...point,
      half:
        point.x === label.x && point.y === label.y
          ? LABEL_HEIGHT / 2
          : nodeRows.has(point.y)
            ? NODE_HEIGHT / 2
            : LABEL_HEIGHT / 2,
    })),
    { x: to.x, y: to.y - NODE_HEIGHT / 2, half: 0 },
  ]
  const route = [{ x: stops[0]!.x, y: stops[0]!.y }]
  for (let i = 1; i < stops.length; i++) {
    const a = stops[i - 1]!
    const b = stops[i]!
    if (Math.abs(a.x - b.x) > 0.5) {
      const across = (a.y + a.half + (b.y - b.half)) / 2
      route.push({ x: a.x, y: across }, { x: b.x, y: across })
    }
    route.push({ x: b.x, y: b.y })
  }
  return route
}

/**
 * A name on at most two lines of the box, broken between words; what still does not fit ends in
 * "…". The whole name stays in the link's label and the box's tooltip.
 */
export function nameLines(name: string, firstLineChars = NAME_LINE_CHARS): string[] {
  const lines: string[] = []
  let rest = name.trim().replace(/\s+/g, ' ')
  while (rest && lines.length < NAME_LINES) {
    const room = lines.length === 0 ? firstLineChars : NAME_LINE_CHARS
    if (rest.length <= room) {
      lines.push(rest)
      break
    }
    const last = lines.length === NAME_LINES - 1
    const cut = rest.lastIndexOf(' ', room)
    if (!last && cut > room / 3) {
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut + 1)
    } else {
      lines.push(last ? `${rest.slice(0, room - 1).trimEnd()}…` : rest.slice(0, room))
      rest = last ? '' : rest.slice(room)
    }
  }
  return lines
}
