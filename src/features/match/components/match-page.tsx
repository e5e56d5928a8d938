import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { formatNumber } from '@/lib/format/format'
import { MAX_ROWS } from '../api/list-input'
import { matchServices, type RelationReader } from '../api/match-services'
import type { MatchStore } from '../api/match-store'
import { useMatchJob } from '../api/match-store'
import type { MatchSearch } from '../match-search-params'
import { ListInputStep } from './list-input-step'
import { focusWhenShown, MatchAnnouncer } from './match-announcer'
import { MappingStep } from './mapping-step'
import { ResultsStep } from './results-step'

interface MatchPageProps {
  store: MatchStore
  readRelation: RelationReader
  search: MatchSearch
  onSearchChange: (patch: Partial<MatchSearch>, replace?: boolean) => void
}

/**
 * Bulk list matching: read a list, map its columns, resolve each row to an organization (with a
 * review queue for the doubtful ones), enrich, export and map the result. The job is kept in
 * IndexedDB, so the page opens where the last visit left off.
 */
export function MatchPage({ store, readRelation, search, onSearchChange }: MatchPageProps) {
  const { t } = useLingui()
  const job = useMatchJob(store)
  const queryClient = useQueryClient()
  const services = useMemo(
    () => matchServices(queryClient, readRelation),
    [queryClient, readRelation],
  )

  useEffect(() => {
    document.title = `${t`Match a list`} · Data Hub Explorer`
  }, [t])

  // A step that replaces another takes the focus, or it would fall to the page's body with the
  // button that was pressed: the list's heading, the columns' heading, the run's progress.
  const stage = job ? job.stage : 'input'
  const shownStage = useRef(stage)
  useEffect(() => {
    if (shownStage.current === stage) return
    shownStage.current = stage
    focusWhenShown(
      stage === 'input' ? 'list-title' : stage === 'mapping' ? 'mapping-title' : 'match-run',
    )
  }, [stage])

  const maxRows = formatNumber(MAX_ROWS)
  return (
    <MatchAnnouncer>
      <div className="space-y-6">
        <header>
          <h1 className="text-2xl font-semibold tracking-tight">
            <Trans>Match a list</Trans>
          </h1>
          <p className="mt-1 max-w-3xl text-slate-700">
            <Trans>
              Find the registered organization behind each row of a list (suppliers, customers,
              leads) and add register facts to it. Up to {maxRows} rows; your work stays in this
              browser.
            </Trans>
          </p>
        </header>
        {!job ? (
          <ListInputStep store={store} />
        ) : job.stage === 'mapping' ? (
          <MappingStep store={store} job={job} services={services} />
        ) : (
          <ResultsStep
            store={store}
            job={job}
            services={services}
            search={search}
            onSearchChange={onSearchChange}
          />
        )}
      </div>
    </MatchAnnouncer>
  )
}
