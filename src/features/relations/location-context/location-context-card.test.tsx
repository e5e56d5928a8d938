import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { act, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { RELATION_DESCRIPTORS } from '../api/relation-catalogue'
import { LocationContextCard } from './location-context-card'

const PLACE = 'e'.repeat(32)

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const envelope = (label: string, value: unknown) => [{ label, entity: { value } }]

/** Answers by path: the relation list refused (as the documented mode does), one slice each. */
function fakeDataHub(answers: Record<string, () => Response>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input)
    if (path.startsWith('/api/v2/relation/list/')) return json({ detail: 'Forbidden' }, 403)
    const key = /\/relation\/resolve\/(\d+)\//.exec(path)?.[1] ?? ''
    const answer = answers[key]
    if (!answer) throw new Error(`unexpected request ${path}`)
    return answer()
  })
}

function renderCard(subtype: string | null, name = 'Location context') {
  const rootRoute = createRootRoute()
  const cardRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <LocationContextCard locationId={PLACE} subtype={subtype} />,
  })
  const locationRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/locations/$id',
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([cardRoute, locationRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return screen.findByRole('region', { name })
}

// The slices' parsers and views load lazily; the first import of each is Vite transforming it, which
// on a busy machine outlasts a text query's wait. The tests are about the card, not the transform.
beforeAll(() => Promise.all(RELATION_DESCRIPTORS.LOCATION.map((descriptor) => descriptor.load())))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('LocationContextCard', () => {
  it('explains every gap in words and never asks for building data of an area', async () => {
    // React logs the error the boundary catches; the boundary showing it is what is tested.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetch = fakeDataHub({
      '9209216968': () => json(envelope('GERMAN_CRIME_STATISTICS', { unexpected: true })),
      '9210180619': () => json(envelope('GERMAN_STAT__UNEMPLOYMENT_RATE', null)),
      '9210215391': () => json({ detail: 'LOCATION_NOT_FOUND' }, 404),
    })
    vi.stubGlobal('fetch', fetch)
    const card = await renderCard('COUNTY')

    // Flood risk and fire risk both say why they are missing.
    expect(
      await within(card).findAllByText(/recorded as an area, not a street address/),
    ).toHaveLength(2)
    expect(await within(card).findByText(/in a shape this summary does not read/)).toBeVisible()
    expect(
      await within(card).findByText('No unemployment figures are available for this area.'),
    ).toBeVisible()
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Could not load household income',
    )
    // Flood and fire exist per building only: an area costs no request for them.
    const resolved = fetch.mock.calls.map(([input]) => String(input))
    expect(resolved.some((path) => /9209128402|9209240732/.test(path))).toBe(false)
    // Each part links to its tab on the location page.
    expect(within(card).getByRole('link', { name: 'Crime' })).toHaveAttribute(
      'href',
      `/locations/${PLACE}?tab=crime`,
    )
  })

  it('summarises the slices of an address', async () => {
    vi.stubGlobal(
      'fetch',
      fakeDataHub({
        '9209128402': () =>
          json(
            envelope('FLOOD_RISKS__AT_POINT', {
              flood_risks: [
                { zone: 'HQ100', in_zone: false, distance_meters: 420 },
                { zone: 'HQ_extrem', in_zone: false, distance_meters: 150 },
              ],
              water_protection: [],
            }),
          ),
        '9209240732': () => json(envelope('FIRE_RISKS', [])),
        '9209216968': () =>
          json(
            envelope('GERMAN_CRIME_STATISTICS', [
              {
                year: 2023,
                category: 'Straftaten insgesamt',
                cases: 900,
                cases_per_100k: 6600,
                national_average: 6000,
                deviation_from_average: 10,
              },
            ]),
          ),
        '9210180619': () =>
          json(
            envelope('GERMAN_STAT__UNEMPLOYMENT_RATE', {
              granularity: 'Kreis',
              units: { unemployment_rate: '%' },
              observations: [
                { reference_year: 2020, unemployment_rate: 5 },
                { reference_year: 2023, unemployment_rate: 4.5 },
              ],
            }),
          ),
        '9210215391': () => json([]),
      }),
    )
    const card = await renderCard('LOCALITY')

    expect(
      await within(card).findByText(/Outside all mapped flood zones; nearest: Extreme flood/),
    ).toBeVisible()
    expect(
      await within(card).findByText('No fire stations are recorded near this address.'),
    ).toBeVisible()
    expect(await within(card).findByText(/\+10% against the national average/)).toBeVisible()
    expect(await within(card).findByText(/Unemployment rate 2023: 4\.5%/)).toHaveTextContent(
      '−0.5 points since 2020',
    )
    expect(
      await within(card).findByText(
        'The Data Hub could not resolve household income for this place.',
      ),
    ).toBeVisible()
  })

  it('reads in German, with German numbers and ungrouped years', async () => {
    await act(() => activateLocale('de'))
    vi.stubGlobal(
      'fetch',
      fakeDataHub({
        '9209128402': () =>
          json(
            envelope('FLOOD_RISKS__AT_POINT', {
              flood_risks: [{ zone: 'HQ100', in_zone: true, distance_meters: 0 }],
              water_protection: [{ type: 'drinkingWater', name: 'WSG Ulm', in_zone: true }],
            }),
          ),
        '9209240732': () =>
          json(
            envelope('FIRE_RISKS', [
              { display_name: 'FW Mitte', category: 'Berufsfeuerwehr', distance_meters: 1250 },
            ]),
          ),
        '9209216968': () =>
          json(
            envelope('GERMAN_CRIME_STATISTICS', [
              {
                year: 2023,
                category: 'Straftaten insgesamt',
                cases: 9000,
                cases_per_100k: 6600,
                national_average: 6000,
                deviation_from_average: 10.25,
              },
            ]),
          ),
        '9210180619': () =>
          json(
            envelope('GERMAN_STAT__UNEMPLOYMENT_RATE', {
              granularity: 'Kreis',
              units: { unemployment_rate: '%' },
              observations: [
                { reference_year: 2020, unemployment_rate: 5 },
                { reference_year: 2023, unemployment_rate: 4.5 },
              ],
            }),
          ),
        '9210215391': () => json(envelope('GERMAN_STAT__HOUSEHOLD_INCOME', null)),
      }),
    )
    const card = await renderCard('LOCALITY', 'Standortumfeld')

    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Standortumfeld')
    expect(
      await within(card).findByText(
        'In einer Hochwasserzone: Hundertjährliches Hochwasser (HQ100).',
      ),
    ).toBeVisible()
    expect(within(card).getByText('Innerhalb von: Trinkwasserschutzgebiet: WSG Ulm.')).toBeVisible()
    expect(
      await within(card).findByText('Nächste Feuerwache: FW Mitte (Berufsfeuerwehr), 1,3 km.'),
    ).toBeVisible()
    // Grouped thousands and a German percent sign; the year stays "2023", never "2.023".
    expect(await within(card).findByText(/6\.600 Fälle je 100\.000 Einwohner/)).toHaveTextContent(
      'Straftaten insgesamt 2023: 6.600 Fälle je 100.000 Einwohner, +10,3 % gegenüber dem Bundesdurchschnitt (6.000).',
    )
    expect(await within(card).findByText(/Arbeitslosenquote 2023: 4,5 %/)).toHaveTextContent(
      '(−0,5 Prozentpunkte seit 2020)',
    )
    expect(
      await within(card).findByText(
        'Für dieses Gebiet liegen keine Daten zum Haushaltseinkommen vor.',
      ),
    ).toBeVisible()
    expect(within(card).getByRole('link', { name: 'Kriminalität' })).toHaveAttribute(
      'href',
      `/locations/${PLACE}?tab=crime`,
    )
  })
})
