import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ExportButtons } from '@/components/export/export-buttons'
import {
  formatShare,
  GwgRuleSentence,
  NoOwnerAboveThreshold,
  OwnershipCoverage,
  RepresentingCompanies,
} from '@/components/ownership/ownership-statements'
import { assessOwnership, type OwnerShare } from '@/lib/datahub/beneficial-ownership'
import type { Role, RoleLists } from '@/lib/datahub/roles'
import { ownershipExport, recordProvenance } from '@/lib/export/ownership-export'
import { useSliceProvenance } from '../api/slice-provenance'
import { formatNumber } from '@/lib/format'
import { textOf } from '../relation-text'
import { fetchRelationByLabel } from '../api/relation-by-label'
import { modelOf } from '../api/relation-models'
import { parseUbo, type UboModel } from '../api/models/people-models'
import { EntityLink } from '../components/entity-link'
import { OwnerCard } from '../components/ownership-cards'
import { RelationEmpty } from '../components/relation-empty'
import { RelationTable } from '../components/relation-table'
import { defineSlice, type SliceViewProps } from '../slice'

export const slice = defineSlice({
  parse: parseUbo,
  isEmpty: (model) => model.owners.length === 0 && model.unresolved.length === 0,
  View: UboView,
})

/**
 * The management slice, for the fictitious beneficial owners: asked only when nobody crosses the
 * threshold, through the same cache as the Management tab (no second call when both are opened).
 */
function useLegalRepresentatives(entityId: string, wanted: boolean) {
  return useQuery({
    queryKey: ['relations', 'by-label', 'ORGANIZATION', 'MANAGEMENT', entityId],
    queryFn: async ({ client }): Promise<RoleLists | null> => {
      const answer = await fetchRelationByLabel(client, 'ORGANIZATION', 'MANAGEMENT', entityId)
      if (answer.kind === 'unresolved' || answer.value == null) return { current: [], past: [] }
      return modelOf(answer, 'MANAGEMENT')
    },
    enabled: wanted,
  })
}

/**
 * Beneficial owners as GwG § 3 defines them: the people above 25%, the known holders below it,
 * the share nobody accounts for and the chains that stop early; where nobody crosses the line,
 * the legal representatives as fictitious beneficial owners.
 */
function UboView({ model, entityId, definition, entityType }: SliceViewProps<UboModel>) {
  const { i18n, t } = useLingui()
  const provenance = useSliceProvenance(definition, entityType, entityId)
  const fictitious = !assessOwnership(model, null).beneficialOwners.length
  const management = useLegalRepresentatives(entityId, fictitious)
  const assessment = assessOwnership(model, management.data ?? null)
  const ownerCount = formatNumber(assessment.beneficialOwners.length)
  const deadEndCount = formatNumber(model.unresolved.length)
  return (
    <div className="space-y-6">
      <GwgRuleSentence />
      <section aria-labelledby="ubo-owners" className="space-y-3">
        {assessment.verdict === 'owners' ? (
          <>
            <h3 id="ubo-owners" className="font-semibold text-slate-800">
              <Trans>Beneficial owners ({ownerCount})</Trans>
            </h3>
            <ol className="space-y-3">
              {assessment.beneficialOwners.map((owner, index) => (
                <OwnerCard key={`${owner.entity.id}-${index}`} owner={owner} rootId={entityId} />
              ))}
            </ol>
          </>
        ) : (
          <FictitiousOwners
            representatives={assessment.legalRepresentatives}
            companies={assessment.representingCompanies}
            state={management.status}
            notice={<NoOwnerAboveThreshold assessment={assessment} />}
          />
        )}
        <OwnershipCoverage assessment={assessment} />
      </section>
      <HolderTable
        id="ubo-below"
        title={t`Other known holders (25% or less)`}
        holders={assessment.otherHolders}
      />
      {assessment.unknownShareHolders.length > 0 ? (
        <HolderTable
          id="ubo-unknown"
          title={t`Holders whose share is not stated`}
          holders={assessment.unknownShareHolders}
        />
      ) : null}
      {model.unresolved.length > 0 ? (
        <section aria-labelledby="ubo-unresolved">
          <h3 id="ubo-unresolved" className="mb-2 font-semibold text-slate-800">
            <Trans>Chains not followed to a natural person ({deadEndCount})</Trans>
          </h3>
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
        </section>
      ) : null}
      <ExportButtons
        label={t`Export the beneficial owners`}
        fileBase="beneficial-owners"
        table={() => ownershipExport(assessment, recordProvenance(provenance()))}
      />
    </div>
  )
}

function FictitiousOwners({
  representatives,
  state,
  notice,
  companies,
}: {
  representatives: ReturnType<typeof assessOwnership>['legalRepresentatives']
  state: 'pending' | 'error' | 'success'
  notice: ReactNode
  companies: Role[] | null
}) {
  const { t } = useLingui()
  const count = formatNumber(representatives?.length ?? 0)
  return (
    <>
      <h3 id="ubo-owners" className="font-semibold text-slate-800">
        {representatives === null
          ? t`Fictitious beneficial owners`
          : t`Fictitious beneficial owners (${count})`}
      </h3>
      {notice}
      {representatives === null ? (
        <p className="text-sm text-slate-700">
          {state === 'error'
            ? t`The management could not be loaded, so the legal representatives are not named here; the Management tab lists them.`
            : t`Loading the legal representatives…`}
        </p>
      ) : representatives.length === 0 ? (
        companies?.length ? null : (
          <RelationEmpty>
            <Trans>No legal representative is on file for this organization.</Trans>
          </RelationEmpty>
        )
      ) : (
        <ul className="space-y-1 text-sm" aria-label={t`Legal representatives`}>
          {representatives.map((role, index) => (
            <li key={`${role.entity.id}-${index}`}>
              <EntityLink entity={role.entity} />{' '}
              <span className="text-slate-700">· {role.role}</span>
            </li>
          ))}
        </ul>
      )}
      <RepresentingCompanies companies={companies} />
    </>
  )
}

function HolderTable({ id, title, holders }: { id: string; title: string; holders: OwnerShare[] }) {
  const { t } = useLingui()
  const count = formatNumber(holders.length)
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-semibold text-slate-800">
        {title} ({count})
      </h3>
      {holders.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>None known.</Trans>
        </p>
      ) : (
        <RelationTable
          caption={title}
          captionHidden
          rows={holders}
          rowKey={(holder, index) => `${holder.entity.id}-${index}`}
          columns={[
            { header: t`Person`, cell: (holder) => <EntityLink entity={holder.entity} /> },
            {
              header: t`Effective share`,
              numeric: true,
              cell: (holder) => (
                <span className="whitespace-nowrap">
                  {holder.share === null ? t`not stated` : formatShare(holder.share)}
                </span>
              ),
            },
          ]}
        />
      )}
    </section>
  )
}
