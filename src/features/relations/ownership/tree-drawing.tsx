/**
 * The ownership tree drawn in layers (dagre): the owners on top, the company in the middle, its
 * subsidiaries below; each edge with its share and since-date, control (> 50 %) drawn thick, the
 * beneficial owners and the ends not followed marked in the boxes themselves (words, not colour
 * alone). Plain SVG attributes (no classes), so the exported file looks the same. Loaded with the
 * tree's view only (dagre is not in any other page's code).
 */
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { OwnershipTree, TreeEnd, TreeNode } from '@/lib/datahub/ownership-tree'
import { formatDate, formatPercent } from '@/lib/format/format'
import { layoutTree, nameLines, NAME_LINE_CHARS, NODE_HEIGHT, NODE_WIDTH } from './tree-layout'

/** 10 px text averages about 5.5 px a character. */
const SUBTITLE_CHAR_WIDTH = 5.5

export const TreeDrawing = forwardRef<SVGSVGElement, { tree: OwnershipTree; title: string }>(
  function TreeDrawing({ tree, title }, ref) {
    const { t } = useLingui()
    const navigate = useNavigate()
    const layout = useMemo(() => layoutTree(tree), [tree])
    const svgRef = useRef<SVGSVGElement>(null)
    useImperativeHandle(ref, () => svgRef.current!, [])
    // A group wider than the view scrolls; it shows the company itself, not the group's left edge.
    // Centred again only when the layout moves it (a level read), never against the reader's own
    // scrolling of a drawing that stays as it is.
    const rootX = layout.nodes.find((placed) => placed.node.root)?.x ?? 0
    useEffect(() => {
      const scroller = svgRef.current?.parentElement
      if (!scroller || scroller.scrollWidth <= scroller.clientWidth) return
      scroller.scrollLeft = Math.max(0, rootX - scroller.clientWidth / 2)
    }, [rootX, layout.width])
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
        ref={svgRef}
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
            const middle = placed.label
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
            const lines = nameLines(
              node.entity.name,
              node.beneficialOwner ? NAME_LINE_CHARS - 2 : NAME_LINE_CHARS,
            )
            const cut = lines.join(' ') !== node.entity.name.trim().replace(/\s+/g, ' ')
            const under = subtitle(node)
            // The name sits in the middle of a box without a second line beneath it.
            const nameTop = under
              ? top + (lines.length > 1 ? 19 : 25)
              : top + NODE_HEIGHT / 2 + (lines.length > 1 ? -3.5 : 4)
            const box = (
              <>
                {cut ? <title>{node.entity.name}</title> : null}
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
                  y={nameTop}
                  textAnchor="middle"
                  fontSize="12"
                  fontWeight={600}
                  fill="#0f172a"
                  data-testid="tree-node-name"
                >
                  {lines.map((line, index) => (
                    <tspan key={index} x={x} dy={index === 0 ? 0 : 15}>
                      {index === 0 && node.beneficialOwner ? `★ ${line}` : line}
                    </tspan>
                  ))}
                </text>
                {under ? (
                  <text
                    x={x}
                    y={top + (lines.length > 1 ? 52 : 45)}
                    textAnchor="middle"
                    fontSize="10"
                    fill="#334155"
                    // A longer wording (German says more) is narrowed to the box, never past it.
                    {...(under.length * SUBTITLE_CHAR_WIDTH > NODE_WIDTH - 12
                      ? { textLength: NODE_WIDTH - 12, lengthAdjust: 'spacingAndGlyphs' }
                      : {})}
                  >
                    {under}
                  </text>
                ) : null}
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
