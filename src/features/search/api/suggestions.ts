import type { FusionResult } from './fusion'

export interface Suggestion {
  key: string
  label: string
  /** "Organization", "Person", ... shown beside the label. */
  kind: string
  detail: string | null
  target:
    | { to: '/organizations/$id' | '/persons/$id' | '/locations/$id'; params: { id: string } }
    | { to: '/datasets/$id'; params: { id: string } }
    | { to: '/services/$key'; params: { key: string } }
}

/** Typeahead entries from a fusion result: a few per group, in the order of `ranks`. */
export function toSuggestions(result: FusionResult, limit = 8, perGroup = 3): Suggestion[] {
  const suggestions: Suggestion[] = []
  for (const group of result.groups) {
    const take = <T>(items: T[]) => items.slice(0, perGroup)
    switch (group.type) {
      case 'ORGANIZATION':
        for (const item of take(group.items))
          suggestions.push({
            key: `o-${item.id}`,
            label: item.name,
            kind: 'Organization',
            detail: item.register ?? item.address,
            target: { to: '/organizations/$id', params: { id: item.id } },
          })
        break
      case 'PERSON':
        for (const item of take(group.items))
          suggestions.push({
            key: `p-${item.id}`,
            label: item.name,
            kind: 'Person',
            detail: item.home,
            target: { to: '/persons/$id', params: { id: item.id } },
          })
        break
      case 'LOCATION':
        for (const item of take(group.items))
          suggestions.push({
            key: `l-${item.id}`,
            label: item.title,
            kind: 'Place',
            detail: item.location.subtype,
            target: { to: '/locations/$id', params: { id: item.id } },
          })
        break
      case 'STREAM':
        for (const item of take(group.items))
          suggestions.push({
            key: `d-${item.key}`,
            label: item.name,
            kind: 'Dataset',
            detail: item.source,
            target: { to: '/datasets/$id', params: { id: item.key } },
          })
        break
      case 'SERVICE':
        for (const item of take(group.items))
          suggestions.push({
            key: `s-${item.key}`,
            label: item.name,
            kind: 'Data service',
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
