import { useMemo, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  forceCenter,
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  type SimulationNodeDatum,
} from 'd3-force'
import { formatNumber } from '@/lib/format/format'
import type { NetworkEdge, NetworkModel, NetworkNode } from '../api/models/network-model'
import { roleInWords } from '@/lib/datahub/roles'

interface LaidOutNode extends SimulationNodeDatum {
  node: NetworkNode
  x: number
  y: number
}

const WIDTH = 760
const HEIGHT = 480
const COLORS = { ORGANIZATION: '#0369a1', PERSON: '#c2410c', OTHER: '#64748b' }

/** A static force layout: computed once per network (300 ticks), so nothing jiggles while reading. */
function layout(model: NetworkModel) {
  const nodes: LaidOutNode[] = model.nodes.map((node, index) => ({
    node,
    // A deterministic start (a spiral) makes the same network look the same on every visit.
    x: WIDTH / 2 + Math.cos(index) * index * 3,
    y: HEIGHT / 2 + Math.sin(index) * index * 3,
  }))
  const byKey = new Map(nodes.map((entry) => [entry.node.key, entry]))
  const links = model.edges
    .filter((edge) => byKey.has(edge.from) && byKey.has(edge.to))
    .map((edge) => ({ source: byKey.get(edge.from)!, target: byKey.get(edge.to)!, edge }))
  const simulation = forceSimulation(nodes)
    .force('link', forceLink(links).distance(70).strength(0.6))
    .force('charge', forceManyBody().strength(-180))
    .force('center', forceCenter(WIDTH / 2, HEIGHT / 2))
    .force('collide', forceCollide(16))
    .stop()
  simulation.tick(300)
  const root = byKey.get(model.root.key)
  return { nodes, links, root }
}

/**
 * The network for pointer users: hover to highlight a node's roles, click to open an entity,
 * zoom with the buttons. Keyboard and screen-reader users get the equivalent list beside it
 * (NetworkList), so the drawing itself is not a focus stop.
 */
export function NetworkGraph({ model }: { model: NetworkModel }) {
  const navigate = useNavigate()
  const { t } = useLingui()
  const { nodes, links } = useMemo(() => layout(model), [model])
  const [hovered, setHovered] = useState<string | null>(null)
  const [zoom, setZoom] = useState(1)
  const fit = useMemo(() => {
    const xs = nodes.map((entry) => entry.x)
    const ys = nodes.map((entry) => entry.y)
    const pad = 40
    return {
      x: Math.min(...xs) - pad,
      y: Math.min(...ys) - pad,
      w: Math.max(...xs) - Math.min(...xs) + 2 * pad,
      h: Math.max(...ys) - Math.min(...ys) + 2 * pad,
    }
  }, [nodes])
  const w = fit.w / zoom
  const h = fit.h / zoom
  const viewBox = `${fit.x + (fit.w - w) / 2} ${fit.y + (fit.h - h) / 2} ${w} ${h}`
  const active = (edge: NetworkEdge) =>
    hovered !== null && (edge.from === hovered || edge.to === hovered)
  const open = (node: NetworkNode) => {
    const { id, type } = node.entity
    if (!id || node === model.root) return
    if (type === 'PERSON') void navigate({ to: '/persons/$id', params: { id } })
    if (type === 'ORGANIZATION') void navigate({ to: '/organizations/$id', params: { id } })
  }
  const showAllLabels = links.length <= 25
  const entityCount = formatNumber(nodes.length)
  const roleCount = formatNumber(links.length)

  return (
    <figure className="rounded-md border border-slate-200">
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-2 text-xs text-slate-700">
        <span className="flex gap-3">
          <span className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-3 rounded-full"
              style={{ background: COLORS.ORGANIZATION }}
            />{' '}
            <Trans>Organization</Trans>
          </span>
          <span className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-3 rounded-full"
              style={{ background: COLORS.PERSON }}
            />{' '}
            <Trans>Person</Trans>
          </span>
        </span>
        <span className="flex gap-1">
          <button
            type="button"
            className="rounded border border-slate-300 px-2 py-0.5"
            onClick={() => setZoom((value) => Math.min(4, value * 1.5))}
          >
            <Trans>Zoom in</Trans>
          </button>
          <button
            type="button"
            className="rounded border border-slate-300 px-2 py-0.5"
            onClick={() => setZoom((value) => Math.max(0.5, value / 1.5))}
          >
            <Trans>Zoom out</Trans>
          </button>
          <button
            type="button"
            className="rounded border border-slate-300 px-2 py-0.5"
            onClick={() => setZoom(1)}
          >
            <Trans>Fit</Trans>
          </button>
        </span>
      </div>
      <svg
        viewBox={viewBox}
        className="h-[30rem] w-full bg-white"
        role="img"
        aria-label={t`Network graph with ${entityCount} entities and ${roleCount} roles; the same links are listed below.`}
      >
        {links.map(({ source, target, edge }, index) => (
          <g key={index} opacity={hovered === null || active(edge) ? 1 : 0.15}>
            <line
              x1={source.x}
              y1={source.y}
              x2={target.x}
              y2={target.y}
              stroke={edge.endDate ? '#cbd5e1' : '#64748b'}
              strokeDasharray={edge.endDate ? '4 3' : undefined}
              strokeWidth={active(edge) ? 2 : 1}
            />
            {showAllLabels || active(edge) ? (
              <text
                x={(source.x + target.x) / 2}
                y={(source.y + target.y) / 2 - 3}
                fontSize="8"
                textAnchor="middle"
                fill="#334155"
              >
                {roleInWords(edge.label)}
              </text>
            ) : null}
          </g>
        ))}
        {nodes.map(({ node, x, y }) => {
          const isRoot = node === model.root
          const name = node.entity.name
          const color =
            node.entity.type === 'PERSON'
              ? COLORS.PERSON
              : node.entity.type === 'ORGANIZATION'
                ? COLORS.ORGANIZATION
                : COLORS.OTHER
          const dimmed =
            hovered !== null &&
            hovered !== node.key &&
            !links.some(
              ({ edge }) => active(edge) && (edge.from === node.key || edge.to === node.key),
            )
          return (
            <g
              key={node.key}
              transform={`translate(${x},${y})`}
              opacity={dimmed ? 0.25 : 1}
              onMouseEnter={() => setHovered(node.key)}
              onMouseLeave={() => setHovered(null)}
              onClick={() => open(node)}
              style={{ cursor: isRoot || !node.entity.id ? 'default' : 'pointer' }}
              data-testid="network-node"
            >
              <title>{isRoot ? t`${name} (this entity)` : name}</title>
              <circle
                r={isRoot ? 11 : 7}
                fill={color}
                stroke={isRoot ? '#0f172a' : 'white'}
                strokeWidth={isRoot ? 3 : 1.5}
              />
              <text
                y={isRoot ? 22 : 17}
                fontSize={isRoot ? 10 : 8}
                textAnchor="middle"
                fill="#0f172a"
                fontWeight={isRoot ? 700 : 400}
              >
                {node.entity.name.length > 28
                  ? `${node.entity.name.slice(0, 27)}…`
                  : node.entity.name}
              </text>
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
