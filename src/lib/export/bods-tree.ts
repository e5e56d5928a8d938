/** The ownership tree's edges as BODS shareholdings (lib/export/bods.ts `links`). */
import type { OwnershipTree } from '@/lib/datahub/ownership-tree'
import type { BodsLink } from './bods'

export function treeBodsLinks(tree: OwnershipTree): BodsLink[] {
  const byKey = new Map(tree.nodes.map((node) => [node.key, node]))
  return tree.edges.flatMap((edge) => {
    const holder = byKey.get(edge.from)
    const held = byKey.get(edge.to)
    if (!holder || !held) return []
    return [{ holder: holder.entity, held: held.entity, share: edge.share, since: edge.since }]
  })
}
