/**
 * The sentences every place that names beneficial owners says alike (the organization's tab, the
 * comparison, the tree): the rule in one sentence, the verdict, what is missing and the legal
 * representatives as (would-be) fictitious owners. Words only; the rule itself is
 * lib/datahub/gwg-beneficial-owners.ts.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatNumber, formatPercent } from '@/lib/format/format'
import type {
  BeneficialOwnerResult,
  MissingPiece,
  MissingReason,
} from '@/lib/datahub/gwg-beneficial-owners'
import type { EntityRef } from '@/lib/datahub/entity-ref'
import type { Role } from '@/lib/datahub/roles'

/** A share 0–1 as "27.5%" with up to two decimals, so 25.01% does not read as 25%. */
export const formatShare = (share: number | null) =>
  formatPercent(share === null ? null : share * 100)

/** GwG § 3 (2) in one sentence, with its legal reference. */
export function GwgRuleSentence({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-slate-700 ${className}`} data-testid="gwg-rule">
      <Trans>
        A beneficial owner is a natural person who holds more than 25% of the capital directly, or
        through companies the person controls (more than 50%, counting direct shares and those of
        controlled companies) whose holdings together exceed 25%; the shares multiplied along a
        chain are shown as economic interest, for information only (GwG § 3 (2) sentences 2–4, § 290
        (2)–(4) HGB).
      </Trans>
    </p>
  )
}

/** A company (or other entity) as a link to its page, or as text without an ID. */
export function EntityName({ entity }: { entity: EntityRef }) {
  if (!entity.id) return <span className="font-medium">{entity.name}</span>
  return (
    <Link
      to={entity.type === 'PERSON' ? '/persons/$id' : '/organizations/$id'}
      params={{ id: entity.id }}
      className="font-medium text-sky-800 underline underline-offset-2 hover:decoration-2"
    >
      {entity.name}
    </Link>
  )
}

function ReasonWords({ reason }: { reason: MissingReason }) {
  if (reason === 'unlinked') return <Trans>it is not linked to a register entry</Trans>
  if (reason === 'no-data') return <Trans>no shareholder list is on file for it</Trans>
  if (reason === 'failed') return <Trans>its shareholder list could not be read</Trans>
  return <Trans>its shareholder list has not been read</Trans>
}

/** One missing piece in words, naming the company whose filing it concerns. */
export function MissingPieceText({ piece }: { piece: MissingPiece }) {
  if (piece.kind === 'gap') {
    const accounted = formatShare(1 - piece.unaccounted)
    const unaccounted = formatShare(piece.unaccounted)
    return (
      <Trans>
        The filed shareholdings of <EntityName entity={piece.company} /> add up to {accounted}, not
        100%: {unaccounted} is not accounted for.
      </Trans>
    )
  }
  if (piece.kind === 'unknown-share') {
    const upTo = formatShare(piece.upTo)
    const names = piece.holders.map((holder) => holder.name).join(', ')
    return (
      <Trans>
        The filing of <EntityName entity={piece.company} /> states no share for {names} (together up
        to {upTo}).
      </Trans>
    )
  }
  if (piece.kind === 'no-filing')
    return (
      <Trans>
        No shareholder list of <EntityName entity={piece.company} /> is at hand (
        <ReasonWords reason={piece.reason} />
        ).
      </Trans>
    )
  const share = piece.share === null ? null : formatShare(piece.share)
  return share === null ? (
    <Trans>
      <EntityName entity={piece.holder} /> holds a share of <EntityName entity={piece.company} />{' '}
      the filing does not state; who stands behind it is not known (
      <ReasonWords reason={piece.reason} />
      ).
    </Trans>
  ) : (
    <Trans>
      <EntityName entity={piece.holder} /> holds {share} of <EntityName entity={piece.company} />;
      who stands behind it is not known (<ReasonWords reason={piece.reason} />
      ).
    </Trans>
  )
}

/** What is missing: the pieces that could change the answer first, the others apart. */
export function MissingList({ result }: { result: BeneficialOwnerResult }) {
  const { t } = useLingui()
  const relevant = result.missing.filter((piece) => piece.couldMatter)
  const other = result.missing.filter((piece) => !piece.couldMatter)
  if (!result.missing.length) return null
  return (
    <div className="space-y-1 text-sm" data-testid="ownership-missing">
      {relevant.length ? (
        <ul className="list-disc pl-5" aria-label={t`What is missing`}>
          {relevant.map((piece, index) => (
            <li key={index}>
              <MissingPieceText piece={piece} />
            </li>
          ))}
        </ul>
      ) : null}
      {other.length ? (
        <details className="text-slate-700">
          <summary className="cursor-pointer">
            <Trans>Gaps that cannot change the answer ({formatNumber(other.length)})</Trans>
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {other.map((piece, index) => (
              <li key={index}>
                <MissingPieceText piece={piece} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}

/** The verdict when the register data cannot tell, with what is missing and the next step. */
export function CannotBeDetermined({ result }: { result: BeneficialOwnerResult }) {
  return (
    <div
      className="space-y-2 rounded-md border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm text-slate-900"
      data-testid="ownership-undetermined"
    >
      <p className="font-semibold">
        {result.owners.length ? (
          <Trans>
            Further beneficial owners cannot be ruled out from the register data: what is missing
            could hide someone above 25%.
          </Trans>
        ) : (
          <Trans>
            The beneficial owners cannot be determined from the register data: what is missing could
            hide someone above 25%.
          </Trans>
        )}
      </p>
      <MissingList result={result} />
      <p>
        <Trans>
          The next step is an extract from the Transparenzregister (the German register of
          beneficial owners).
        </Trans>
      </p>
    </div>
  )
}

/** The legal representatives, as fictitious owners or as those who would be. */
export function LegalRepresentatives({
  result,
  state,
}: {
  result: BeneficialOwnerResult
  state: 'pending' | 'error' | 'success'
}) {
  const { t } = useLingui()
  if (result.owners.length) return null
  const wouldBe = result.verdict === 'cannot-be-determined'
  const people = result.legalRepresentatives
  return (
    <div className="space-y-1 text-sm" data-testid="legal-representatives">
      <h4 className="font-semibold text-slate-800">
        {wouldBe ? t`Would be the fictitious beneficial owners` : t`Fictitious beneficial owners`}
      </h4>
      <p className="text-slate-700">
        {wouldBe ? (
          <Trans>
            Only if the Transparenzregister check finds nobody do the legal representatives count as
            fictitious beneficial owners (GwG § 3 (2) sentence 5):
          </Trans>
        ) : (
          <Trans>
            No natural person holds more than 25%, directly or through controlled companies, and
            nothing is missing that could change that: the legal representatives count as fictitious
            beneficial owners (GwG § 3 (2) sentence 5).
          </Trans>
        )}
      </p>
      {people === null ? (
        <p className="text-slate-700">
          {state === 'error'
            ? t`The management could not be loaded, so the legal representatives are not named here; the Management tab lists them.`
            : t`Loading the legal representatives…`}
        </p>
      ) : people.length === 0 && !result.representingCompanies?.length ? (
        <p className="text-slate-700">
          <Trans>No legal representative is on file for this organization.</Trans>
        </p>
      ) : (
        <ul className="space-y-1" aria-label={t`Legal representatives`}>
          {people.map((role, index) => (
            <li key={`${role.entity.id}-${index}`}>
              <EntityName entity={role.entity} />{' '}
              <span className="text-slate-700">· {role.role}</span>
            </li>
          ))}
        </ul>
      )}
      <RepresentingCompanies companies={result.representingCompanies} />
    </div>
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
          Represented by a company, whose own legal representatives count instead (listed on its
          page):
        </Trans>
      </p>
      <ul className="mt-1 list-disc pl-5">
        {companies.map((role, index) => (
          <li key={`${role.entity.id}-${index}`}>
            <EntityName entity={role.entity} />{' '}
            <span className="text-slate-700">· {role.role}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The cost of the lists still to read, stated before the reader spends it. */
export function ReadListsOffer({
  companies,
  loading,
  onRead,
}: {
  companies: EntityRef[]
  loading: number
  onRead: () => void
}) {
  if (loading > 0)
    return (
      <p className="text-sm text-slate-700" role="status">
        <Plural
          value={loading}
          one="Reading # shareholder list…"
          other="Reading # shareholder lists…"
        />
      </p>
    )
  if (!companies.length) return null
  return (
    <div
      className="space-y-2 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm"
      data-testid="read-lists-offer"
    >
      <p>
        <Plural
          value={companies.length}
          one="The rule needs the shareholder list of the company above: who holds shares in it, and how much. Reading it costs one call; it is cached like every slice."
          other="The rule needs the shareholder lists of the companies above (#): who holds shares in each, and how much. Reading them costs # calls (one per company); they are cached like every slice."
        />
      </p>
      <p className="text-slate-700">{companies.map((company) => company.name).join(', ')}</p>
      <button
        type="button"
        onClick={onRead}
        className="rounded-md bg-sky-800 px-3 py-1.5 font-medium text-white hover:bg-sky-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800"
      >
        <Plural
          value={companies.length}
          one="Read # shareholder list (# call)"
          other="Read # shareholder lists (# calls)"
        />
      </button>
    </div>
  )
}
