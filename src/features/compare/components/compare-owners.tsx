import { useMemo } from 'react'
import { Trans } from '@lingui/react/macro'
import {
  CannotBeDetermined,
  EntityName,
  formatShare,
  LegalRepresentatives,
  ReadListsOffer,
} from '@/components/ownership/ownership-statements'
import type { RoleLists } from '@/lib/datahub/roles'
import type { UboSlice } from '@/lib/datahub/ubo'
import { companiesAbove, useBeneficialOwners } from '@/lib/ownership/use-beneficial-owners'
import type { OwnershipSource } from '@/lib/ownership/ownership-slices'
import type { Loadable } from '../api/comparison-data'

/**
 * One organization's beneficial owners in the comparison, by the same rule as its own tab
 * (GwG § 3 (2)): the owners with their counted shares, or the verdict that the register data cannot
 * tell, or the legal representatives as fictitious owners (from the management the comparison
 * already loaded). The companies above cost one call each, offered with their number first.
 */
export function CompareOwners({
  source,
  company,
  ubo,
  management,
}: {
  source: OwnershipSource
  company: { id: string; name: string }
  ubo: Loadable<UboSlice | null>
  management: Loadable<RoleLists | null>
}) {
  const entity = useMemo(
    () => ({ id: company.id, type: 'ORGANIZATION' as const, name: company.name }),
    [company.id, company.name],
  )
  const uboData = ubo.status === 'success' ? ubo.data : null
  const knownAbove = useMemo(
    () => (uboData ? companiesAbove(uboData, company.id) : []),
    [uboData, company.id],
  )
  const state = useBeneficialOwners(source, entity, {
    knownAbove,
    management: management.status === 'success' ? management.data : null,
  })
  const managementState = management.status
  const { result } = state
  let body
  if (state.rootPending || ubo.status === 'pending')
    body = (
      <p className="text-sm text-slate-700">
        <Trans>Loading…</Trans>
      </p>
    )
  else
    body = (
      <div className="space-y-2 text-sm">
        <ReadListsOffer companies={state.unpaid} loading={state.loading} onRead={state.readAll} />
        {result.verdict === 'cannot-be-determined' ? <CannotBeDetermined result={result} /> : null}
        {result.owners.length ? (
          <ul className="space-y-1">
            {result.owners.map((owner, index) => (
              <li key={`${owner.person.id}-${index}`}>
                <EntityName entity={owner.person} />{' '}
                <span className="whitespace-nowrap text-slate-700 tabular-nums">
                  {formatShare(owner.countedShare)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <LegalRepresentatives result={result} state={managementState} />
      </div>
    )
  return (
    <div className="mt-3" data-testid="compare-owners" data-verdict={result.verdict}>
      <h4 className="text-sm font-semibold text-slate-700">
        <Trans>Beneficial owners (GwG § 3 (2))</Trans>
      </h4>
      <div className="mt-1">{body}</div>
    </div>
  )
}
