import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { upstreamInfoQuery } from '@/lib/query/query-client'
import { EntityPicker } from './entity-picker'
import { readEntityOptions } from './entity-suggestions'

const ORG = 'a'.repeat(32)
const PERSON = 'b'.repeat(31)

afterEach(() => vi.unstubAllGlobals())

// The organization reader loads with the first search (lib/datahub/organization-search.ts); the
// test server compiles it on first import, which the option list should not have to wait for.
beforeAll(() => import('@/lib/datahub/organization-search-item'))

describe('readEntityOptions', () => {
  it('reads IDs and names in every documented form and skips items without an ID', () => {
    const options = readEntityOptions(
      {
        results: [
          { entity: { fb_entity_id: PERSON, name: { given: 'Eva', family: 'Muster' } } },
          { entity: { fb_entity_id: ORG, attributes: { display_name: { en: 'Muster GmbH' } } } },
          { entity: { name: 'No ID' } },
        ],
      },
      'PERSON',
    )
    expect(options.map((option) => [option.id, option.label])).toEqual([
      [PERSON, 'Eva Muster'],
      [ORG, 'Muster GmbH'],
    ])
    expect(readEntityOptions({ results: 'x' }, 'ORGANIZATION')).toEqual([])
  })
})

describe('EntityPicker', () => {
  it('asks only the plain organization and person searches, and picks by keyboard', async () => {
    const paths: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost')
        paths.push(url.pathname)
        const body = url.pathname.endsWith('/organization')
          ? { results: [{ entity: { fb_entity_id: ORG, name: 'Muster GmbH' } }] }
          : {
              results: [
                { entity: { fb_entity_id: PERSON, name: { given: 'Eva', family: 'Muster' } } },
              ],
            }
        return new Response(JSON.stringify(body), {
          headers: { 'Content-Type': 'application/json' },
        })
      }),
    )
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(upstreamInfoQuery.queryKey, { mode: 'embedded', host: null, scale: null })
    const onPick = vi.fn()
    render(
      <QueryClientProvider client={client}>
        <EntityPicker id="picker" label="To" onPick={onPick} />
      </QueryClientProvider>,
    )
    const box = screen.getByRole('combobox', { name: 'To' })
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'Muster' } })
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2))
    expect(paths.sort()).toEqual([
      '/api/v2/search/entities/organization',
      '/api/v2/search/entities/person',
    ])
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ id: PERSON, type: 'PERSON', label: 'Eva Muster' }),
    )
    expect(box).toHaveValue('Eva Muster')
  })
})
