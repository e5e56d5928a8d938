/** GERMAN_CRIME_STATISTICS and the six GERMAN_STAT__* regional relations, at district (Kreis) level. */
import type { Database } from 'better-sqlite3'
import type { RelationLabel } from '../catalogue'
import { statement } from '../entities'

export type RegionalLabel = Extract<RelationLabel, `GERMAN_STAT__${string}`>

/** Metrics and units of each regional relation; columns of regional_statistics. */
export const REGIONAL_METRICS: Record<RegionalLabel, Record<string, string>> = {
  GERMAN_STAT__UNEMPLOYMENT_RATE: {
    unemployment_rate: '%',
    unemployed: 'persons',
    youth_unemployment_rate: '%',
  },
  GERMAN_STAT__AGE_STRUCTURE: {
    share_under_18: '%',
    share_18_to_29: '%',
    share_30_to_49: '%',
    share_50_to_64: '%',
    share_65_plus: '%',
    average_age: 'years',
  },
  GERMAN_STAT__POPULATION_DEVELOPMENT: {
    population: 'persons',
    population_change_pct: '%',
    births: 'persons',
    deaths: 'persons',
    net_migration: 'persons',
  },
  GERMAN_STAT__HOUSEHOLD_INCOME: { household_income_per_capita: 'EUR', private_debt_ratio: '%' },
  GERMAN_STAT__BUILDING_AND_RENT_PRICES: {
    land_price_eur_m2: 'EUR/m²',
    house_price_eur_m2: 'EUR/m²',
    rent_eur_m2: 'EUR/m²',
  },
  GERMAN_STAT__ECONOMIC_PERFORMANCE: {
    gdp_million_eur: 'million EUR',
    gdp_per_capita: 'EUR',
    gdp_per_employed: 'EUR',
    employed: 'persons',
  },
}

export function regionalStatistics(
  db: Database,
  label: RegionalLabel,
  districtAgs: string,
  referenceYear: number | undefined,
) {
  const units = REGIONAL_METRICS[label]
  const columns = Object.keys(units).join(', ')
  const rows = statement(
    db,
    `SELECT year AS reference_year, ${columns} FROM regional_statistics
    WHERE district_ags = ? AND (? IS NULL OR year = ?) ORDER BY year`,
  ).all(districtAgs, referenceYear ?? null, referenceYear ?? null)
  // The figures are modelled from each district's real population, area and state
  // (hub/generate/relation-statistics.ts), not official: `method` says so (hub decision, §7 (q)),
  // so a client can label them instead of presenting them as the statistical offices' numbers.
  return { granularity: 'Kreis', method: 'modelled', units, observations: rows }
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
