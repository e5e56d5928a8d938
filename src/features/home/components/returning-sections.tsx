import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { clearRecent, useRecent } from '@/lib/entity/entity-memory'
import { EntityList } from '@/components/entity-list/entity-list'

/** Where an analyst coming back left off: the watchlist and the entities viewed recently. */
export function ReturningSections({ watchlist }: { watchlist: ReactNode }) {
  const recent = useRecent()
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {watchlist}
      <section aria-labelledby="recent-heading">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="recent-heading" className="text-lg font-semibold">
            <Trans>Recently viewed</Trans>
          </h2>
          {recent.length > 0 ? (
            <button type="button" onClick={clearRecent} className="text-sm text-sky-800 underline">
              <Trans>Clear the list</Trans>
            </button>
          ) : null}
        </div>
        {recent.length > 0 ? (
          <EntityList entities={recent} testId="recent-list" />
        ) : (
          <p className="mt-2 text-slate-700">
            <Trans>Entities you open appear here.</Trans>
          </p>
        )}
      </section>
    </div>
  )
}
