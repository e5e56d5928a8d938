import { Suspense } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { relationParams, relationQueries } from '../api/relation-queries'
import { isAddressOnly, ruledOutForSubtype } from '../api/relation-prefetch'
import type { RelationDefinition } from '../api/relation-catalogue'
import { useCancelWhenAbandoned } from '@/lib/hooks/use-cancel-when-abandoned'
import { useQueryData } from '@/lib/query/use-query-data'
import GenericView from '../views/generic-view'
import { RelationErrorBoundary } from './relation-error-boundary'
import { RelationLoading } from './relation-loading'
import { RelationControls } from './relation-controls'
import { RelationEmpty } from './relation-empty'
import type { RelationTabsProps } from './relation-tab-props'
import { textOf, titleInSentence } from '../relation-text'

interface RelationPanelProps extends RelationTabsProps {
  definition: RelationDefinition
  tabs: RelationDefinition[]
}

export function RelationPanel(props: RelationPanelProps) {
  const { definition, entitySubtype, search } = props
  const params = relationParams(definition, search)
  const { i18n, t } = useLingui()
  useCancelWhenAbandoned(relationQueries.resolve(definition, props, params).queryKey)
  const title = textOf(i18n, definition.title)
  // An area has no data of a slice recorded per building, so it is not even asked.
  if (ruledOutForSubtype(definition, entitySubtype)) {
    return <AddressOnlyNotice title={title} />
  }
  const what = titleInSentence(i18n, title)
  return (
    <div className="space-y-4">
      <RelationControls {...props} />
      {/* Keyed by the parameters so changing a control also clears an earlier error. */}
      <RelationErrorBoundary
        key={`${props.entityId}:${JSON.stringify(params)}`}
        title={t`Could not load ${what}`}
      >
        <Suspense fallback={<RelationLoading what={what} />}>
          <RelationSlice {...props} />
        </Suspense>
      </RelationErrorBoundary>
    </div>
  )
}

/**
 * Every slice goes through the same four outcomes here, so no view repeats them: not resolvable,
 * empty (the descriptor's sentence), a shape the slice's parser did not recognise (shown as
 * delivered, with a note), or the slice's own view with its parsed model.
 */
function RelationSlice(props: RelationPanelProps) {
  const { definition, entityType, entityId, search, onSearchChange } = props
  const params = relationParams(definition, search)
  // Not suspended, like the tab list (use-query-data.ts); the Suspense above waits for a view's code.
  const data = useQueryData(relationQueries.resolve(definition, props, params))
  const { i18n, t } = useLingui()
  const title = textOf(i18n, definition.title)
  const what = titleInSentence(i18n, title)
  if (data === undefined) return <RelationLoading what={what} />
  if (data.kind === 'unresolved') {
    if (isAddressOnly(definition)) return <AddressOnlyNotice title={title} />
    return (
      <RelationEmpty>
        <Trans>The Data Hub could not resolve {what} for this entity.</Trans>
      </RelationEmpty>
    )
  }
  const empty = definition.descriptor?.empty(search)
  if (data.value === null || data.value === undefined || data.read?.empty) {
    return (
      <RelationEmpty>
        {empty
          ? i18n._(empty)
          : t`The Data Hub has no ${what} data for this entity (the value is empty).`}
      </RelationEmpty>
    )
  }
  if (!data.read) {
    return (
      <GenericView
        value={data.value}
        title={title}
        note={
          definition.descriptor
            ? t`The Data Hub sent the ${what} in a shape this explorer does not recognise, so they are shown as delivered.`
            : undefined
        }
      />
    )
  }
  return data.read.render({ definition, entityType, entityId, search, onSearchChange })
}

function AddressOnlyNotice({ title }: { title: string }) {
  return (
    <RelationEmpty>
      <Trans>
        {title} data exist for addresses only. Open a street address (a location of type
        &ldquo;locality&rdquo;) to see them.
      </Trans>
    </RelationEmpty>
  )
}
