import { useQuery } from '@tanstack/react-query'
import { upstreamInfoQuery } from '@/lib/query/query-client'
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value'
import { searchQueries } from './search-queries'
import { toSuggestions, toTypeSuggestions, type Suggestion } from './suggestions'
import { typeaheadPolicy } from '@/lib/datahub/typeahead-policy'

/**
 * The typeahead's suggestions for what is typed, asked the way the upstream's policy says
 * (typeahead-policy). When the text changes, the previous request loses its observer and React
 * Query aborts it through the signal the fetchers forward, so stale answers never show.
 */
export function useTypeahead(value: string, open: boolean) {
  const { data: upstream } = useQuery(upstreamInfoQuery)
  const policy = typeaheadPolicy(upstream?.mode)
  const typed = value.trim()
  const q = useDebouncedValue(typed, policy.debounceMs)
  const enabled = open && q.length >= policy.minChars
  const byFusion = enabled && policy.source === 'fusion'
  const byType = enabled && policy.source === 'type-searches'
  const fusion = useQuery({ ...searchQueries.fusion(q), enabled: byFusion })
  const organizations = useQuery({
    ...searchQueries.organizationSuggestions(q, policy.perType),
    enabled: byType,
  })
  const persons = useQuery({
    ...searchQueries.personSuggestions(q, policy.perType),
    enabled: byType,
  })
  let suggestions: Suggestion[] = []
  if (byFusion && fusion.data) suggestions = toSuggestions(fusion.data)
  else if (byType && (organizations.data || persons.data))
    suggestions = toTypeSuggestions(organizations.data?.items ?? [], persons.data?.items ?? [])
  return {
    suggestions,
    /** Whether the box has enough text for suggestions at all. */
    active: typed.length >= policy.minChars,
    /** The text once typing paused (the debounce settled): what a request would be sent for. */
    settled: q,
    isFetching: fusion.isFetching || organizations.isFetching || persons.isFetching,
  }
}
