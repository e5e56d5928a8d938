import { z } from 'zod/mini'
import { readCoordinate } from '@/lib/datahub/coordinate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { reject, tolerant } from '@/lib/datahub/fields'
import { arrayOf, bool, num, orNull, parseOrNull, text, transformed } from '@/lib/datahub/fields'
import { namedEntityRef, type EntityRef } from '@/lib/datahub/entity-ref'
import { readLinkItems } from '@/lib/datahub/relation-links'
import type { SliceContext } from '../../slice'
import type { Text } from '../../relation-text'

export interface NearbyOrganization {
  entity: EntityRef
  distanceMeters: number | null
  lat: number | null
  lon: number | null
}

/**
 * Nearby organizations as flat references or link records (the organization at the far end),
 * with the distance at the top or in `meta`; nearest first.
 */
export function parseNearby(value: unknown, context: SliceContext): NearbyOrganization[] | null {
  if (!Array.isArray(value)) return null
  const { items, readable } = readLinkItems(value, {
    selfId: context.entityId,
    farType: 'ORGANIZATION',
    fallbackEnd: 'to',
  })
  if (!readable) return null
  return items
    .map((item) => {
      const coordinate = readCoordinate(item.fields.coordinate)
      return {
        // Nearby results are organizations even when an older payload omits the type.
        entity: { ...item.entity, type: item.entity.type ?? ('ORGANIZATION' as const) },
        distanceMeters: num.parse(item.fields.distance_meters),
        lat: coordinate?.lat ?? null,
        lon: coordinate?.lon ?? null,
      }
    })
    .sort((a, b) => (a.distanceMeters ?? Infinity) - (b.distanceMeters ?? Infinity))
}

/**
 * Titles are messages (translated when shown: this runs in the query function, before anyone
 * knows which language will read the cached model) or, for codes we do not know, the code.
 */
export interface FloodModel {
  zones: { zone: string; title: Text; inZone: boolean | null; distanceMeters: number | null }[]
  waterProtection: { type: string; title: Text; name: Text; inZone: boolean | null }[]
}

const ZONE_WORDS: Record<string, MessageDescriptor> = {
  HQ_haeufig: msg`Frequent flooding (HQ frequent, about every 10–20 years)`,
  HQ100: msg`100-year flood (HQ100)`,
  HQ_extrem: msg`Extreme flood (HQ extreme)`,
}
const WATER_WORDS: Record<string, MessageDescriptor> = {
  drinkingWater: msg`Drinking-water protection area`,
  mineralSpring: msg`Mineral-spring protection area`,
}

export function parseFloodRisks(value: unknown): FloodModel | null {
  const parsed = parseOrNull(
    z.looseObject({
      flood_risks: z.nullish(
        arrayOf(z.looseObject({ zone: text, in_zone: bool, distance_meters: num })),
      ),
      water_protection: z.nullish(
        arrayOf(z.looseObject({ type: text, name: text, in_zone: bool })),
      ),
    }),
    value,
  )
  if (!parsed || (!parsed.flood_risks && !parsed.water_protection)) return null
  return {
    zones: (parsed.flood_risks ?? []).map((zone) => ({
      zone: zone.zone ?? 'unknown',
      title: (zone.zone && ZONE_WORDS[zone.zone]) || (zone.zone ?? msg`Unknown zone`),
      inZone: zone.in_zone,
      distanceMeters: zone.distance_meters,
    })),
    waterProtection: (parsed.water_protection ?? []).map((area) => ({
      type: area.type ?? 'unknown',
      title: (area.type && WATER_WORDS[area.type]) || (area.type ?? msg`Protection area`),
      name: area.name ?? msg`Unnamed area`,
      inZone: area.in_zone,
    })),
  }
}

export interface FireStation {
  entity: EntityRef
  category: string | null
  distanceMeters: number | null
}

const stationFieldsSchema = z.looseObject({ category: text, distance_meters: num })

export function parseFireRisks(value: unknown): FireStation[] | null {
  const schema = tolerant((raw, ctx) => {
    const ref = namedEntityRef.safeParse(raw)
    const fields = stationFieldsSchema.safeParse(raw)
    if (!ref.success || !fields.success) return reject(ctx, 'not a station')
    return {
      entity: ref.data,
      category: fields.data.category,
      distanceMeters: fields.data.distance_meters,
    }
  })
  const items = parseOrNull(arrayOf(schema), value)
  return items
    ? items.sort((a, b) => (a.distanceMeters ?? Infinity) - (b.distanceMeters ?? Infinity))
    : null
}

export interface CrimeRow {
  year: number | null
  /** As delivered (German); null when the row names none. */
  category: string | null
  cases: number | null
  casesPer100k: number | null
  nationalAverage: number | null
  /** Percent above (+) or below (−) the national rate. */
  deviation: number | null
}

export function parseCrimeStatistics(value: unknown): CrimeRow[] | null {
  const schema = transformed(
    z.looseObject({
      year: num,
      reference_year: num,
      category: text,
      cases: num,
      cases_per_100k: num,
      national_average: num,
      deviation_from_average: num,
    }),
    (row): CrimeRow => ({
      year: row.year ?? row.reference_year,
      category: row.category,
      cases: row.cases,
      casesPer100k: row.cases_per_100k,
      nationalAverage: row.national_average,
      deviation:
        row.deviation_from_average ??
        (row.cases_per_100k !== null && row.national_average
          ? (row.cases_per_100k / row.national_average - 1) * 100
          : null),
    }),
  )
  return parseOrNull(arrayOf(schema), value)
}

export interface RegionalMetric {
  key: string
  title: Text
  unit: string | null
}

export interface RegionalModel {
  granularity: string | null
  /** The figures are modelled estimates, not official statistics (the answer's `method`, §7 (q)). */
  modelled: boolean
  metrics: RegionalMetric[]
  /** One row per year, oldest first; values by metric key. */
  rows: { year: number; values: Record<string, number | null> }[]
}

const METRIC_WORDS: Record<string, MessageDescriptor> = {
  unemployment_rate: msg`Unemployment rate`,
  unemployed: msg`Unemployed persons`,
  youth_unemployment_rate: msg`Youth unemployment rate`,
  share_under_18: msg`Under 18`,
  share_18_to_29: msg`18 to 29`,
  share_30_to_49: msg`30 to 49`,
  share_50_to_64: msg`50 to 64`,
  share_65_plus: msg`65 and over`,
  average_age: msg`Average age`,
  population: msg`Population`,
  population_change_pct: msg`Population change`,
  births: msg`Births`,
  deaths: msg`Deaths`,
  net_migration: msg`Net migration`,
  household_income_per_capita: msg`Household income per inhabitant`,
  private_debt_ratio: msg`Private debt ratio`,
  land_price_eur_m2: msg`Building land price`,
  house_price_eur_m2: msg`House price`,
  rent_eur_m2: msg`Asking rent`,
  gdp_million_eur: msg`Gross domestic product`,
  gdp_per_capita: msg`GDP per inhabitant`,
  gdp_per_employed: msg`GDP per person employed`,
  employed: msg`Persons employed`,
}

export function metricTitle(key: string): Text {
  if (METRIC_WORDS[key]) return METRIC_WORDS[key]
  const words = key.replace(/_+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const YEAR_KEYS = new Set(['reference_year', 'year'])

/** Regional statistics: units name the metrics; observations may also carry metrics not in units. */
export function parseRegionalStatistics(value: unknown): RegionalModel | null {
  const parsed = parseOrNull(
    z.looseObject({
      granularity: text,
      method: text,
      units: orNull(z.record(z.string(), z.unknown())),
      observations: z.array(z.record(z.string(), z.unknown())),
    }),
    value,
  )
  if (!parsed) return null
  const keys = new Set(Object.keys(parsed.units ?? {}))
  for (const observation of parsed.observations) {
    for (const [key, raw] of Object.entries(observation)) {
      if (!YEAR_KEYS.has(key) && (typeof raw === 'number' || raw === null)) keys.add(key)
    }
  }
  const metrics = [...keys].map((key) => {
    const unit = parsed.units?.[key]
    return { key, title: metricTitle(key), unit: typeof unit === 'string' && unit ? unit : null }
  })
  const rows = parsed.observations
    .flatMap((observation) => {
      const year = num.parse(observation.reference_year ?? observation.year)
      if (year === null) return []
      const values: Record<string, number | null> = {}
      for (const metric of metrics) values[metric.key] = num.parse(observation[metric.key])
      return [{ year, values }]
    })
    .sort((a, b) => a.year - b.year)
  return {
    granularity: parsed.granularity,
    modelled: parsed.method?.toLowerCase() === 'modelled',
    metrics,
    rows,
  }
}
