import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import {
  formatShare,
  NoOwnerAboveThreshold,
  OwnershipCoverage,
  RepresentingCompanies,
} from '@/components/ownership/ownership-statements'
import { assessOwnership } from '@/lib/datahub/beneficial-ownership'
import type { EntityRef } from '@/lib/datahub/entity-ref'
import type { RoleLists } from '@/lib/datahub/roles'
import type { UboSlice } from '@/lib/datahub/ubo'
import type { Loadable } from '../api/comparison-data'

function PersonName({ entity }: { entity: EntityRef }) {
  if (!entity.id || entity.type !== 'PERSON')
    return <span className="font-medium">{entity.name}</span>
  return (
    <Link
      to="/persons/$id"
      params={{ id: entity.id }}
      className="font-medium text-sky-800 underline underline-offset-2"
    >
      {entity.name}
    </Link>
  )
}

/**
 * One organization's beneficial owners in the comparison, by the same rule as its own tab: the
 * people above 25%, or the legal representatives as fictitious owners (from the management the
 * comparison already loaded), and whether the picture is complete.
 */
export function CompareOwners({
  ubo,
  management,
}: {
  ubo: Loadable<UboSlice | null>
  management: Loadable<RoleLists | null>
}) {
  let body
  if (ubo.status === 'pending')
    body = (
      <p className="text-sm text-slate-700">
        <Trans>Loading…</Trans>
      </p>
    )
  else if (ubo.status === 'error') {
    const reason = ubo.error.message
    body = (
      <p className="text-sm text-red-800">
        <Trans>Could not be loaded: {reason}</Trans>
      </p>
    )
  } else if (ubo.data === null)
    body = (
      <p className="text-sm text-slate-700">
        <Trans>
          No ownership chain is on file (or it came in a shape the explorer cannot read).
        </Trans>
      </p>
    )
  else {
    const roles = management.status === 'success' ? management.data : null
    const assessment = assessOwnership(ubo.data, roles)
    body = (
      <div className="space-y-2 text-sm">
        {assessment.verdict === 'owners' ? (
          <ul className="space-y-1">
            {assessment.beneficialOwners.map((owner, index) => (
              <li key={`${owner.entity.id}-${index}`}>
                <PersonName entity={owner.entity} />{' '}
                <span className="whitespace-nowrap text-slate-700 tabular-nums">
                  {formatShare(owner.share)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <>
            <NoOwnerAboveThreshold assessment={assessment} />
            <p className="font-medium text-slate-800">{t`Fictitious beneficial owners:`}</p>
            {assessment.legalRepresentatives === null ? (
              <p className="text-slate-700">
                {management.status === 'pending'
                  ? t`Loading the legal representatives…`
                  : t`The legal representatives are not known here; the organization’s page lists its management.`}
              </p>
            ) : assessment.legalRepresentatives.length === 0 ? (
              assessment.representingCompanies?.length ? null : (
                <p className="text-slate-700">
                  <Trans>No legal representative is on file for this organization.</Trans>
                </p>
              )
            ) : (
              <ul className="space-y-1">
                {assessment.legalRepresentatives.map((role, index) => (
                  <li key={`${role.entity.id}-${index}`}>
                    <PersonName entity={role.entity} />{' '}
                    <span className="text-slate-700">· {role.role}</span>
                  </li>
                ))}
              </ul>
            )}
            <RepresentingCompanies companies={assessment.representingCompanies} />
          </>
        )}
        <OwnershipCoverage assessment={assessment} />
      </div>
    )
  }
  return (
    <div className="mt-3" data-testid="compare-owners">
      <h4 className="text-sm font-semibold text-slate-700">
        <Trans>Beneficial owners (GwG § 3)</Trans>
      </h4>
      <div className="mt-1">{body}</div>
    </div>
  )
}
