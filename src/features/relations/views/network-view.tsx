import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatNumber } from '@/lib/format/format'
import { roleInWords } from '@/lib/datahub/roles'
import { parseNetwork, type NetworkEdge, type NetworkModel } from '../api/models/network-model'
import { FtmExportButton } from '@/components/export/ftm-export-button'
import { EntityLink } from '../components/entity-link'
import { NetworkGraph } from '../components/network-graph'
import { RelationTable } from '../components/relation-table'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'

export const slice = defineSlice({
  parse: parseNetwork,
  isEmpty: (model) => model.edges.length === 0,
  View: NetworkView,
})

function NetworkView(props: SliceViewProps<ModelOf<typeof parseNetwork>>) {
  const model = props.model
  const entities = formatNumber(model.nodes.length - 1)
  const roles = formatNumber(model.edges.length)
  const steps = formatNumber(Math.max(...model.edges.map((edge) => edge.depth)))
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        <Trans>
          {entities} connected entities through {roles} roles, up to {steps} steps away. Click a
          node to open it.
        </Trans>
      </p>
      <NetworkFtmButton model={model} />
      <NetworkGraph model={model} />
      <NetworkList model={model} />
    </div>
  )
}

/** The same network as a table, for keyboard and screen-reader users (and for scanning). */
function NetworkList({ model }: { model: NetworkModel }) {
  const { t } = useLingui()
  const byKey = new Map(model.nodes.map((node) => [node.key, node]))
  const rows = [...model.edges].sort((a, b) => a.depth - b.depth)
  const count = formatNumber(rows.length)
  const cell = (key: string) => {
    const node = byKey.get(key)
    if (!node) return '—'
    return node === model.root ? (
      <strong>{node.entity.name}</strong>
    ) : (
      <EntityLink entity={node.entity} />
    )
  }
  return (
    <RelationTable<NetworkEdge>
      caption={t`All ${count} roles in the network`}
      rows={rows}
      rowKey={(edge, index) => `${edge.from}-${edge.to}-${edge.label}-${index}`}
      columns={[
        { header: t`Step`, cell: (edge) => formatNumber(edge.depth), numeric: true },
        { header: t`Holder`, cell: (edge) => cell(edge.from) },
        { header: t`Role`, cell: (edge) => roleInWords(edge.label) },
        { header: t`Organization`, cell: (edge) => cell(edge.to) },
        { header: t`Since`, cell: (edge) => formatDate(edge.startDate) },
        {
          header: t`Until`,
          cell: (edge) => (edge.endDate ? formatDate(edge.endDate) : t`current`),
        },
      ]}
    />
  )
}

/** The network in FollowTheMoney terms: every entity and every role between them, as shown. */
function NetworkFtmButton({ model }: { model: NetworkModel }) {
  const byKey = new Map(model.nodes.map((node) => [node.key, node.entity]))
  return (
    <FtmExportButton
      fileBase="network"
      fill={(ftm) => {
        for (const node of model.nodes) ftm.reference(node.entity)
        for (const edge of model.edges) {
          const holder = byKey.get(edge.from)
          const target = byKey.get(edge.to)
          if (holder && target)
            ftm.role(holder, target, {
              label: edge.label,
              startDate: edge.startDate,
              endDate: edge.endDate,
              sharePercent: edge.sharePercent,
            })
        }
      }}
    />
  )
}
