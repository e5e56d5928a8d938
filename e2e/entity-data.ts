/**
 * Reads the API truth the entity specs compare the pages with, through the `api` fixture (the same
 * server, so the same embedded hub data).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { normalRelationValue } from './api-shapes'
import { relationKey } from '../contract/relations'

export interface OrgHit {
  fb_entity_id: string
  display_name: string
}

export async function getJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path)
  expect(response.status(), path).toBe(200)
  return (await response.json()) as T
}

export async function searchOrganizations(api: APIRequestContext, q: string, filters?: object) {
  const params = new URLSearchParams({ q, limit: '30' })
  if (filters) params.set('filters', JSON.stringify(filters))
  return getJson<{ results: { entity: OrgHit }[]; total: number }>(
    api,
    `/api/v2/search/entities/organization?${params}`,
  )
}

interface Role {
  fb_entity_id: string
  entity_type: string
  display_name: string
  label: string
}

/** The first organization of a search whose current management includes a person with a home location. */
export async function findOrganizationWithManager(api: APIRequestContext, q = 'GmbH') {
  const { results } = await searchOrganizations(api, q)
  for (const { entity } of results) {
    const slices = await (
      await api.post(
        `/api/v2/relation/resolve/${relationKey('ORGANIZATION', 'MANAGEMENT')}/${entity.fb_entity_id}`,
        { data: {} },
      )
    ).json()
    const management = normalRelationValue(slices[0]) as { current?: Role[] } | null
    const current = (management?.current ?? []).filter((role) => role.entity_type === 'PERSON')
    for (const role of current) {
      const person = await getJson<{ locations?: { home?: { fb_entity_id?: string } | null } }>(
        api,
        `/api/v2/entities/person/get/${role.fb_entity_id}`,
      )
      const homeId = person.locations?.home?.fb_entity_id
      if (homeId) return { org: entity, person: role, homeId }
    }
  }
  throw new Error(`no organization for "${q}" has a manager with a home location`)
}

/** Counts what the map shows: single pins plus the pins inside cluster bubbles. */
export async function countMapPins(page: Page): Promise<number> {
  const map = page.getByTestId('entity-map')
  const singles = await map.getByTestId('map-pin').count()
  const clusters = await map
    .getByTestId('map-cluster')
    .evaluateAll((nodes) =>
      nodes.reduce((sum, node) => sum + Number(node.getAttribute('data-count')), 0),
    )
  return singles + clusters
}
