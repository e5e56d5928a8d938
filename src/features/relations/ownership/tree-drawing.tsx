/**
 * The ownership tree drawn in layers (dagre): the owners on top, the company in the middle, its
 * subsidiaries below; each edge with its share and since-date, control (> 50 %) drawn thick, the
 * beneficial owners and the ends not followed marked in the boxes themselves (words, not colour
 * alone). Plain SVG attributes (no classes), so the exported file looks the same. Loaded with the
 * tree's view only (dagre is not in any other page's code).
 */
import { forwardRef, useMemo } from 'react'
import dagre from '@dagrejs/dagre'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { OwnershipTree, TreeEnd, TreeNode } from '@/lib/datahub/ownership-tree'
import { formatDate, formatPercent } from '@/lib/format/format'

const NODE_WIDTH = 196
const NODE_HEIGHT = 52
const MAX_NAME = 30

interface Placed {
  node: TreeNode
  x: number
  y: number
}

export interface TreeLayout {
  width: number
  height: number
  nodes: Placed[]
  edges: { from: string; to: string; points: { x: number; y: number }[]; index: number }[]
}

/** Lays the tree out in ranks: holders above what they hold. */
export function layoutTree(tree: OwnershipTree): TreeLayout {
  const graph = new dagre.graphlib.Graph({ multigraph: false })
  graph.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 72, marginx: 16, marginy: 16 })
  graph.setDefaultEdgeLabel(() => ({}))
  for (const node of tree.nodes) graph.setNode(node.key, { width: NODE_WIDTH, height: NODE_HEIGHT })
  tree.edges.forEach((edge, index) => {
    // An edge into the layer above (a loop back up) would turn the ranks over: leave it out of
    // the ranking and draw it as it falls.
    graph.setEdge(edge.from, edge.to, { index, width: 60, height: 16, labelpos: 'c' })
  })
  dagre.layout(graph)
  const info = graph.graph() as { width?: number; height?: number }
  return {
    width: Math.ceil(info.width ?? NODE_WIDTH),
    height: Math.ceil(info.height ?? NODE_HEIGHT),
    nodes: tree.nodes.map((node) => {
      const placed = graph.node(node.key) as { x: number; y: number }
      return { node, x: placed.x, y: placed.y }
    }),
    edges: tree.edges.map((edge, index) => ({
      from: edge.from,
      to: edge.to,
      index,
      points: ((graph.edge(edge.from, edge.to) as { points?: { x: number; y: number }[] })
        ?.points ?? []) as { x: number; y: number }[],
    })),
  }
}

const shorten = (name: string) =>
  name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1).trimEnd()}…` : name

export const TreeDrawing = forwardRef<SVGSVGElement, { tree: OwnershipTree; title: string }>(
  function TreeDrawing({ tree, title }, ref) {
    const { t } = useLingui()
    const navigate = useNavigate()
    const layout = useMemo(() => layoutTree(tree), [tree])
    const endWords: Record<TreeEnd, string> = {
      depth: t`not followed: depth bound`,
      'not-loaded': t`not followed: list not read`,
      'no-data': t`end: no shareholder list on file`,
      failed: t`not followed: could not be read`,
      unlinked: t`end: no register entry`,
    }
    const subtitle = (node: TreeNode) => {
      if (node.root) return t`this organization`
      if (node.end) return endWords[node.end]
      if (node.beneficialOwner) return t`beneficial owner (GwG § 3 (2))`
      if (node.kind === 'person') return t`natural person`
      return ''
    }
    return (
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        aria-labelledby="ownership-tree-drawing-title"
        role="group"
        fontFamily="system-ui, sans-serif"
        data-testid="ownership-tree-drawing"
      >
        <title id="ownership-tree-drawing-title">{title}</title>
        <defs>
          <marker
            id="tree-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill="#334155" />
          </marker>
        </defs>
        <g>
          {layout.edges.map((placed) => {
            const edge = tree.edges[placed.index]!
            if (placed.points.length < 2) return null
            const path = placed.points
              .map((point, index) => `${index ? 'L' : 'M'} ${point.x} ${point.y}`)
              .join(' ')
            const middle = placed.points[Math.floor(placed.points.length / 2)]!
            const share = edge.share === null ? '?' : formatPercent(edge.share * 100)
            const since = edge.since ? formatDate(edge.since) : null
            return (
              <g
                key={`${edge.from}-${edge.to}`}
                data-testid="tree-edge"
                data-control={edge.control ? 'true' : 'false'}
              >
                <path
                  d={path}
                  fill="none"
                  stroke={edge.control ? '#0c4a6e' : '#64748b'}
                  strokeWidth={edge.control ? 3 : 1.25}
                  markerEnd="url(#tree-arrow)"
                />
                <rect
                  x={middle.x - 34}
                  y={middle.y - (since ? 14 : 9)}
                  width={68}
                  height={since ? 28 : 18}
                  rx={3}
                  fill="#ffffff"
                  stroke="#cbd5e1"
                />
                <text
                  x={middle.x}
                  y={middle.y + (since ? -2 : 4)}
                  textAnchor="middle"
                  fontSize="11"
                  fontWeight={edge.control ? 700 : 400}
                  fill="#0f172a"
                >
                  {edge.control ? `${share} ●` : share}
                </text>
                {since ? (
                  <text
                    x={middle.x}
                    y={middle.y + 10}
                    textAnchor="middle"
                    fontSize="9"
                    fill="#334155"
                  >
                    {since}
                  </text>
                ) : null}
              </g>
            )
          })}
        </g>
        <g>
          {layout.nodes.map(({ node, x, y }) => {
            const left = x - NODE_WIDTH / 2
            const top = y - NODE_HEIGHT / 2
            const fill = node.root
              ? '#e0f2fe'
              : node.beneficialOwner
                ? '#fef3c7'
                : node.kind === 'person'
                  ? '#fff7ed'
                  : '#ffffff'
            const stroke = node.beneficialOwner ? '#b45309' : node.root ? '#0369a1' : '#475569'
            const box = (
              <>
                <rect
                  x={left}
                  y={top}
                  width={NODE_WIDTH}
                  height={NODE_HEIGHT}
                  rx={node.kind === 'person' ? 24 : 4}
                  fill={fill}
                  stroke={stroke}
                  strokeWidth={node.beneficialOwner || node.root ? 2.5 : 1}
                  strokeDasharray={node.end && node.end !== 'no-data' ? '5 3' : undefined}
                />
                <text
                  x={x}
                  y={top + 21}
                  textAnchor="middle"
                  fontSize="12"
                  fontWeight={600}
                  fill="#0f172a"
                >
                  {node.beneficialOwner ? '★ ' : ''}
                  {shorten(node.entity.name)}
                </text>
                <text x={x} y={top + 38} textAnchor="middle" fontSize="10" fill="#334155">
                  {subtitle(node)}
                </text>
              </>
            )
            const href = node.entity.id
              ? node.kind === 'person'
                ? `/persons/${node.entity.id}`
                : node.kind === 'organization'
                  ? `/organizations/${node.entity.id}`
                  : null
              : null
            return (
              <g
                key={node.key}
                data-testid="tree-node"
                data-key={node.key}
                data-owner={node.beneficialOwner ? 'true' : 'false'}
                data-end={node.end ?? ''}
              >
                {href ? (
                  <a
                    href={href}
                    aria-label={`${node.entity.name}${subtitle(node) ? `, ${subtitle(node)}` : ''}`}
                    onClick={(event) => {
                      // In the page, the router opens it (the cache stays); the exported file keeps the link.
                      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                        return
                      event.preventDefault()
                      void navigate({
                        to: node.kind === 'person' ? '/persons/$id' : '/organizations/$id',
                        params: { id: node.entity.id! },
                      })
                    }}
                  >
                    {box}
                  </a>
                ) : (
                  box
                )}
              </g>
            )
          })}
        </g>
      </svg>
    )
  },
)

export default TreeDrawing
