/**
 * Ultimate beneficial owners: follow current shareholdings upwards through holding companies and
 * multiply the ownership ratios along each chain. Every chain ends at a natural person (a
 * beneficial owner) or at an explained dead end (an unresolved owner with its reason).
 */
import type { Database } from 'better-sqlite3'
import { HOLDER_JOINS, statement } from '../entities'
import { OWNERSHIP_LABELS, sqlList } from '../../domain/role-labels'

const UBO_MAX_DEPTH = 8

interface Holder {
  holder_id: string
  holder_type: 'PERSON' | 'ORGANIZATION'
  share_percentage: number | null
  share_nominal_eur: number | null
  display_name: string | null
}

interface Owner {
  fb_entity_id: string
  display_name: string
  effective_share: number
  chain: string[]
}

type Reason = 'unlinked' | 'no_further_shareholder_data' | 'cycle' | 'max_depth'
interface Unresolved {
  fb_entity_id: string
  display_name: string
  reason: Reason
}

function currentHolders(db: Database, organizationId: string): Holder[] {
  return statement(
    db,
    `SELECT r.holder_id, r.holder_type, r.share_percentage, r.share_nominal_eur,
      COALESCE(p.given || ' ' || p.family, h.name) AS display_name
    FROM roles r ${HOLDER_JOINS}
    WHERE r.organization_id = ? AND r.end_date IS NULL AND r.label IN (${sqlList(OWNERSHIP_LABELS)})
    ORDER BY r.id`,
  ).all(organizationId) as Holder[]
}

/**
 * Ownership ratio of each holder (0–1): the filed percentage; else the nominal share of the
 * known nominal capital; holders with neither split what the others leave (hub decision).
 */
function ownershipRatios(holders: Holder[]): number[] {
  const nominalTotal = holders.reduce((sum, holder) => sum + (holder.share_nominal_eur ?? 0), 0)
  const known = holders.map((holder) =>
    holder.share_percentage !== null
      ? holder.share_percentage / 100
      : holder.share_nominal_eur !== null &&
          nominalTotal > 0 &&
          holders.every((h) => h.share_percentage === null)
        ? holder.share_nominal_eur / nominalTotal
        : null,
  )
  const unknownCount = known.filter((ratio) => ratio === null).length
  const rest = Math.max(0, 1 - known.reduce<number>((sum, ratio) => sum + (ratio ?? 0), 0))
  return known.map((ratio) => ratio ?? (unknownCount > 0 ? rest / unknownCount : 0))
}

export function ultimateBeneficialOwners(db: Database, organizationId: string) {
  const root = currentHolders(db, organizationId)
  if (root.length === 0) return null
  const owners: Owner[] = []
  const unresolved = new Map<string, Unresolved>()
  const unresolvedOwner = (holder: Holder, reason: Reason) =>
    unresolved.set(`${holder.holder_id}|${reason}`, {
      fb_entity_id: holder.holder_id,
      display_name: holder.display_name ?? holder.holder_id,
      reason,
    })

  const walk = (holders: Holder[], chain: string[], factor: number) => {
    const ratios = ownershipRatios(holders)
    holders.forEach((holder, index) => {
      const share = factor * ratios[index]!
      if (share <= 0) return
      const path = [...chain, holder.holder_id]
      if (holder.display_name === null) return unresolvedOwner(holder, 'unlinked')
      if (holder.holder_type === 'PERSON') {
        owners.push({
          fb_entity_id: holder.holder_id,
          display_name: holder.display_name,
          effective_share: share,
          chain: path,
        })
        return
      }
      if (chain.includes(holder.holder_id)) return unresolvedOwner(holder, 'cycle')
      if (path.length > UBO_MAX_DEPTH) return unresolvedOwner(holder, 'max_depth')
      const upstream = currentHolders(db, holder.holder_id)
      if (upstream.length === 0) return unresolvedOwner(holder, 'no_further_shareholder_data')
      walk(upstream, path, share)
    })
  }
  walk(root, [organizationId], 1)
  owners.sort(
    (a, b) => b.effective_share - a.effective_share || a.display_name.localeCompare(b.display_name),
  )
  return { beneficial_owners: owners, unresolved_beneficial_owners: [...unresolved.values()] }
}
