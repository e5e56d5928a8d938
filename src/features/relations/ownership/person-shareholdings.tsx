/**
 * A person's shareholdings (organization, share, since) and the companies of which the person is a
 * beneficial owner by GwG § 3 (2), from the person's network slice: the same entry as the Network
 * tab (one call, asked once for both), with the data's limits said.
 */
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { EntityName, formatShare } from '@/components/ownership/ownership-statements'
import { personOwnership } from '@/lib/datahub/person-holdings'
import { roleInWords } from '@/lib/datahub/roles'
import { formatDate, formatNumber } from '@/lib/format/format'
import { fetchRelationByLabel } from '../api/relation-by-label'
import { parseNetwork } from '../api/models/network-model'
import { RelationTable } from '../components/relation-table'

export function PersonShareholdings({ personId }: { personId: string }) {
  const { t } = useLingui()
  const network = useQuery({
    queryKey: ['relations', 'by-label', 'PERSON', 'ENTITY_NETWORK', personId],
    queryFn: async ({ client }) => {
      const answer = await fetchRelationByLabel(client, 'PERSON', 'ENTITY_NETWORK', personId, {
        staleTime: Infinity,
      })
      return answer.kind === 'value' ? parseNetwork(answer.value) : null
    },
    staleTime: Infinity,
  })
  let body
  if (network.isPending)
    body = (
      <p className="text-sm text-slate-700" role="status">
        <Trans>Loading the shareholdings…</Trans>
      </p>
    )
  else if (network.isError)
    body = (
      <p className="text-sm text-red-800">
        <Trans>The person’s network could not be loaded, so the shareholdings are not shown.</Trans>
      </p>
    )
  else {
    const model = network.data
    const { holdings, ownerOf } = model
      ? personOwnership(model, model.root.key)
      : { holdings: [], ownerOf: [] }
    const ownerCount = formatNumber(ownerOf.length)
    body = (
      <div className="space-y-4">
        {holdings.length === 0 ? (
          <p className="text-sm text-slate-700">
            <Trans>No shareholdings of this person are recorded.</Trans>
          </p>
        ) : (
          <RelationTable
            caption={t`Shareholdings of this person`}
            captionHidden
            rows={holdings}
            rowKey={(holding, index) => `${holding.company.id}-${index}`}
            columns={[
              {
                header: t`Organization`,
                cell: (holding) => <EntityName entity={holding.company} />,
              },
              { header: t`Role`, cell: (holding) => roleInWords(holding.label) },
              {
                header: t`Share`,
                numeric: true,
                cell: (holding) =>
                  holding.share === null ? t`not stated` : formatShare(holding.share),
              },
              { header: t`Since`, cell: (holding) => formatDate(holding.since) },
              {
                header: t`Until`,
                cell: (holding) => (holding.until ? formatDate(holding.until) : t`current`),
              },
            ]}
          />
        )}
        <section aria-labelledby="person-owner-of" data-testid="person-owner-of">
          <h3 id="person-owner-of" className="mb-1 font-semibold text-slate-800">
            <Trans>Beneficial owner of ({ownerCount})</Trans>
          </h3>
          {ownerOf.length === 0 ? (
            <p className="text-sm text-slate-700">
              <Trans>None found in the person’s network.</Trans>
            </p>
          ) : (
            <ul className="space-y-1 text-sm">
              {ownerOf.map(({ company, holding }) => {
                const counted = formatShare(holding.countedShare)
                return (
                  <li key={company.id}>
                    <EntityName entity={company} />{' '}
                    <span className="text-slate-700">
                      {holding.through.length ? (
                        <Trans>
                          {counted}, through control of{' '}
                          {holding.through.map((entry) => entry.company.name).join(', ')}
                        </Trans>
                      ) : (
                        <Trans>{counted} directly</Trans>
                      )}
                    </span>
                  </li>
                )
              })}
            </ul>
          )}
        </section>
        <p className="text-sm text-slate-700">
          <Trans>
            From the person’s network (the Network tab’s data, two steps around the person): the
            rule (GwG § 3 (2)) runs on the holders the network shows. A company named here has the
            person as beneficial owner in any case; one through holdings further away is not found,
            and each company’s own Beneficial owners tab gives the full answer.
          </Trans>
        </p>
      </div>
    )
  }
  return (
    <section
      aria-labelledby="person-shareholdings"
      className="mt-6 space-y-2"
      data-testid="person-shareholdings"
    >
      <h2 id="person-shareholdings" className="text-lg font-semibold text-slate-900">
        <Trans>Shareholdings</Trans>
      </h2>
      {body}
    </section>
  )
}
