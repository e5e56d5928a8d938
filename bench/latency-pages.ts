/**
 * The page types bench/latency.ts visits: a path, the selector of the page's first meaningful
 * content, and the issue-27 target for it (shown beside the figures; nothing fails on it).
 * Entities come from the running server's own answers, so the bench follows the generated data.
 */
import type { ConnectionPair } from '../hub/testing/connection-pairs'

export interface PageType {
  label: string
  path: string
  /** CSS selector whose first match is the first meaningful content. */
  content: string
  /** When set: a link on `path` that is hovered for 250 ms and clicked; times count from the click. */
  click?: string
  target(latency: number): string
}

/** An entity page's heading and its facts. */
const ENTITY = 'main article h1 ~ * dl, main article dl'
const entityTarget = (latency: number) => (latency === 300 ? 'heading+facts ≤ 900, chain ≤ 3' : '')

export async function pageTypes(base: string, pair: ConnectionPair): Promise<PageType[]> {
  const get = async (path: string) => {
    const response = await fetch(`${base}/api/v2${path}`)
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
    return (await response.json()) as { results: { entity: Record<string, string> }[] }
  }
  const first = async (path: string) => (await get(path)).results[0]!.entity
  const organization = await first('/search/entities/organization?q=GmbH&limit=1')
  const organizations = (await get('/search/entities/organization?q=GmbH&limit=3')).results
  const person = await first('/search/entities/person?q=M%C3%BCller&limit=1')
  const location = await first('/search/entities/location?q=Hamburg&limit=1')
  const dataset = await first('/search/data?q=Bev%C3%B6lkerung&include_services=false&limit=1')
  const datasetKey = dataset.key ?? dataset._key
  return [
    {
      label: 'organization',
      path: `/organizations/${organization.fb_entity_id}`,
      content: ENTITY,
      target: entityTarget,
    },
    {
      label: 'person',
      path: `/persons/${person.fb_entity_id}`,
      content: ENTITY,
      target: entityTarget,
    },
    {
      label: 'location',
      path: `/locations/${location.fb_entity_id}`,
      content: ENTITY,
      target: entityTarget,
    },
    {
      label: 'dataset',
      path: `/datasets/${datasetKey}`,
      content: '[role=gridcell]',
      target: (latency) => (latency === 300 ? 'first rows ≤ 900' : ''),
    },
    {
      label: 'fusion search',
      path: '/search?q=M%C3%BCnchen',
      content: '[data-testid=fusion-group] li',
      target: (latency) => (latency === 300 ? 'results ≤ 1000' : ''),
    },
    {
      label: 'org search + map',
      path: '/search/organizations?q=GmbH&view=map&map_lat=51&map_lon=10&map_zoom=7',
      // The results map's first pins (the view shows no list).
      content: '[data-testid=map-pin], [data-testid=map-cluster]',
      target: () => '',
    },
    {
      label: 'start page',
      path: '/',
      content: '[data-testid=dataset-catalogue] td',
      target: (latency) => (latency === 300 ? 'last answer ≤ 2000, chain ≤ 4' : ''),
    },
    {
      label: 'compare',
      path: `/compare?ids=${organizations.map((hit) => hit.entity.fb_entity_id).join(',')}`,
      content: 'main table td',
      target: () => '',
    },
    {
      label: 'connections',
      path: `/connections?from=${pair.from.id}&to=${pair.to.id}${pair.to.type === 'PERSON' ? '&toType=person' : ''}`,
      content: '[data-testid=connection-path]',
      target: () => '',
    },
    {
      label: 'click from list',
      path: '/search/organizations?q=GmbH',
      click: '[data-testid=organization-result] a[href^="/organizations/"]',
      content: ENTITY,
      target: (latency) => (latency === 300 ? 'page ≤ 200 after click' : ''),
    },
  ]
}
