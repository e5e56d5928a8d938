import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { entityVersionQuery } from '@/features/monitoring/api/entity-version-query'
import { locationQueries } from '@/features/locations/api/location-queries'
import { organizationQueries } from '@/features/organizations/api/organization-queries'
import { entityCoordinateQuery } from '@/features/relations/api/entity-coordinate-query'
import { entityNameQuery } from '@/features/relations/api/entity-name-query'
import { recordCoordinate, recordName, recordVersion } from './entity-record-query'

const ORG = 'c'.repeat(31)
const organization = {
  fb_entity_id: ORG,
  fb_entity_version: 'v'.repeat(32),
  entity_type: 'ORGANIZATION',
  name: 'Muster GmbH',
  status: { active: true, status: 'ACTIVE' },
  address: { fb_entity_id: 'd'.repeat(32), coordinate: { latitude: 48.1, longitude: 11.5 } },
}

function Readers({ id }: { id: string }) {
  const detail = useQuery(organizationQueries.detail(id))
  const name = useQuery(entityNameQuery(id))
  const point = useQuery(entityCoordinateQuery('ORGANIZATION', id))
  const version = useQuery(entityVersionQuery('ORGANIZATION', id))
  if (!detail.data || name.data === undefined || !point.data || !version.data) return null
  return (
    <p data-testid="readers">
      {detail.data.name} | {name.data} | {point.data.lat},{point.data.lon} | {version.data}
    </p>
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('one record query per entity', () => {
  it('serves the page, a chain name, a map point and the watchlist version with one request', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify(organization), {
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetch)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <Readers id={ORG} />
      </QueryClientProvider>,
    )
    await waitFor(() =>
      expect(screen.getByTestId('readers')).toHaveTextContent(
        `Muster GmbH | Muster GmbH | 48.1,11.5 | ${'v'.repeat(32)}`,
      ),
    )
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String(fetch.mock.calls[0]![0])).toBe(`/api/v2/entities/organization/get/${ORG}`)
    expect(organizationQueries.detail(ORG).queryKey).toEqual(
      organizationQueries.record(ORG).queryKey,
    )
    expect(locationQueries.detail('e'.repeat(32)).queryKey).toEqual([
      'entity-record',
      'location',
      'e'.repeat(32),
    ])
  })
})

describe('record selectors', () => {
  it('read names of every entity type and the documented name variants', () => {
    expect(recordName({ name: 'Muster GmbH' })).toBe('Muster GmbH')
    expect(recordName({ name: { given: 'Eva', family: 'Muster' } })).toBe('Eva Muster')
    expect(recordName({ display_name: { de: 'Muster AG' } })).toBe('Muster AG')
    expect(recordName({ attributes: { display_name: { en: 'Muster SE' } } })).toBe('Muster SE')
    expect(recordName({ formatted_address: '80331 München' })).toBe('80331 München')
    expect(recordName(null)).toBeNull()
  })

  it('read the coordinate of a place, an organization’s address or a person’s home', () => {
    expect(recordCoordinate({ coordinate: { latitude: 1, longitude: 2 } })).toEqual({
      lat: 1,
      lon: 2,
    })
    expect(recordCoordinate({ address: { coordinate: { lat: '3', lon: '4' } } })).toEqual({
      lat: 3,
      lon: 4,
    })
    expect(
      recordCoordinate({ locations: { home: { coordinate: { latitude: 5, longitude: 6 } } } }),
    ).toEqual({ lat: 5, lon: 6 })
    expect(recordCoordinate({ coordinate: { latitude: 95, longitude: 6 } })).toBeNull()
    expect(recordCoordinate({})).toBeNull()
  })

  it('read the version', () => {
    expect(recordVersion({ fb_entity_version: 'abc' })).toBe('abc')
    expect(recordVersion({ fb_entity_version: 7 })).toBeNull()
  })
})
