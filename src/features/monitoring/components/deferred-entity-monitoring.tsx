import { Trans } from '@lingui/react/macro'
import { deferredComponent } from '@/components/deferred-component'

/**
 * An entity page's monitoring section, whose code loads after the page's first render: it sits
 * below the facts and asks only the explorer's own API, and its code (the lists, the change
 * history, the form to add the entity: five files, 12 KB) held back the heading of every
 * organization, person and place link. Until it is there, its frame and heading hold
 * its place.
 */
export const DeferredEntityMonitoring = deferredComponent(
  () => import('./entity-monitoring').then((module) => module.EntityMonitoring),
  <section aria-busy="true" className="mt-6 rounded-lg border border-slate-200 p-4">
    <h2 className="text-lg font-semibold">
      <Trans>Monitoring</Trans>
    </h2>
  </section>,
)
