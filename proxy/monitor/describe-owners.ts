/**
 * The beneficial owners (GwG § 3 (2)) of a watched company, as the one rule
 * (src/lib/datahub/gwg-beneficial-owners.ts) finds them in the shareholders of two states, and the
 * change between them, as stored text that src/lib/format/change-wording.ts words.
 */
import {
  determineBeneficialOwners,
  filingFromRoles,
  type BeneficialOwnerResult,
  type MissingPiece,
  type PersonHolding,
} from '../../src/lib/datahub/gwg-beneficial-owners'
import type { DescribedChange, EntityState } from './describe'

/** Percent as the stored texts write it: at most two decimals, "40 %". */
const percentText = (fraction: number) => `${Math.round(fraction * 10_000) / 100} %`

/**
 * The shareholders as the beneficial-owner rule reads a filing. Null for a snapshot stored before
 * the holders' kinds were kept: without them nobody can say who is a person, so nothing is claimed.
 */
function filingOf(holders: EntityState['shareholders']) {
  if (!holders) return null
  const entries = Object.entries(holders)
  if (entries.some(([, holder]) => holder.type === undefined)) return null
  return filingFromRoles({
    current: entries.map(([key, holder]) => ({
      entity: { id: holder.unlinked ? null : key, type: holder.type ?? null, name: holder.name },
      label: 'SHAREHOLDER',
      role: 'SHAREHOLDER',
      startDate: null,
      endDate: null,
      sharePercent: holder.share,
      shareNominalEur: holder.nominal ?? null,
    })),
    past: [],
  })
}

function ownerText(owner: PersonHolding): string {
  const how: string[] = []
  if (owner.directShare > 0) how.push('direct')
  if (owner.through.length > 0)
    how.push(`through ${owner.through.map((link) => link.company.name).join(', ')}`)
  return `${owner.person.name} (${[...how, percentText(owner.countedShare)].join(', ')})`
}

/** What is missing, in the stored words change-wording.ts reads back. */
function missingText(piece: MissingPiece): string {
  const share = (value: number | null) => (value === null ? '' : ` (${percentText(value)})`)
  switch (piece.kind) {
    case 'gap':
      return `${percentText(piece.unaccounted)} not accounted for`
    case 'unknown-share':
      return `share not stated: ${piece.holders.map((holder) => holder.name).join(', ')}`
    case 'unresolved':
      return piece.reason === 'unlinked'
        ? `${piece.holder.name}${share(piece.share)} without register entry`
        : `${piece.holder.name}${share(piece.share)} not followed`
    case 'no-filing':
      return 'no shareholder list on file'
  }
}

/** The verdict and the owners as one text; the key is what a change is about (verdict and who). */
export interface BeneficialOwnerSummary {
  key: string
  text: string
}

/**
 * Who the beneficial owners of a watched company are by the GwG rule (gwg-beneficial-owners.ts),
 * from its own shareholder list alone: monitoring does not read the lists of the companies above,
 * so a company holding more than 25 % leaves the answer "cannot be determined" (it could hide a
 * person) instead of naming nobody. Null when the stored holders lack their kinds.
 */
export function beneficialOwnerSummary(
  company: { id: string; name: string },
  holders: EntityState['shareholders'],
): BeneficialOwnerSummary | null {
  const filing = filingOf(holders)
  if (!filing) return null
  const result: BeneficialOwnerResult = determineBeneficialOwners({
    company: { id: company.id, type: 'ORGANIZATION', name: company.name },
    // Only the watched company's own list is known; every company above is not read.
    filings: (id) => (id === company.id ? filing : { status: 'not-loaded' }),
  })
  const owners = result.owners.map(ownerText).join('; ')
  const key = [
    result.verdict,
    ...result.owners.map((owner) => owner.person.id ?? `name:${owner.person.name}`).sort(),
  ].join('|')
  if (result.verdict === 'owners') return { key, text: owners }
  if (result.verdict === 'fictitious') return { key, text: 'nobody above 25 %' }
  const missing = result.missing.filter((piece) => piece.couldMatter).map(missingText)
  const certain = owners ? ` | owners for certain: ${owners}` : ''
  return { key, text: `cannot be determined: ${missing.join('; ')}${certain}` }
}

/** A change in who the beneficial owners are (or in the verdict), never in their shares alone. */
export function beneficialOwnerChanges(
  company: { id: string; name: string },
  before: EntityState['shareholders'],
  now: EntityState['shareholders'],
): DescribedChange[] {
  const old = beneficialOwnerSummary(company, before)
  const current = beneficialOwnerSummary(company, now)
  if (!old || !current || old.key === current.key) return []
  return [{ kind: 'beneficial-owners', before: old.text, after: current.text }]
}
