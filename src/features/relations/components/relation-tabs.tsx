import { Suspense, useEffect, useId } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useQueryData } from '@/lib/query/use-query-data'
import { Trans, useLingui } from '@lingui/react/macro'
import { relationQueries } from '../api/relation-queries'
import { prefetchOpenRelation } from '../api/relation-prefetch'
import type { EntityType } from '@contract/entity-types'
import { RelationErrorBoundary } from './relation-error-boundary'
import { RelationTabList, panelId, tabId } from './relation-tab-list'
import { RelationPanel } from './relation-panel'
import { RelationLoading } from './relation-loading'
import type { RelationTabsProps } from './relation-tab-props'

/** The relation slices of one entity as tabs; the open tab and its parameters live in the URL. */
export function RelationTabs(props: RelationTabsProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { entityType, entityId, entitySubtype, search } = props
  // A page opened by a click after a hover shows the preloaded record at once and runs its loader
  // again only afterwards: the open tab's slice is asked here together with the list, not after
  // the list's answer. On a deep link the loader asked both already, and this asks
  // nothing (the same queries, in flight or fresh). Once per entity: the panel asks for later tabs.
  useEffect(
    () =>
      prefetchOpenRelation(queryClient, { entityType, entityId, search, subtype: entitySubtype }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, entityType, entityId, entitySubtype],
  )
  return (
    <section aria-labelledby="relation-tabs-heading" className="mt-8">
      <h2 id="relation-tabs-heading" className="mb-3 text-lg font-semibold text-slate-900">
        <Trans>Relations</Trans>
      </h2>
      <RelationErrorBoundary title={t`Could not load the list of relations`}>
        <Suspense fallback={<RelationLoading what={t`relations`} />}>
          <RelationTabsContent {...props} />
        </Suspense>
      </RelationErrorBoundary>
    </section>
  )
}

function RelationTabsContent(props: RelationTabsProps) {
  const { entityType, search, onSearchChange } = props
  // Not suspended: an answer that arrives while the page is busy shows at once (use-query-data.ts).
  const data = useQueryData(relationQueries.list(entityType))
  const { t } = useLingui()
  const idPrefix = `relations${useId().replace(/:/g, '')}`
  if (!data) return <RelationLoading what={t`relations`} />
  const tabs = data.tabs
  if (tabs.length === 0) {
    const none: Record<EntityType, string> = {
      ORGANIZATION: t`No relations are available for this organization.`,
      PERSON: t`No relations are available for this person.`,
      LOCATION: t`No relations are available for this location.`,
    }
    return <p className="text-sm text-slate-600">{none[entityType]}</p>
  }
  // An unknown `?tab=` degrades to the first tab rather than an empty page.
  const active = tabs.find((tab) => tab.slug === search.tab) ?? tabs[0]!

  return (
    <div>
      <RelationTabList
        label={
          {
            ORGANIZATION: t`Relations of this organization`,
            PERSON: t`Relations of this person`,
            LOCATION: t`Relations of this location`,
          }[entityType]
        }
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
