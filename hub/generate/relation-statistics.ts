/**
 * Regional and crime statistics per district, derived from each district's real population, area
 * and state: density drives urban effects (younger, higher rents, more crime per inhabitant), the
 * state drives known regional gaps (unemployment, income, ageing in the east). The latest year's
 * population is the real one, and births − deaths + migration reproduce every year-on-year change.
 */
import type { GenerateContext } from './context'
import { randomFor } from './random'

const STAT_YEARS = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023]
const CRIME_YEARS = [2019, 2020, 2021, 2022, 2023]

interface District {
  ags: string
  area_km2: number | null
  population: number | null
  state_code: string
}

const UNEMPLOYMENT: Record<string, number> = {
  '01': 5.3,
  '02': 7.5,
  '03': 5.7,
  '04': 10.5,
  '05': 7.0,
  '06': 5.3,
  '07': 4.9,
  '08': 3.9,
  '09': 3.4,
  '10': 6.7,
  '11': 9.0,
  '12': 6.0,
  '13': 7.3,
  '14': 6.0,
  '15': 7.4,
  '16': 5.9,
}
const EAST = new Set(['12', '13', '14', '15', '16'])
const SOUTH = new Set(['08', '09'])
const CITY_STATES = new Set(['02', '04', '11'])
/** National rate per 100,000 inhabitants and how strongly the category concentrates in cities. */
const CRIME_CATEGORIES: [string, number, number][] = [
  ['Diebstahl', 2200, 1.6],
  ['Betrug', 1050, 1.2],
  ['Körperverletzung', 700, 1.3],
  ['Sachbeschädigung', 650, 1.2],
  ['Rauschgiftdelikte', 400, 1.4],
  ['Wohnungseinbruchdiebstahl', 100, 1.3],
  ['Sonstige Straftaten', 1400, 1.1],
]
const CRIME_YEAR_FACTOR: Record<number, number> = {
  2019: 1.0,
  2020: 0.97,
  2021: 0.91,
  2022: 0.96,
  2023: 1.02,
}

const round1 = (value: number) => Math.round(value * 10) / 10
const round2 = (value: number) => Math.round(value * 100) / 100

export function generateStatistics(ctx: GenerateContext): { regional: number; crime: number } {
  const districts = ctx.db
    .prepare('SELECT ags, area_km2, population, state_code FROM districts ORDER BY ags')
    .all() as District[]
  const insertRegional = ctx.db.prepare(
    `INSERT INTO regional_statistics VALUES (${Array(25).fill('?').join(', ')})`,
  )
  let regional = 0
  for (const district of districts) {
    for (const row of regionalRows(district)) {
      insertRegional.run(row)
      regional++
    }
  }
  return { regional, crime: generateCrime(ctx, districts) }
}

function profile(district: District) {
  const population = Math.max(1_000, district.population ?? 100_000)
  const density = population / Math.max(1, district.area_km2 ?? 500)
  const urban = Math.min(1, Math.max(0, (Math.log10(density) - 1.7) / 2))
  const random = randomFor(district.ags, 'regional-statistics')
  return {
    population,
    urban,
    random,
    east: EAST.has(district.state_code),
    south: SOUTH.has(district.state_code),
  }
}

function regionalRows(district: District): (string | number)[][] {
  const { population, urban, random, east, south } = profile(district)
  const noise = (spread: number) => 1 + (random.next() - 0.5) * 2 * spread
  const growth = urban * 0.006 + (east ? -0.006 : 0.001) + (random.next() - 0.5) * 0.006
  // Population from 2015 (for the first year's change) to 2023, anchored on the real latest figure.
  const populations = [population]
  for (let year = 2022; year >= 2015; year--)
    populations.unshift(Math.round(populations[0]! / (1 + growth + (year === 2015 ? 0.008 : 0))))
  const unemploymentBase =
    (UNEMPLOYMENT[district.state_code] ?? 5.5) * (0.8 + 0.5 * urban) * noise(0.15)
  const incomeBase = 24_500 * (south ? 1.08 : east ? 0.9 : 1) * noise(0.08)
  const debtBase = 8.2 * (east ? 1.1 : south ? 0.85 : 1) * (0.9 + 0.3 * urban) * noise(0.12)
  const regionPrice = south ? 1.5 : east ? 0.55 : CITY_STATES.has(district.state_code) ? 1.3 : 1
  const landBase = (40 + 1400 * urban ** 2) * regionPrice * noise(0.2)
  const houseBase = (1700 + 3800 * urban ** 1.5) * regionPrice * noise(0.12)
  const rentBase = (5.8 + 8 * urban) * (0.6 + 0.4 * regionPrice) * noise(0.08)
  const employmentRate = Math.min(0.95, (0.42 + 0.3 * urban) * noise(0.1))
  const productivity = 72_000 * (south ? 1.1 : east ? 0.82 : 1) * noise(0.1)
  const oldShift = (east ? 4 : 0) - 3 * urban + (random.next() - 0.5) * 2

  return STAT_YEARS.map((year, index) => {
    const back = 2023 - year
    const pop = populations[index + 1]!
    const previous = populations[index]!
    const births = Math.round(pop * (0.0088 + urban * 0.001 - (east ? 0.0012 : 0)))
    const deaths = Math.round(pop * (0.0112 + (east ? 0.003 : 0) - urban * 0.002))
    const covid = year === 2020 ? 0.6 : year === 2021 ? 0.4 : 0
    const unemployment = round1(
      unemploymentBase + back * (east ? 0.25 : 0.08) + covid - (year === 2019 ? 0.2 : 0),
    )
    const old = round1(22.5 + oldShift - back * 0.3)
    const young = round1(16.5 - (east ? 1.5 : 0) + urban * 0.5 - back * 0.05)
    const twenties = round1(12.8 - (east ? 1.5 : 0) + 4 * urban + back * 0.1)
    const thirties = round1(25 - (east ? 1.5 : 0) + 1.5 * urban)
    const fifties = round1(100 - old - young - twenties - thirties)
    const averageAge = round1(
      (young * 9 + twenties * 23.5 + thirties * 39.5 + fifties * 57 + old * 78) / 100,
    )
    const employed = Math.round(pop * employmentRate)
    const gdpPerEmployed = Math.round((productivity / 1.028 ** back) * (year === 2020 ? 0.96 : 1))
    const gdp = (employed * gdpPerEmployed) / 1e6
    const priceTrend = year <= 2022 ? 1.055 ** -(2022 - year) : 0.96
    return [
      district.ags,
      year,
      unemployment,
      Math.round((pop * 0.62 * unemployment) / 100),
      round1(unemployment * 0.9),
      young,
      twenties,
      thirties,
      fifties,
      old,
      averageAge,
      pop,
      round2((pop / previous - 1) * 100),
      births,
      deaths,
      pop - previous - births + deaths,
      Math.round(incomeBase / 1.027 ** back),
      round2(debtBase - back * 0.1),
      Math.round(landBase * priceTrend),
      Math.round(houseBase * priceTrend),
      round2(rentBase / 1.03 ** back),
      round1(gdp),
      Math.round((gdp * 1e6) / pop),
      gdpPerEmployed,
      employed,
    ]
  })
}

function generateCrime(ctx: GenerateContext, districts: District[]): number {
  const rows: { ags: string; year: number; category: string; cases: number; population: number }[] =
    []
  const stateFactor = (code: string) =>
    CITY_STATES.has(code) ? 1.5 : code === '09' ? 0.8 : code === '08' ? 0.85 : 1
  for (const district of districts) {
    const { population, urban, random } = profile(district)
    const level = stateFactor(district.state_code) * (1 + (random.next() - 0.5) * 0.3)
    for (const [category, rate, elasticity] of CRIME_CATEGORIES) {
      const local = rate * level * (0.55 + 0.9 * urban) ** elasticity
      for (const year of CRIME_YEARS) {
        const cases = Math.round(
          (population * local * CRIME_YEAR_FACTOR[year]! * (1 + (random.next() - 0.5) * 0.06)) /
            1e5,
        )
        rows.push({ ags: district.ags, year, category, cases, population })
      }
    }
  }
  // "Straftaten insgesamt" is the sum of the categories, so the table is internally consistent.
  const totals = new Map<string, (typeof rows)[number]>()
  for (const row of rows) {
    const key = `${row.ags}|${row.year}`
    const total = totals.get(key)
    if (total) total.cases += row.cases
    else totals.set(key, { ...row, category: 'Straftaten insgesamt' })
  }
  rows.push(...totals.values())
  const national = new Map<string, { cases: number; population: number }>()
  for (const row of rows) {
    const key = `${row.year}|${row.category}`
    const sum = national.get(key) ?? { cases: 0, population: 0 }
    sum.cases += row.cases
    sum.population += row.population
    national.set(key, sum)
  }
  const insert = ctx.db.prepare('INSERT INTO crime_statistics VALUES (?, ?, ?, ?, ?, ?, ?)')
  for (const row of rows) {
    const sum = national.get(`${row.year}|${row.category}`)!
    const average = round1((sum.cases / sum.population) * 1e5)
    const perCapita = round1((row.cases / row.population) * 1e5)
    insert.run(
      row.ags,
      row.year,
      row.category,
      row.cases,
      perCapita,
      average,
      round1((perCapita / average - 1) * 100),
    )
  }
  return rows.length
}
