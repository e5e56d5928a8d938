import { formatDate } from '@/lib/format'
import { parseNetwork, type NetworkEdge, type NetworkModel } from '../api/models/network-model'
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
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {model.nodes.length - 1} connected entities through {model.edges.length} roles, up to{' '}
        {Math.max(...model.edges.map((edge) => edge.depth))} steps away. Click a node to open it.
      </p>
      <NetworkGraph model={model} />
      <NetworkList model={model} />
    </div>
  )
}

/** The same network as a table, for keyboard and screen-reader users (and for scanning). */
function NetworkList({ model }: { model: NetworkModel }) {
  const byKey = new Map(model.nodes.map((node) => [node.key, node]))
  const rows = [...model.edges].sort((a, b) => a.depth - b.depth)
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
      caption={`All ${rows.length} roles in the network`}
      rows={rows}
      rowKey={(edge, index) => `${edge.from}-${edge.to}-${edge.label}-${index}`}
      columns={[
        { header: 'Step', cell: (edge) => edge.depth, numeric: true },
        { header: 'Holder', cell: (edge) => cell(edge.from) },
        { header: 'Role', cell: (edge) => edge.role },
        { header: 'Organization', cell: (edge) => cell(edge.to) },
        { header: 'Since', cell: (edge) => formatDate(edge.startDate) },
        { header: 'Until', cell: (edge) => (edge.endDate ? formatDate(edge.endDate) : 'current') },
      ]}
    />
  )
}
