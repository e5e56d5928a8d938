/**
 * A person's shareholdings and the companies of which the person is a beneficial owner by the GwG
 * rule (gwg-beneficial-owners.ts), from the person's network slice: the shareholder links around
 * the person, with their shares. The network reaches only so far (its depth): a company's holders
 * beyond it are not seen, so the rule runs on partial lists, and only what holds on them is said —
 * a person who is an owner on the partial lists is one on the full lists too (shares only add),
 * while an owner through paths outside the network is not found.
 */
import type { EntityRef } from './entity-ref'
import {
  determineBeneficialOwners,
  type PersonHolding,
  type ShareholderFiling,
} from './gwg-beneficial-owners'

/** Register roles that hold capital. */
export const OWNERSHIP_ROLE_LABELS: ReadonlySet<string> = new Set([
  'SHAREHOLDER',
  'LIMITED_PARTNER',
  'FULLY_LIABLE_PARTNER',
  'OWNER',
])

export interface NetworkLike {
  nodes: { key: string; entity: EntityRef }[]
  edges: {
    from: string
    to: string
    label: string | null
    startDate: string | null
    endDate: string | null
    sharePercent: number | null
  }[]
}

export interface PersonShareholding {
  company: EntityRef
  label: string
  /** 0–1, or null when the link carries none. */
  share: number | null
  since: string | null
  until: string | null
}

export interface PersonOwnership {
  /** The person's own holdings (current first, then past), largest share first. */
  holdings: PersonShareholding[]
  /** Companies of which the person is a beneficial owner on the lists the network shows. */
  ownerOf: { company: EntityRef; holding: PersonHolding }[]
}

const isOwnership = (label: string | null) =>
  label !== null && OWNERSHIP_ROLE_LABELS.has(label.toUpperCase())

export function personOwnership(network: NetworkLike, personKey: string): PersonOwnership {
  const byKey = new Map(network.nodes.map((node) => [node.key, node.entity]))
  const share = (percent: number | null) =>
    percent === null ? null : Math.max(0, Math.min(1, percent / 100))
  const holdings = network.edges
    .filter((edge) => edge.from === personKey && isOwnership(edge.label) && byKey.has(edge.to))
    .map((edge) => ({
      company: byKey.get(edge.to)!,
      label: edge.label!.toUpperCase(),
      share: share(edge.sharePercent),
      since: edge.startDate,
      until: edge.endDate,
    }))
    .sort(
      (a, b) =>
        Number(a.until !== null) - Number(b.until !== null) || (b.share ?? -1) - (a.share ?? -1),
    )

  // Each company's current holders as the network shows them.
  const current = network.edges.filter((edge) => isOwnership(edge.label) && edge.endDate === null)
  const holdersOf = new Map<string, typeof current>()
  for (const edge of current) holdersOf.set(edge.to, [...(holdersOf.get(edge.to) ?? []), edge])
  const filings = (id: string): ShareholderFiling => {
    const edges = holdersOf.get(id)
    if (!edges) return { status: 'not-loaded' }
    return {
      status: 'filed',
      holders: edges.map((edge) => ({
        holder: byKey.get(edge.from)!,
        share: share(edge.sharePercent),
        since: edge.startDate,
      })),
    }
  }
  // The companies below the person along current holdings: each may have the person as owner.
  const below: string[] = []
  const queue = [personKey]
  while (queue.length) {
    const key = queue.shift()!
    for (const edge of current)
      if (edge.from === key && !below.includes(edge.to) && edge.to !== personKey) {
        below.push(edge.to)
        queue.push(edge.to)
      }
  }
  const person = byKey.get(personKey)
  const ownerOf = below.flatMap((id) => {
    const company = byKey.get(id)
    if (!company?.id || company.type === 'PERSON' || !person) return []
    const result = determineBeneficialOwners({
      company: company as EntityRef & { id: string },
      filings,
    })
    const holding = result.owners.find(
      (owner) => owner.person.id === person.id && owner.person.name === person.name,
    )
    return holding ? [{ company, holding }] : []
  })
  return { holdings, ownerOf }
}
