/** GERMAN_CRIME_STATISTICS and the six GERMAN_STAT__* regional relations, at district (Kreis) level. */
import type { Database } from 'better-sqlite3'
import { statement } from '../entities'

/** Metrics and units of each regional relation; columns of regional_statistics. */
export const REGIONAL_METRICS: Record<string, Record<string, string>> = {
  '9210180619': { unemployment_rate: '%', unemployed: 'persons', youth_unemployment_rate: '%' },
  '9210215359': {
    share_under_18: '%',
    share_18_to_29: '%',
    share_30_to_49: '%',
    share_50_to_64: '%',
    share_65_plus: '%',
    average_age: 'years',
  },
  '9210215409': {
    population: 'persons',
    population_change_pct: '%',
    births: 'persons',
    deaths: 'persons',
    net_migration: 'persons',
  },
  '9210215391': { household_income_per_capita: 'EUR', private_debt_ratio: '%' },
  '9210215367': {
    land_price_eur_m2: 'EUR/m²',
    house_price_eur_m2: 'EUR/m²',
    rent_eur_m2: 'EUR/m²',
  },
  '9210215377': {
    gdp_million_eur: 'million EUR',
    gdp_per_capita: 'EUR',
    gdp_per_employed: 'EUR',
    employed: 'persons',
  },
}

export function regionalStatistics(
  db: Database,
  key: string,
  districtAgs: string,
  referenceYear: number | undefined,
) {
  const units = REGIONAL_METRICS[key]!
  const columns = Object.keys(units).join(', ')
  const rows = statement(
    db,
    `SELECT year AS reference_year, ${columns} FROM regional_statistics
    WHERE district_ags = ? AND (? IS NULL OR year = ?) ORDER BY year`,
  ).all(districtAgs, referenceYear ?? null, referenceYear ?? null)
  return { granularity: 'Kreis', units, observations: rows }
}

export const crimeStatistics = (
  db: Database,
  districtAgs: string,
  referenceYear: number | undefined,
) =>
  statement(
    db,
    `SELECT year, category, cases, cases_per_100k, national_average, deviation_from_average FROM crime_statistics
    WHERE district_ags = ? AND (? IS NULL OR year = ?) ORDER BY year DESC, category = 'Straftaten insgesamt' DESC, category`,
  ).all(districtAgs, referenceYear ?? null, referenceYear ?? null)
