import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ExportButtons } from '@/components/export/export-buttons'
import {
  CannotBeDetermined,
  EntityName,
  formatShare,
  GwgRuleSentence,
  LegalRepresentatives,
  MissingList,
  ReadListsOffer,
} from '@/components/ownership/ownership-statements'
import type { PersonHolding } from '@/lib/datahub/gwg-beneficial-owners'
import { ownershipExport, recordProvenance } from '@/lib/export/ownership-export'
import { useSliceProvenance } from '../api/slice-provenance'
import { formatNumber } from '@/lib/format/format'
import { companiesAbove, useBeneficialOwners } from '@/lib/ownership/use-beneficial-owners'
import { BodsExportButton } from '@/components/ownership/bods-export-button'
import { ownershipSource } from '../ownership/ownership-source'
import { entityNameQuery } from '../api/entity-name-query'
import { parseUbo, type UboModel } from '../api/models/people-models'
import { OwnerCard, Paths } from '../components/ownership-cards'
import { RelationTable } from '../components/relation-table'
import { defineSlice, type SliceViewProps } from '../slice'

export const slice = defineSlice({
  parse: parseUbo,
  isEmpty: (model) => model.owners.length === 0 && model.unresolved.length === 0,
  View: UboView,
})

/**
 * Beneficial owners by GwG § 3 (2): each owner with the reason and the paths, the verdict when the
 * register data cannot tell (with what is missing), the other holders apart, and the legal
 * representatives as fictitious owners only where the rule says so.
 */
function UboView({ model, entityId, definition, entityType }: SliceViewProps<UboModel>) {
  const { t } = useLingui()
  const provenance = useSliceProvenance(definition, entityType, entityId)
  const { data: name } = useQuery(entityNameQuery(entityId))
  const company = useMemo(
    () => ({ id: entityId, type: 'ORGANIZATION' as const, name: name ?? entityId }),
    [entityId, name],
  )
  const knownAbove = useMemo(() => companiesAbove(model, entityId), [model, entityId])
  const state = useBeneficialOwners(ownershipSource, company, { knownAbove })
  const { result } = state
  const ownerCount = formatNumber(result.owners.length)
  return (
    <div className="space-y-6" data-testid="ubo-view" data-verdict={result.verdict}>
      <GwgRuleSentence />
      <ReadListsOffer companies={state.unpaid} loading={state.loading} onRead={state.readAll} />
      {state.rootPending ? (
        <p className="text-sm text-slate-700" role="status">
          <Trans>Loading the shareholder list…</Trans>
        </p>
      ) : (
        <section aria-labelledby="ubo-owners" className="space-y-3">
          <h3 id="ubo-owners" className="font-semibold text-slate-800">
            <Trans>Beneficial owners ({ownerCount})</Trans>
          </h3>
          {result.verdict === 'cannot-be-determined' ? (
            <CannotBeDetermined result={result} />
          ) : null}
          {result.owners.length ? (
            <ol className="space-y-3">
              {result.owners.map((owner, index) => (
                <OwnerCard key={`${owner.person.id}-${index}`} owner={owner} />
              ))}
            </ol>
          ) : null}
          <LegalRepresentatives result={result} state={state.managementStatus} />
          {result.verdict !== 'cannot-be-determined' && result.missing.length ? (
            <MissingList result={result} />
          ) : null}
        </section>
      )}
      <OtherHolders holders={result.otherHolders} />
      <p className="text-sm">
        <Link
          to="/organizations/$id/ownership"
          params={{ id: entityId }}
          className="font-medium text-sky-800 underline underline-offset-2"
        >
          <Trans>Show the ownership tree</Trans>
        </Link>
      </p>
      <div className="flex flex-wrap items-start gap-4">
        <ExportButtons
          label={t`Export the beneficial owners`}
          fileBase="beneficial-owners"
          table={() => ownershipExport(result, recordProvenance(provenance()))}
        />
        <BodsExportButton
          source={ownershipSource}
          fileBase="beneficial-ownership-bods"
          companies={() => [{ company, result }]}
        />
      </div>
    </div>
  )
}

function OtherHolders({ holders }: { holders: PersonHolding[] }) {
  const { t } = useLingui()
  const count = formatNumber(holders.length)
  const title = t`Other known holders`
  return (
    <section aria-labelledby="ubo-others" data-testid="other-holders">
      <h3 id="ubo-others" className="mb-1 font-semibold text-slate-800">
        {title} ({count})
      </h3>
      <p className="mb-2 text-sm text-slate-700">
        <Trans>
          Natural persons with a holding, directly or through companies they do not control: not
          beneficial owners by the rule.
        </Trans>
      </p>
      {holders.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>None known.</Trans>
        </p>
      ) : (
        <RelationTable
          caption={title}
          captionHidden
          rows={holders}
          rowKey={(holder, index) => `${holder.person.id}-${index}`}
          columns={[
            {
              header: t`Person`,
              cell: (holder) => (
                <>
                  <EntityName entity={holder.person} />
                  {holder.couldBeOwner ? (
                    <span className="ml-1 text-amber-900">{t`(could be above 25%)`}</span>
                  ) : null}
                </>
              ),
            },
            {
              header: t`Counted share`,
              numeric: true,
              cell: (holder) => (
                <span className="whitespace-nowrap">{formatShare(holder.countedShare)}</span>
              ),
            },
            {
              header: t`Economic interest`,
              numeric: true,
              cell: (holder) => (
                <span className="whitespace-nowrap">
                  {holder.economicInterest === null
                    ? t`not stated`
                    : formatShare(holder.economicInterest)}
                </span>
              ),
            },
            { header: t`Paths`, cell: (holder) => <Paths paths={holder.paths} /> },
          ]}
        />
      )}
    </section>
  )
}
