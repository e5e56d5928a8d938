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
 * How many characters of a name fit on a line of the box: 12 px semibold averages about 7 px a
 * character and wide letters take more (measured: "Neumann Möbelwerkstätten" fills the box), so
 * a line is counted at 7.5 px a character, and the box keeps 8 px free on either side.
 */
export const NAME_LINE_CHARS = 23
export const NAME_CHAR_WIDTH = 7.5
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
  const placedEdges = tree.edges.map((edge, index) => {
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
    // A loop back up is drawn as dagre routes it; every other edge runs down in right angles.
    const stops =
      to.y > from.y && points.length >= 2 ? stopsOf(points, from, to, label, nodeRows) : null
    return { edge, index, points, label, stops }
  })
  const lanes = assignLanes(placedEdges)
  return {
    width: Math.ceil(info.width ?? NODE_WIDTH),
    height: Math.ceil(info.height ?? NODE_HEIGHT),
    nodes: tree.nodes.map((node) => {
      const placed = graph.node(node.key) as { x: number; y: number }
      return { node, x: placed.x, y: placed.y }
    }),
    edges: placedEdges.map(({ edge, index, points, label, stops }) => ({
      from: edge.from,
      to: edge.to,
      index,
      points: stops
        ? route(stops, (i) => lanes.get(acrossKey(edge, index, i, stops.length)) ?? 0)
        : points,
      label,
    })),
  }
}

interface Stop {
  x: number
  y: number
  /** Half the height of the band the stop sits in (a box's layer, a label's), 0 at the ends. */
  half: number
}

/**
 * The points an edge passes, in right angles as an organisation chart draws it: down from the
 * middle of the holder's box, across in the gap below it, down through its label, and so on to the
 * middle of the held box's top. Crossing happens only in the gaps between layers, where no box is.
 */
function stopsOf(
  points: { x: number; y: number }[],
  from: { x: number; y: number },
  to: { x: number; y: number },
  label: { x: number; y: number },
  nodeRows: ReadonlySet<number>,
): Stop[] {
  return [
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
}

/** The middle of the gap between two stops, where an edge goes across. */
const gapMiddle = (a: Stop, b: Stop) => (a.y + a.half + (b.y - b.half)) / 2

/**
 * Which line a stretch across belongs to: the holdings of one holder share one (a bus that
 * branches), the holders of one company another (lines that join above it); a long edge's middle
 * stretches are its own.
 */
function acrossKey(edge: { from: string; to: string }, index: number, i: number, stops: number) {
  if (i === 1) return `from:${edge.from}`
  if (i === stops - 1) return `to:${edge.to}`
  return `edge:${index}:${i}`
}

/** Lanes 6 px apart, at most five in a gap (the gap between a box and a label is 32 px). */
const LANE_GAP = 6
const MAX_LANES = 5

/**
 * Lines that would run across the same gap over the same stretch (two holders sharing a
 * subsidiary, say) each get a lane of their own, so it stays clear which holder's line leads
 * where; the common case, one line per stretch, keeps the middle of the gap.
 */
function assignLanes(
  edges: { edge: { from: string; to: string }; index: number; stops: Stop[] | null }[],
): Map<string, number> {
  const spans = new Map<string, { gap: number; left: number; right: number }>()
  for (const { edge, index, stops } of edges) {
    if (!stops) continue
    for (let i = 1; i < stops.length; i++) {
      const a = stops[i - 1]!
      const b = stops[i]!
      if (Math.abs(a.x - b.x) <= 0.5) continue
      const key = acrossKey(edge, index, i, stops.length)
      const gap = Math.round(gapMiddle(a, b))
      const span = spans.get(key)
      const left = Math.min(a.x, b.x)
      const right = Math.max(a.x, b.x)
      if (span) {
        span.left = Math.min(span.left, left)
        span.right = Math.max(span.right, right)
      } else spans.set(key, { gap, left, right })
    }
  }
  const offsets = new Map<string, number>()
  const byGap = new Map<number, [string, { left: number; right: number }][]>()
  for (const [key, span] of spans)
    byGap.set(span.gap, [...(byGap.get(span.gap) ?? []), [key, span]])
  for (const group of byGap.values()) {
    // Interval colouring, left to right: each line takes the first lane free over its stretch.
    group.sort((a, b) => a[1].left - b[1].left || a[0].localeCompare(b[0]))
    const laneEnds: number[] = []
    const laneOf = new Map<string, number>()
    for (const [key, span] of group) {
      let lane = laneEnds.findIndex((end) => end < span.left - 1)
      if (lane === -1) lane = laneEnds.length
      laneEnds[lane] = span.right
      laneOf.set(key, lane)
    }
    const count = Math.min(laneEnds.length, MAX_LANES)
    for (const [key, lane] of laneOf)
      offsets.set(key, ((lane % MAX_LANES) - (count - 1) / 2) * LANE_GAP)
  }
  return offsets
}

/** The stops joined in right angles, each stretch across moved to its lane. */
function route(stops: Stop[], offset: (i: number) => number): { x: number; y: number }[] {
  const points = [{ x: stops[0]!.x, y: stops[0]!.y }]
  for (let i = 1; i < stops.length; i++) {
    const a = stops[i - 1]!
    const b = stops[i]!
    if (Math.abs(a.x - b.x) > 0.5) {
      const across = gapMiddle(a, b) + offset(i)
      points.push({ x: a.x, y: across }, { x: b.x, y: across })
    }
    points.push({ x: b.x, y: b.y })
  }
  return points
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
