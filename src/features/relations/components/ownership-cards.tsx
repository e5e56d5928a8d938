import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatShare } from '@/components/ownership/ownership-statements'
import type { OwnerShare } from '@/lib/datahub/beneficial-ownership'
import { sameEntityId } from '@/lib/datahub/fields'
import { entityNameQuery } from '../api/entity-name-query'
import { EntityLink } from './entity-link'

/** One natural person with their effective share and every chain of holdings that leads to them. */
export function OwnerCard({ owner, rootId }: { owner: OwnerShare; rootId: string }) {
  const share = owner.share
  const { t } = useLingui()
  const shareText = formatShare(share)
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <EntityLink entity={owner.entity} />
        <span className="text-sm">
          <Trans>
            Effective share <strong className="whitespace-nowrap tabular-nums">{shareText}</strong>
          </Trans>
          {owner.partial ? (
            <span className="ml-1 text-slate-700">
              <Trans>(at least; one chain has no stated share)</Trans>
            </span>
          ) : null}
        </span>
      </div>
      {share !== null ? (
        <div className="relative mt-2 h-2 rounded bg-slate-100" aria-hidden="true">
          <div
            className="h-2 rounded bg-sky-700"
            style={{ width: `${Math.min(100, Math.max(0, share * 100))}%` }}
          />
          {/* The 25 % line, so the bar shows where the threshold lies. */}
          <div className="absolute inset-y-[-2px] left-1/4 w-px bg-slate-900" />
        </div>
      ) : null}
      {owner.chains.map((chain, chainIndex) => (
        <div key={chainIndex} className="mt-2 text-sm text-slate-700">
          <ol className="flex flex-wrap items-center gap-1" aria-label={t`Ownership chain`}>
            {chain.map((id, index) => (
              <li key={`${id}-${index}`} className="flex items-center gap-1">
                {index > 0 ? <span aria-hidden="true">→</span> : null}
                <ChainStep id={id} rootId={rootId} owner={owner} />
              </li>
            ))}
          </ol>
        </div>
      ))}
    </li>
  )
}

function ChainStep({ id, rootId, owner }: { id: string; rootId: string; owner: OwnerShare }) {
  const isRoot = sameEntityId(id, rootId)
  const isOwner = sameEntityId(id, owner.entity.id)
  const { data: name } = useQuery({ ...entityNameQuery(id), enabled: !isRoot && !isOwner })
  const { t } = useLingui()
  if (isRoot)
    return (
      <span className="font-medium">
        <Trans>This organization</Trans>
      </span>
    )
  const short = id.slice(0, 8)
  if (isOwner) return <EntityLink entity={owner.entity} />
  return (
    <Link
      to="/organizations/$id"
      params={{ id }}
      className="text-sky-800 underline underline-offset-2 hover:decoration-2"
    >
      {name ?? t`Organization ${short}…`}
    </Link>
  )
}
