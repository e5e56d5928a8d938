import { activateLocale, i18n } from '@/lib/i18n/i18n'
import { textOf, type Text } from '../../relation-text'
import {
  parseCrimeStatistics,
  parseFireRisks,
  parseFloodRisks,
  parseNearby,
  parseRegionalStatistics,
} from './location-models'

// Titles are messages translated when shown; these tests read them in English.
const english = (text: Text) => textOf(i18n, text)
beforeAll(() => activateLocale('en'))

const SELF = 'e'.repeat(32)
const context = {
  entityType: 'ORGANIZATION' as const,
  entityId: SELF,
  label: 'NEARBY_ORGANIZATIONS',
}

describe('location models', () => {
  it('maps nearby organizations with coordinates, nearest first', () => {
    const items = parseNearby(
      [
        {
          fb_entity_id: 'b'.repeat(32),
          display_name: 'Far',
          distance_meters: 900,
          coordinate: { latitude: 48.1, longitude: 11.5 },
        },
        { fb_entity_id: 'a'.repeat(32), display_name: 'Near', distance_meters: 100 },
      ],
      context,
    )!
    expect(items.map((item) => [item.entity.name, item.entity.type, item.lat])).toEqual([
      ['Near', 'ORGANIZATION', null],
      ['Far', 'ORGANIZATION', 48.1],
    ])
  })

  it('reads nearby organizations as link records with the distance in meta (§9 (14))', () => {
    const items = parseNearby(
      [
        {
          entity_from: { fb_entity_id: SELF, entity_type: 'ORGANIZATION' },
          entity_to: { fb_entity_id: 'd'.repeat(30), display_name: { de: 'Nachbar GmbH' } },
          meta: { distance_meters: 250 },
          coordinate: { latitude: 52.5, longitude: 13.4 },
        },
      ],
      context,
    )!
    expect(items).toEqual([
      {
        entity: { id: 'd'.repeat(30), type: 'ORGANIZATION', name: 'Nachbar GmbH' },
        distanceMeters: 250,
        lat: 52.5,
        lon: 13.4,
      },
    ])
    expect(parseNearby([{ meta: { distance_meters: 1 } }], context)).toBeNull()
  })

  it('maps flood zones and water protection into words', () => {
    const model = parseFloodRisks({
      flood_risks: [{ zone: 'HQ100', in_zone: true, distance_meters: 0 }],
      water_protection: [{ type: 'drinkingWater', name: 'WSG', in_zone: false }],
    })!
    expect(model.zones[0]).toMatchObject({ inZone: true })
    expect(english(model.zones[0]!.title)).toBe('100-year flood (HQ100)')
    expect(model.waterProtection[0]).toMatchObject({ name: 'WSG', inZone: false })
    expect(english(model.waterProtection[0]!.title)).toBe('Drinking-water protection area')
    expect(parseFloodRisks([])).toBeNull()
  })

  it('maps fire stations and crime rows (deriving a missing deviation)', () => {
    expect(
      parseFireRisks([
        { display_name: 'FF X', category: 'Freiwillige Feuerwehr', distance_meters: 300 },
      ])![0],
    ).toMatchObject({ category: 'Freiwillige Feuerwehr', distanceMeters: 300 })
    const [row] = parseCrimeStatistics([
      { year: 2023, category: 'Diebstahl', cases: 10, cases_per_100k: 150, national_average: 100 },
    ])!
    expect(row!.deviation).toBeCloseTo(50)
  })

  it('maps regional statistics with units, including metrics only present in observations', () => {
    const model = parseRegionalStatistics({
      granularity: 'Kreis',
      units: { unemployment_rate: '%' },
      observations: [
        { reference_year: 2022, unemployment_rate: 5.1, extra_metric: 3 },
        { reference_year: 2021, unemployment_rate: '5.4' },
      ],
    })!
    expect(model.metrics.map((metric) => ({ ...metric, title: english(metric.title) }))).toEqual([
      { key: 'unemployment_rate', title: 'Unemployment rate', unit: '%' },
      { key: 'extra_metric', title: 'Extra metric', unit: null },
    ])
    expect(model.rows).toEqual([
      { year: 2021, values: { unemployment_rate: 5.4, extra_metric: null } },
      { year: 2022, values: { unemployment_rate: 5.1, extra_metric: 3 } },
    ])
    expect(parseRegionalStatistics({ units: {} })).toBeNull()
  })
})
