import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { apiClient } from '@/lib/api/datahub-client'
import { readEntityRef } from '@/lib/datahub/entity-ref'
import { record } from '@/lib/datahub/fields'
import { organizationSearchQuery } from '@/lib/datahub/organization-search'
import type { OrganizationPage } from '@/lib/datahub/organization-search-item'
import { upstreamInfoQuery } from '@/lib/query/query-client'
import { typeaheadPolicy } from '@/lib/datahub/typeahead-policy'
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value'

export type PickableType = 'ORGANIZATION' | 'PERSON'

export interface EntityOption {
  key: string
  id: string
  type: PickableType
  label: string
  /** "Organization" or "Person" in the language shown (added when rendering, not cached). */
  kind: string
}

/** An option as the query caches it: without words of the interface language. */
export type EntityOptionData = Omit<EntityOption, 'kind'>

/** How many of each type the picker offers. */
const PER_TYPE = 5

/**
 * The items of a plain organization or person search (§4) as picker options: only the ID and
 * the name are needed, read in every documented name form (readEntityRef). An item without an
 * ID cannot be picked and is left out.
 */
export function readEntityOptions(body: unknown, type: PickableType): EntityOptionData[] {
  const results = record.parse(body).results
  if (!Array.isArray(results)) return []
  return results.flatMap((item): EntityOptionData[] => {
    const outer = record.parse(item)
    const ref = readEntityRef(outer.entity ?? outer)
    if (!ref?.id) return []
    return [{ key: `${type}-${ref.id}`, id: ref.id, type, label: ref.name }]
  })
}

const personQuery = (q: string) =>
  queryOptions({
    queryKey: ['entity-picker', 'PERSON', q, PER_TYPE],
    queryFn: async ({ signal }) =>
      readEntityOptions(
        await apiClient.get('/search/entities/person', { params: { q, limit: PER_TYPE }, signal }),
        'PERSON',
      ),
  })

/** Organizations come from the one organization search family (the typeahead's too). */
const organizationOptions = ({ items }: OrganizationPage): EntityOptionData[] =>
  items.map((item) => ({
    key: `ORGANIZATION-${item.id}`,
    id: item.id,
    type: 'ORGANIZATION',
    label: item.name,
  }))

/**
 * Options for an entity picker: the plain organization and person searches, the cheap ones
 * (docs/datahub-api.md §10), never fusion search, since only organizations and persons can be
 * picked. The pause and the minimum length follow the header's typeahead policy for the upstream.
 */
export function useEntitySuggestions(value: string, open: boolean, types: PickableType[]) {
  const { t } = useLingui()
  const { data: upstream } = useQuery(upstreamInfoQuery)
  const policy = typeaheadPolicy(upstream?.mode)
  const typed = value.trim()
  const q = useDebouncedValue(typed, policy.debounceMs)
  const enabled = open && q.length >= policy.minChars
  const organizations = useQuery({
    ...organizationSearchQuery({ q, limit: PER_TYPE }),
    select: organizationOptions,
    enabled: enabled && types.includes('ORGANIZATION'),
  })
  const persons = useQuery({
    ...personQuery(q),
    enabled: enabled && types.includes('PERSON'),
  })
  const organizationKind = t`Organization`
  const personKind = t`Person`
  const options = useMemo(
    (): EntityOption[] =>
      enabled
        ? [...(organizations.data ?? []), ...(persons.data ?? [])].map((option) => ({
            ...option,
            kind: option.type === 'PERSON' ? personKind : organizationKind,
          }))
        : [],
    [enabled, organizations.data, persons.data, organizationKind, personKind],
  )
  return {
    options,
    active: typed.length >= policy.minChars,
    busy: organizations.isFetching || persons.isFetching,
  }
}
