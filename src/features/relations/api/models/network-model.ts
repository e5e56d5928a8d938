import { z } from 'zod/mini'
import { arrayOf, isoDate, num, orNull, parseOrNull, text } from '@/lib/datahub/fields'
import { namedEntityRef, type EntityRef } from '@/lib/datahub/entity-ref'

export interface NetworkNode {
  /** The entity ID, or a name-based key for the rare reference without one. */
  key: string
  entity: EntityRef
  /** Hops from the root (0 for the root itself). */
  depth: number
}

export interface NetworkEdge {
  from: string
  to: string
  /** The role's code (`MANAGING_DIRECTOR`): the view words it in the reader's language. */
  label: string | null
  depth: number
  startDate: string | null
  endDate: string | null
  /** A shareholder role's share in percent (0–100), when the link carries it. */
  sharePercent: number | null
}

export interface NetworkModel {
  root: NetworkNode
  nodes: NetworkNode[]
  edges: NetworkEdge[]
}

const nodeKey = (ref: EntityRef) => ref.id ?? `name:${ref.type ?? ''}:${ref.name}`

const linkSchema = z.looseObject({
  depth: num,
  label: text,
  entity_from: namedEntityRef,
  entity_to: namedEntityRef,
  meta: orNull(
    z.looseObject({ start_date: isoDate, end_date: isoDate, share_percentage: z.optional(num) }),
  ),
})

/**
 * Network as nodes and edges. Endpoints name themselves with `display_name` or, in older data,
 * `attributes.display_name.en` (§9.5); namedEntityRef reads both.
 */
export function parseNetwork(value: unknown): NetworkModel | null {
  const parsed = parseOrNull(
    z.looseObject({ root: namedEntityRef, links: z.nullish(arrayOf(linkSchema)) }),
    value,
  )
  if (!parsed) return null
  const root: NetworkNode = { key: nodeKey(parsed.root), entity: parsed.root, depth: 0 }
  const nodes = new Map<string, NetworkNode>([[root.key, root]])
  const edges: NetworkEdge[] = []
  for (const link of parsed.links ?? []) {
    const depth = link.depth ?? 1
    for (const ref of [link.entity_from, link.entity_to]) {
      const key = nodeKey(ref)
      const known = nodes.get(key)
      if (!known) nodes.set(key, { key, entity: ref, depth })
      else if (known !== root && depth < known.depth) known.depth = depth
    }
    edges.push({
      from: nodeKey(link.entity_from),
      to: nodeKey(link.entity_to),
      label: link.label,
      depth,
      startDate: link.meta?.start_date ?? null,
      endDate: link.meta?.end_date ?? null,
      sharePercent: link.meta?.share_percentage ?? null,
    })
  }
  return { root, nodes: [...nodes.values()], edges }
}
