import { Suspense, useId } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { relationQueries } from '../api/relation-queries'
import type { RelationEntityType } from '../api/relation-catalogue'
import { RelationErrorBoundary } from './relation-error-boundary'
import { RelationTabList, panelId, tabId } from './relation-tab-list'
import { RelationPanel } from './relation-panel'
import { RelationLoading } from './relation-loading'
import type { RelationTabsProps } from './relation-tab-props'

const NOUN: Record<RelationEntityType, string> = {
  ORGANIZATION: 'organization',
  PERSON: 'person',
  LOCATION: 'location',
}

/** The relation slices of one entity as tabs; the open tab and its parameters live in the URL. */
export function RelationTabs(props: RelationTabsProps) {
  return (
    <section aria-labelledby="relation-tabs-heading" className="mt-8">
      <h2 id="relation-tabs-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Relations
      </h2>
      <RelationErrorBoundary title="Could not load the list of relations">
        <Suspense fallback={<RelationLoading what="relations" />}>
          <RelationTabsContent {...props} />
        </Suspense>
      </RelationErrorBoundary>
    </section>
  )
}

function RelationTabsContent(props: RelationTabsProps) {
  const { entityType, search, onSearchChange } = props
  const { data } = useSuspenseQuery(relationQueries.list(entityType))
  const idPrefix = `relations${useId().replace(/:/g, '')}`
  const tabs = data.tabs
  if (tabs.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No relations are available for this {NOUN[entityType]}.
      </p>
    )
  }
  // An unknown `?tab=` degrades to the first tab rather than an empty page.
  const active = tabs.find((tab) => tab.slug === search.tab) ?? tabs[0]!

  return (
    <div>
      <RelationTabList
        label={`Relations of this ${NOUN[entityType]}`}
        idPrefix={idPrefix}
        tabs={tabs}
        activeSlug={active.slug}
        // The first tab is the default, so its slug stays out of the URL.
        onSelect={(slug) => onSearchChange({ tab: slug === tabs[0]!.slug ? undefined : slug })}
      />
      <div
        role="tabpanel"
        id={panelId(idPrefix, active.slug)}
        aria-labelledby={tabId(idPrefix, active.slug)}
        tabIndex={0}
        className="pt-4 focus-visible:outline-offset-4"
      >
        <RelationPanel key={active.slug} {...props} definition={active} tabs={tabs} />
      </div>
    </div>
  )
}
