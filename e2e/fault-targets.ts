/**
 * One URL per page type and the API request that page cannot do without, read from the API truth
 * of the main server (the extra servers run on the same small hub, so the same IDs exist there).
 */
import type { APIRequestContext } from '@playwright/test'
import { keyOf } from './api-shapes'

export interface PageTarget {
  name: string
  path: string
  /** The page's essential API request (path below the origin). */
  api: RegExp
}

async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path)
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`)
  return (await response.json()) as T
}

export async function pageTargets(api: APIRequestContext): Promise<PageTarget[]> {
  type Hits = { results: { entity: { fb_entity_id: string; key?: string } }[] }
  const org = (await json<Hits>(api, '/api/v2/search/entities/organization?q=GmbH&limit=1'))
    .results[0]!.entity
  const person = (await json<Hits>(api, '/api/v2/search/entities/person?q=Müller&limit=1'))
    .results[0]!.entity
  const place = (await json<Hits>(api, '/api/v2/search/entities/location?q=Leipzig&limit=1'))
    .results[0]!.entity
  const data = await json<{ results: { entity_type: string; entity: Record<string, string> }[] }>(
    api,
    '/api/v2/search/data?q=Bevölkerung&limit=5',
  )
  const stream = keyOf(data.results.find((item) => item.entity_type === 'STREAM')!.entity)
  const service = '4658603456'
  return [
    { name: 'search', path: '/search?q=M%C3%BCller', api: /\/api\/v2\/search\/fusion\?/ },
    {
      name: 'organization',
      path: `/organizations/${org.fb_entity_id}`,
      api: new RegExp(`/api/v2/entities/organization/get/${org.fb_entity_id}$`),
    },
    {
      name: 'person',
      path: `/persons/${person.fb_entity_id}`,
      api: new RegExp(`/api/v2/entities/person/get/${person.fb_entity_id}$`),
    },
    {
      name: 'location',
      path: `/locations/${place.fb_entity_id}`,
      api: new RegExp(`/api/v2/entities/location/get/${place.fb_entity_id}$`),
    },
    {
      name: 'dataset',
      path: `/datasets/${stream}`,
      api: new RegExp(`/api/v2/stream/base/${stream}$`),
    },
    {
      name: 'service',
      path: `/services/${service}`,
      api: new RegExp(`/api/v2/service/get/${service}$`),
    },
  ]
}
