import { activateLocale, i18n } from '@/lib/i18n/i18n'
import { textOf, type Text } from '../relation-text'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  parseCrimeStatistics,
  parseFireRisks,
  parseFloodRisks,
  parseRegionalStatistics,
} from '../api/models/location-models'
import {
  summarizeCrime,
  summarizeFire,
  summarizeFlood,
  summarizeTrend,
} from './location-context-summary'

// Titles are messages translated when shown; these tests read them in English.
const english = (text: Text) => textOf(i18n, text)
beforeAll(() => activateLocale('en'))

const flood = (value: unknown) => summarizeFlood(parseFloodRisks(value)!)

describe('summarizeFlood', () => {
  it('names the innermost zone an address lies in, whatever order the zones come in', () => {
    const summary = flood({
      flood_risks: [
        { zone: 'HQ_extrem', in_zone: true, distance_meters: 0 },
        { zone: 'HQ100', in_zone: true, distance_meters: 0 },
        { zone: 'HQ_haeufig', in_zone: false, distance_meters: 120 },
      ],
      water_protection: [{ type: 'drinkingWater', name: 'WSG Ulm Zone III', in_zone: true }],
    })
    expect(english(summary.insideZone!)).toBe('100-year flood (HQ100)')
    expect(summary.nearest).toBeNull()
    expect(
      summary.protectionAreas.map((area) => `${english(area.title)}: ${english(area.name)}`),
    ).toEqual(['Drinking-water protection area: WSG Ulm Zone III'])
  })

  it('gives the nearest zone outside, and says when no zones are mapped', () => {
    const outside = flood({
      flood_risks: [
        { zone: 'HQ_haeufig', in_zone: false, distance_meters: 900 },
        { zone: 'HQ_extrem', in_zone: false, distance_meters: 300 },
      ],
    })
    expect(outside).toMatchObject({ insideZone: null, mapped: true })
    expect(outside.nearest).toMatchObject({ distanceMeters: 300 })
    expect(english(outside.nearest!.title)).toBe('Extreme flood (HQ extreme)')
    // Only protection areas: no zone data is "not mapped", never "outside".
    expect(flood({ water_protection: [] })).toMatchObject({ mapped: false, insideZone: null })
    // An unknown membership is neither inside nor a distance.
    expect(flood({ flood_risks: [{ zone: 'HQ100', in_zone: null }] })).toMatchObject({
      insideZone: null,
      nearest: null,
    })
  })
})

describe('summarizeFire', () => {
  it('takes the nearest station of flat references', () => {
    const stations = parseFireRisks([
      {
        fb_entity_id: 'a'.repeat(32),
        display_name: 'FF Nord',
        category: 'x',
        distance_meters: 900,
      },
      {
        fb_entity_id: 'b'.repeat(32),
        display_name: 'Wache 1',
        category: 'y',
        distance_meters: 250,
      },
    ])!
    const summary = summarizeFire(stations)
    expect(summary.count).toBe(2)
    expect(summary.nearest?.entity.name).toBe('Wache 1')
    expect(summarizeFire([])).toEqual({ nearest: null, count: 0 })
  })
})

describe('summarizeCrime', () => {
  const rows = parseCrimeStatistics([
    {
      year: 2022,
      category: 'Straftaten insgesamt',
      cases: 10,
      cases_per_100k: 5000,
      national_average: 6000,
    },
    {
      year: 2023,
      category: 'Diebstahl',
      cases: 400,
      cases_per_100k: 2100,
      national_average: 2000,
      deviation_from_average: 5,
    },
    {
      year: 2023,
      category: 'Straftaten insgesamt',
      cases: 900,
      cases_per_100k: 6600,
      national_average: 6000,
      deviation_from_average: 10,
    },
    {
      reference_year: 2023,
      category: 'Betrug',
      cases: 100,
      cases_per_100k: 800,
      national_average: 1000,
    },
  ])!

  it('reads the latest year, the all-offences row first, and counts categories above average', () => {
    const summary = summarizeCrime(rows)!
    expect(summary.year).toBe(2023)
    expect(summary.headline.category).toBe('Straftaten insgesamt')
    expect(summary.headline.deviation).toBe(10)
    expect(summary).toMatchObject({ categories: 3, aboveAverage: 2 })
  })

  it('falls back to the category with most cases, and is null without rows', () => {
    const summary = summarizeCrime(rows.filter((row) => row.category !== 'Straftaten insgesamt'))!
    expect(summary.headline.category).toBe('Diebstahl')
    expect(summarizeCrime([])).toBeNull()
  })
})

describe('summarizeTrend', () => {
  const model = parseRegionalStatistics({
    granularity: 'Kreis',
    units: { unemployment_rate: '%', unemployed: 'persons' },
    observations: [
      { reference_year: 2021, unemployment_rate: 5.5, unemployed: 1000 },
      { reference_year: 2019, unemployment_rate: 5, unemployed: 900 },
      { reference_year: 2022, unemployment_rate: null, unemployed: 1100 },
    ],
  })!

  it('follows the preferred metric over the years with a value, oldest first', () => {
    const trend = summarizeTrend(model, ['unemployment_rate'])!
    expect(trend.points.map((point) => point.year)).toEqual([2019, 2021])
    expect(trend.latest).toEqual({ year: 2021, value: 5.5 })
    expect(trend.change?.from).toBe(2019)
    expect(trend.change?.amount).toBeCloseTo(0.5)
    expect(trend.change?.percent).toBeCloseTo(10)
  })

  it('uses another metric when the preferred one is missing, and is null without values', () => {
    expect(english(summarizeTrend(model, ['household_income_per_capita'])!.title)).toBe(
      'Unemployment rate',
    )
    const empty = parseRegionalStatistics({ units: { x: '%' }, observations: [] })!
    expect(summarizeTrend(empty, ['x'])).toBeNull()
    const single = parseRegionalStatistics({ observations: [{ year: 2020, rate: 3 }] })!
    expect(summarizeTrend(single, ['rate'])!.change).toBeNull()
  })
})
