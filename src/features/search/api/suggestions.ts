import { t } from '@lingui/core/macro'
import { pickText } from '@/lib/datahub/fields'
import type { PersonSearchItem } from '@/lib/datahub/person-search-item'
import type { FusionResult } from './fusion'
import type { OrganizationItem } from '@/lib/datahub/organization-search-item'

export interface Suggestion {
  key: string
  label: string
  /** "Organization", "Person", ... beside the label: worded at render time, where suggestions are made. */
  kind: string
  detail: string | null
  target:
    | { to: '/organizations/$id' | '/persons/$id' | '/locations/$id'; params: { id: string } }
    | { to: '/datasets/$id'; params: { id: string } }
    | { to: '/services/$key'; params: { key: string } }
}

const organizationSuggestion = (item: OrganizationItem): Suggestion => ({
  key: `o-${item.id}`,
  label: item.name,
  kind: t`Organization`,
  detail: item.register ?? item.address,
  target: { to: '/organizations/$id', params: { id: item.id } },
})

const personSuggestion = (item: PersonSearchItem): Suggestion => ({
  key: `p-${item.id}`,
  label: item.name,
  kind: t`Person`,
  detail: item.home,
  target: { to: '/persons/$id', params: { id: item.id } },
})

/**
 * Typeahead entries from the per-type searches used against the real service (see
 * typeahead-policy): organizations first, then persons; their scores are not comparable.
 */
export function toTypeSuggestions(
  organizations: OrganizationItem[],
  persons: PersonSearchItem[],
  limit = 8,
): Suggestion[] {
  const half = Math.ceil(limit / 2)
  const orgs = organizations.slice(0, Math.max(half, limit - persons.length))
  const people = persons.slice(0, limit - orgs.length)
  return [...orgs.map(organizationSuggestion), ...people.map(personSuggestion)]
}

/** Typeahead entries from a fusion result: a few per group, in the order of `ranks`. */
export function toSuggestions(result: FusionResult, limit = 8, perGroup = 3): Suggestion[] {
  const suggestions: Suggestion[] = []
  for (const group of result.groups) {
    const take = <T>(items: T[]) => items.slice(0, perGroup)
    switch (group.type) {
      case 'ORGANIZATION':
        suggestions.push(...take(group.items).map(organizationSuggestion))
        break
      case 'PERSON':
        suggestions.push(...take(group.items).map(personSuggestion))
        break
      case 'LOCATION':
        for (const item of take(group.items))
          suggestions.push({
            key: `l-${item.id}`,
            label: item.title,
            kind: t`Place`,
            detail: item.location.subtype,
            target: { to: '/locations/$id', params: { id: item.id } },
          })
        break
      case 'STREAM':
        for (const item of take(group.items))
          suggestions.push({
            key: `d-${item.key}`,
            label: pickText(item.names) ?? item.name,
            kind: t`Dataset`,
            detail: item.source,
            target: { to: '/datasets/$id', params: { id: item.key } },
          })
        break
      case 'SERVICE':
        for (const item of take(group.items))
          suggestions.push({
            key: `s-${item.key}`,
            label: pickText(item.names) ?? item.name,
            kind: t`Data service`,
            detail: item.source,
            target: { to: '/services/$key', params: { key: item.key } },
          })
        break
      default:
        break
    }
  }
  return suggestions.slice(0, limit)
}
