import { lazy, Suspense } from 'react'
import { Trans } from '@lingui/react/macro'
import type { EntityMapProps } from './map-types'

/** Leaflet is loaded on first use only, so it never weighs on pages without a map. */
const LeafletMap = lazy(loadLeafletMap)

/**
 * Starts loading the map's code before the page renders, for a view whose first content is the
 * map (the results map): it arrives while the page waits for its data, not a round trip after.
 */
export function loadLeafletMap() {
  return import('./leaflet-map')
}

/** The shared map: Germany's state outlines always, tiles when configured, pins as React elements. */
export function EntityMap(props: EntityMapProps) {
  const className = props.className ?? 'h-80'
  return (
    <Suspense
      fallback={
        <div
          className={`${className} flex items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-sm text-slate-600`}
        >
          <Trans>Loading map…</Trans>
        </div>
      }
    >
      <LeafletMap {...props} className={className} />
    </Suspense>
  )
}
