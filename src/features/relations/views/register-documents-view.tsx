import { formatDate, humanizeLabel } from '@/lib/format'
import { parseRegisterDocuments } from '../api/models/register-models'
import { RelationEmpty } from '../components/relation-empty'
import { RelationTable } from '../components/relation-table'
import type { RelationViewProps } from '../components/relation-view-props'
import GenericView from './generic-view'

export default function RegisterDocumentsView(props: RelationViewProps) {
  const docs = parseRegisterDocuments(props.value)
  if (!docs) return <GenericView {...props} />
  if (docs.length === 0)
    return <RelationEmpty>No documents are on file with the register.</RelationEmpty>
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
