import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber, formatRatio } from '@/lib/format'
import { textOf } from '../relation-text'
import { entityNameQuery } from '../api/entity-name-query'
import { sameEntityId } from '@/lib/datahub/fields'
import { parseUbo, type BeneficialOwner, type UboModel } from '../api/models/people-models'
import { EntityLink } from '../components/entity-link'
import { RelationEmpty } from '../components/relation-empty'
import { RelationTable } from '../components/relation-table'
import { defineSlice, type SliceViewProps } from '../slice'

export const slice = defineSlice({
  parse: parseUbo,
  isEmpty: (model) => model.owners.length === 0 && model.unresolved.length === 0,
  View: UboView,
})

/** Ultimate beneficial owners: each owner with the chain of holdings that leads to them. */
function UboView({ model, entityId }: SliceViewProps<UboModel>) {
  const { i18n, t } = useLingui()
  const owners = formatNumber(model.owners.length)
  const unresolved = formatNumber(model.unresolved.length)
  return (
    <div className="space-y-6">
      <section aria-labelledby="ubo-owners">
        <h3 id="ubo-owners" className="mb-2 font-semibold text-slate-800">
          <Trans>Beneficial owners ({owners})</Trans>
        </h3>
        {model.owners.length === 0 ? (
          <RelationEmpty>
            <Trans>No beneficial owner could be determined from the filings.</Trans>
          </RelationEmpty>
        ) : (
          <ol className="space-y-3">
            {model.owners.map((owner, index) => (
              <OwnerCard key={`${owner.entity.id}-${index}`} owner={owner} rootId={entityId} />
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="ubo-unresolved">
        <h3 id="ubo-unresolved" className="mb-2 font-semibold text-slate-800">
          <Trans>Unresolved owners ({unresolved})</Trans>
        </h3>
        {model.unresolved.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>Every ownership chain was followed to a natural person.</Trans>
          </p>
        ) : (
          <RelationTable
            caption={t`Owners whose chain could not be followed`}
            captionHidden
            rows={model.unresolved}
            rowKey={(owner, index) => `${owner.entity.id}-${index}`}
            columns={[
              { header: t`Owner`, cell: (owner) => <EntityLink entity={owner.entity} /> },
              { header: t`Why unresolved`, cell: (owner) => textOf(i18n, owner.reasonText) },
            ]}
          />
        )}
      </section>
    </div>
  )
}

function OwnerCard({ owner, rootId }: { owner: BeneficialOwner; rootId: string }) {
  const share = owner.effectiveShare
  const { t } = useLingui()
  const shareText = formatRatio(share)
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <EntityLink entity={owner.entity} />
        <span className="text-sm">
          <Trans>
            Effective share <strong className="tabular-nums">{shareText}</strong>
          </Trans>
        </span>
      </div>
      {share !== null ? (
        <div className="mt-2 h-2 rounded bg-slate-100" aria-hidden="true">
          <div
            className="h-2 rounded bg-sky-700"
            style={{ width: `${Math.min(100, Math.max(0, share * 100))}%` }}
          />
        </div>
      ) : null}
      {owner.chain.length > 0 ? (
        <div className="mt-2 text-sm text-slate-700">
          <span className="sr-only">
            <Trans>Ownership chain:</Trans>{' '}
          </span>
          <ol className="flex flex-wrap items-center gap-1" aria-label={t`Ownership chain`}>
            {owner.chain.map((id, index) => (
              <li key={`${id}-${index}`} className="flex items-center gap-1">
                {index > 0 ? <span aria-hidden="true">→</span> : null}
                <ChainStep id={id} rootId={rootId} owner={owner} />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </li>
  )
}

function ChainStep({ id, rootId, owner }: { id: string; rootId: string; owner: BeneficialOwner }) {
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
