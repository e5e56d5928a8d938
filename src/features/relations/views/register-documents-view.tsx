import { useLingui } from '@lingui/react/macro'
import { GermanTerm } from '@/components/german-term'
import { formatDate, formatNumber, humanizeLabel } from '@/lib/format/format'
import { parseRegisterDocuments } from '../api/models/register-models'
import { RelationTable } from '../components/relation-table'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'
import { pickText } from '@/lib/datahub/fields'

export const slice = defineSlice({
  parse: parseRegisterDocuments,
  isEmpty: (docs) => docs.length === 0,
  View: RegisterDocumentsView,
})

function RegisterDocumentsView(props: SliceViewProps<ModelOf<typeof parseRegisterDocuments>>) {
  const docs = props.model
  const { i18n, t } = useLingui()
  const count = formatNumber(docs.length)
  return (
    <RelationTable
      caption={t`Documents filed with the register (${count})`}
      rows={docs}
      rowKey={(doc, index) => `${doc.date}-${index}`}
      columns={[
        { header: t`Date`, cell: (doc) => formatDate(doc.date) },
        {
          header: t`Type`,
          // A code (`SHAREHOLDER_LIST`) is worded; a German register term keeps its original.
          cell: (doc) =>
            !doc.documentType ? (
              '—'
            ) : /^[A-Z_]+$/.test(doc.documentType) ? (
              humanizeLabel(doc.documentType)
            ) : (
              <GermanTerm term={doc.documentType} />
            ),
        },
        { header: t`Title`, cell: (doc) => pickText(doc.title, i18n.locale) ?? '—' },
      ]}
    />
  )
}
