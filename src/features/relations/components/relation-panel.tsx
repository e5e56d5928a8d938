import { Suspense } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { relationParams, relationQueries } from '../api/relation-queries'
import type { RelationDefinition } from '../api/relation-catalogue'
import type { RelationTabsProps } from './relation-tabs'
import { useCancelWhenAbandoned } from '@/lib/use-cancel-when-abandoned'
import { RelationErrorBoundary } from './relation-error-boundary'
import { RelationLoading } from './relation-loading'
import { RelationControls } from './relation-controls'
import { RelationEmpty } from './relation-empty'
import { relationView } from './relation-view-registry'

interface RelationPanelProps extends RelationTabsProps {
  definition: RelationDefinition
  tabs: RelationDefinition[]
}

/** Flood and fire data exist per building (§5.3): an area has none, so we do not even ask. */
const ADDRESS_ONLY = new Set(['FLOOD_RISKS__AT_POINT', 'FIRE_RISKS'])

export function RelationPanel(props: RelationPanelProps) {
  const { definition, entitySubtype, search } = props
  const params = relationParams(definition, search)
  useCancelWhenAbandoned(relationQueries.resolve(definition, props.entityId, params).queryKey)
  if (ADDRESS_ONLY.has(definition.label) && entitySubtype && entitySubtype !== 'LOCALITY') {
    return <AddressOnlyNotice title={definition.title} />
  }
  const what = definition.title.toLowerCase()
  return (
    <div className="space-y-4">
      <RelationControls {...props} />
      {/* Keyed by the parameters so changing a control also clears an earlier error. */}
      <RelationErrorBoundary
        key={`${props.entityId}:${JSON.stringify(params)}`}
        title={`Could not load ${what}`}
      >
        <Suspense fallback={<RelationLoading what={what} />}>
          <RelationSlice {...props} />
        </Suspense>
      </RelationErrorBoundary>
    </div>
  )
}

function RelationSlice({
  definition,
  entityType,
  entityId,
  search,
  onSearchChange,
}: RelationPanelProps) {
  const params = relationParams(definition, search)
  const { data } = useSuspenseQuery(relationQueries.resolve(definition, entityId, params))
  if (data.kind === 'unresolved') {
    if (ADDRESS_ONLY.has(definition.label)) return <AddressOnlyNotice title={definition.title} />
    return (
      <RelationEmpty>
        The Data Hub could not resolve {definition.title.toLowerCase()} for this entity.
      </RelationEmpty>
    )
  }
  if (data.value === null || data.value === undefined) {
    return (
      <RelationEmpty>
        The Data Hub has no {definition.title.toLowerCase()} data for this entity (the value is
        empty).
      </RelationEmpty>
    )
  }
  const View = relationView(definition.label, entityType)
  return (
    <Suspense fallback={<RelationLoading what="the view" />}>
      <View
        value={data.value}
        definition={definition}
        entityType={entityType}
        entityId={entityId}
        search={search}
        onSearchChange={onSearchChange}
      />
    </Suspense>
  )
}

function AddressOnlyNotice({ title }: { title: string }) {
  return (
    <RelationEmpty>
      {title} data exist for addresses only. Open a street address (a location of type
      &ldquo;locality&rdquo;) to see them.
    </RelationEmpty>
  )
}
