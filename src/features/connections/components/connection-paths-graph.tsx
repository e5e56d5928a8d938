import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { ConnectionEntity } from '../api/connection-graph'
import type { ConnectionPathView } from '../api/connection-paths'

const COLUMN = 190
const ROW = 64
const PAD_X = 120
const PAD_Y = 36
const COLORS = { ORGANIZATION: '#0369a1', PERSON: '#c2410c', OTHER: '#64748b' }

interface Placed {
  entity: ConnectionEntity
  x: number
  y: number
}

/**
 * All found paths as one graph. Shortest paths all have the same length, so every entity sits in
 * the column of its step from the start: the start on the left, the far end on the right, and
 * paths that share an entity visibly meet there. The layout is computed, not simulated, so the
 * same result always looks the same.
 */
export function ConnectionPathsGraph({ views }: { views: ConnectionPathView[] }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const columns: Map<string, Placed>[] = []
  const edges = new Map<string, { a: Placed; b: Placed; current: boolean; label: string }>()
  for (const view of views) {
    view.entities.forEach((entity, step) => {
      const column = (columns[step] ??= new Map())
      if (!column.has(entity.id)) column.set(entity.id, { entity, x: 0, y: 0 })
    })
  }
  const height = Math.max(...columns.map((column) => column.size)) * ROW
  columns.forEach((column, step) => {
    const offset = (height - column.size * ROW) / 2
    ;[...column.values()].forEach((placed, row) => {
      placed.x = PAD_X + step * COLUMN
      placed.y = PAD_Y + offset + row * ROW + ROW / 2
    })
  })
  for (const view of views)
    view.steps.forEach((step, index) => {
      const a = columns[index]!.get(step.from.id)!
      const b = columns[index + 1]!.get(step.to.id)!
      const key = `${index}-${step.from.id}-${step.to.id}`
      const first = step.roles[0]
      edges.set(key, {
        a,
        b,
        current: step.roles.some((role) => role.current),
        label: first
          ? first.words + (step.roles.length > 1 ? ` +${step.roles.length - 1}` : '')
          : '',
      })
    })
  const width = PAD_X * 2 + (columns.length - 1) * COLUMN
  const open = ({ id, type }: ConnectionEntity) => {
    if (type === 'PERSON') void navigate({ to: '/persons/$id', params: { id } })
    if (type === 'ORGANIZATION') void navigate({ to: '/organizations/$id', params: { id } })
  }
  const last = columns.length - 1
  const nodes = columns.flatMap((column, step) =>
    [...column.values()].map((placed) => ({ placed, end: step === 0 || step === last })),
  )
  return (
    <figure
      className="overflow-x-auto rounded-md border border-slate-200"
      data-testid="connection-graph"
      // On a phone the graph is wider than the screen and scrolls: reachable by keyboard too.
      tabIndex={0}
    >
      <svg
        viewBox={`0 0 ${width} ${height + PAD_Y * 2}`}
        className="h-auto w-full min-w-[36rem] bg-white"
        role="img"
        aria-label={t`Graph of ${plural(views.length, { one: '# connection path', other: '# connection paths' })} through ${plural(nodes.length, { one: '# entity', other: '# entities' })}; the same paths are listed below.`}
      >
        {[...edges.values()].map(({ a, b, current, label }, index) => (
          <g key={index}>
            <line
              x1={a.x}
              y1={a.y}
              x2={b.x}
              y2={b.y}
              stroke={current ? '#475569' : '#94a3b8'}
              strokeDasharray={current ? undefined : '5 4'}
              strokeWidth={1.5}
            />
            <text
              x={(a.x + b.x) / 2}
              y={(a.y + b.y) / 2 - 5}
              fontSize="10"
              textAnchor="middle"
              fill="#334155"
            >
              {label}
            </text>
          </g>
        ))}
        {nodes.map(({ placed, end }) => {
          const color =
            placed.entity.type === 'PERSON'
              ? COLORS.PERSON
              : placed.entity.type === 'ORGANIZATION'
                ? COLORS.ORGANIZATION
                : COLORS.OTHER
          const name = placed.entity.name
          return (
            <g
              key={`${placed.x}-${placed.entity.id}`}
              transform={`translate(${placed.x},${placed.y})`}
              onClick={() => open(placed.entity)}
              style={{ cursor: 'pointer' }}
              data-testid="connection-graph-node"
            >
              <title>{name}</title>
              <circle
                r={end ? 10 : 7}
                fill={color}
                stroke={end ? '#0f172a' : 'white'}
                strokeWidth={end ? 3 : 1.5}
              />
              <text y={end ? 23 : 19} fontSize="10" textAnchor="middle" fill="#0f172a">
                {name.length > 30 ? `${name.slice(0, 29)}…` : name}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption className="flex gap-4 border-t border-slate-100 px-3 py-2 text-xs text-slate-700">
        <span>
          <span aria-hidden="true" style={{ color: COLORS.ORGANIZATION }}>
            ●
          </span>{' '}
          <Trans>Organization</Trans>
        </span>
        <span>
          <span aria-hidden="true" style={{ color: COLORS.PERSON }}>
            ●
          </span>{' '}
          <Trans>Person</Trans>
        </span>
        <span>
          <Trans>Solid line: a current role; dashed: past roles only.</Trans>
        </span>
      </figcaption>
    </figure>
  )
}
