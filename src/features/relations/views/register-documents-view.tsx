import { formatDate, humanizeLabel } from '@/lib/format'
import { parseRegisterDocuments } from '../api/models/register-models'
import { RelationTable } from '../components/relation-table'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'

export const slice = defineSlice({
  parse: parseRegisterDocuments,
  isEmpty: (docs) => docs.length === 0,
  View: RegisterDocumentsView,
})

function RegisterDocumentsView(props: SliceViewProps<ModelOf<typeof parseRegisterDocuments>>) {
  const docs = props.model
  return (
    <RelationTable
      caption={`Documents filed with the register (${docs.length})`}
      rows={docs}
      rowKey={(doc, index) => `${doc.date}-${index}`}
      columns={[
        { header: 'Date', cell: (doc) => formatDate(doc.date) },
        { header: 'Type', cell: (doc) => humanizeLabel(doc.documentType) },
        { header: 'Title', cell: (doc) => doc.title ?? '—' },
      ]}
    />
  )
}
