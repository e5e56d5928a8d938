import { Trans, useLingui } from '@lingui/react/macro'
import { EntityName, formatShare } from '@/components/ownership/ownership-statements'
import type { OwnershipPath, PersonHolding } from '@/lib/datahub/gwg-beneficial-owners'
import { formatDate } from '@/lib/format/format'

/**
 * One beneficial owner: why (directly, or through control of named companies), each path with
 * every link's share, and the multiplied share as the economic interest, for information.
 */
export function OwnerCard({ owner }: { owner: PersonHolding }) {
  const counted = formatShare(owner.countedShare)
  const direct = formatShare(owner.directShare)
  const interest = owner.economicInterest === null ? null : formatShare(owner.economicInterest)
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="beneficial-owner">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <EntityName entity={owner.person} />
        <span className="text-sm">
          <Trans>
            Counted share <strong className="whitespace-nowrap tabular-nums">{counted}</strong>
          </Trans>
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-800" data-testid="owner-reason">
        {owner.directShare > 0 && owner.through.length === 0 ? (
          <Trans>Holds {direct} directly.</Trans>
        ) : owner.directShare > 0 ? (
          <Trans>
            Holds {direct} directly, and more through control of <CompanyList owner={owner} />.
          </Trans>
        ) : (
          <Trans>
            Through control of <CompanyList owner={owner} />.
          </Trans>
        )}
      </p>
      <Paths paths={owner.paths} />
      {interest !== null ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="economic-interest">
          <Trans>
            Economic interest (shares multiplied along the paths, for information): {interest}
          </Trans>
        </p>
      ) : null}
    </li>
  )
}

function CompanyList({ owner }: { owner: PersonHolding }) {
  return (
    <>
      {owner.through.map((entry, index) => {
        const share = entry.share === null ? null : formatShare(entry.share)
        return (
          <span key={`${entry.company.id}-${index}`}>
            {index > 0 ? ', ' : null}
            <EntityName entity={entry.company} />
            {share ? ` (${share})` : null}
          </span>
        )
      })}
    </>
  )
}

/** Each path from the person down to the company, with every link's share and since-date. */
export function Paths({ paths }: { paths: OwnershipPath[] }) {
  const { t } = useLingui()
  if (!paths.length) return null
  return (
    <div className="mt-2 space-y-1 text-sm text-slate-700">
      {paths.map((path, pathIndex) => (
        <ol
          key={pathIndex}
          className="flex flex-wrap items-center gap-1"
          aria-label={t`Ownership path`}
          data-testid="ownership-path"
        >
          {path.links.map((link, index) => {
            const share = link.share === null ? t`share not stated` : formatShare(link.share)
            const since = link.since ? formatDate(link.since) : null
            return (
              <li key={index} className="flex items-center gap-1">
                {index === 0 ? <EntityName entity={link.holder} /> : null}
                <span className="rounded bg-slate-100 px-1 whitespace-nowrap tabular-nums">
                  → {share}
                  {since ? <span className="sr-only">{t`, since ${since}`}</span> : null} →
                </span>
                <EntityName entity={link.held} />
              </li>
            )
          })}
        </ol>
      ))}
    </div>
  )
}
