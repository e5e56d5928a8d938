/**
 * The sentences every place that names beneficial owners says alike (the organization's tab and
 * the comparison): the rule in one sentence, how much of the ownership the listed people account
 * for, and the fictitious-owner verdict. Words only; the rule itself is lib/datahub/beneficial-ownership.ts.
 */
import { plural } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { formatNumber, formatPercent } from '@/lib/format'
import { Link } from '@tanstack/react-router'
import type { OwnershipAssessment } from '@/lib/datahub/beneficial-ownership'
import type { Role } from '@/lib/datahub/roles'

/** A share 0–1 as "27.5%" with up to two decimals, so 25.01% does not read as 25%. */
export const formatShare = (share: number | null) =>
  formatPercent(share === null ? null : share * 100)

/** GwG § 3 in one sentence. */
export function GwgRuleSentence({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-slate-700 ${className}`} data-testid="gwg-rule">
      <Trans>
        A beneficial owner is a natural person who holds or controls more than 25% of the capital or
        voting rights, directly or through companies (shares multiplied along each chain); where
        there is none, the legal representatives count as fictitious beneficial owners (GwG § 3).
      </Trans>
    </p>
  )
}

/** How much the listed people account for, and why the picture is or is not complete. */
export function OwnershipCoverage({ assessment }: { assessment: OwnershipAssessment }) {
  const accounted = formatShare(assessment.accountedShare)
  const unaccounted = formatShare(assessment.unaccountedShare)
  const deadEnds = formatNumber(assessment.deadEnds.length)
  const unknown = formatNumber(assessment.unknownShareHolders.length)
  if (assessment.complete)
    return (
      <p className="text-sm text-slate-700" data-testid="ownership-coverage">
        <Trans>
          Complete: every ownership chain ends at a natural person with a known share, together{' '}
          {accounted}.
        </Trans>
      </p>
    )
  return (
    <div
      className="rounded-md border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm text-slate-900"
      data-testid="ownership-coverage"
    >
      <p className="font-semibold">
        <Trans>
          Not complete: the listed natural persons account for {accounted}; {unaccounted} is not
          accounted for.
        </Trans>
      </p>
      <ul className="mt-1 list-disc pl-5">
        {assessment.deadEnds.length > 0 ? (
          <li>
            {plural(assessment.deadEnds.length, {
              one: `${deadEnds} ownership chain ends before a natural person: whoever stands behind it is not known.`,
              other: `${deadEnds} ownership chains end before a natural person: whoever stands behind them is not known.`,
            })}
          </li>
        ) : null}
        {assessment.unknownShareHolders.length > 0 ? (
          <li>
            {plural(assessment.unknownShareHolders.length, {
              one: `${unknown} person holds a share the filings do not state.`,
              other: `${unknown} people hold a share the filings do not state.`,
            })}
          </li>
        ) : null}
        {assessment.deadEnds.length === 0 && assessment.unknownShareHolders.length === 0 ? (
          <li>
            <Trans>The filed shareholdings do not add up to 100%.</Trans>
          </li>
        ) : null}
      </ul>
    </div>
  )
}

/** Says that nobody crosses the threshold, and (when incomplete) that someone may be hidden. */
export function NoOwnerAboveThreshold({ assessment }: { assessment: OwnershipAssessment }) {
  const unaccounted = formatShare(assessment.unaccountedShare)
  return (
    <p className="text-sm text-slate-900" data-testid="no-beneficial-owner">
      {assessment.complete ? (
        <Trans>
          No natural person holds or controls more than 25%, so the legal representatives are the
          fictitious beneficial owners (GwG § 3 (2)).
        </Trans>
      ) : (
        <Trans>
          No natural person is known to hold or control more than 25% ({unaccounted} is not
          accounted for), so the legal representatives are named as fictitious beneficial owners
          (GwG § 3 (2)).
        </Trans>
      )}
    </p>
  )
}

/**
 * A company that represents the organization (the general partner GmbH of a GmbH & Co. KG) is no
 * beneficial owner: its own legal representatives are, and its page names them.
 */
export function RepresentingCompanies({ companies }: { companies: Role[] | null }) {
  if (!companies?.length) return null
  return (
    <div className="text-sm text-slate-800" data-testid="representing-companies">
      <p>
        <Trans>
          Represented by a company, whose own legal representatives count as fictitious beneficial
          owners (listed on its page):
        </Trans>
      </p>
      <ul className="mt-1 list-disc pl-5">
        {companies.map((role, index) => (
          <li key={`${role.entity.id}-${index}`}>
            {role.entity.id ? (
              <Link
                to="/organizations/$id"
                params={{ id: role.entity.id }}
                className="font-medium text-sky-800 underline underline-offset-2"
              >
                {role.entity.name}
              </Link>
            ) : (
              <span className="font-medium">{role.entity.name}</span>
            )}{' '}
            <span className="text-slate-700">· {role.role}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
