/**
 * Turns the parsed location slices (docs/datahub-api.md §7 (n)–(q)) into the few facts the
 * location context card shows. Pure functions, so every documented shape and every gap is tested
 * without rendering; a gap is always `null` (explained by the card), never a zero.
 */
import type {
  CrimeRow,
  FireStation,
  FloodModel,
  RegionalModel,
} from '../api/models/location-models'
import type { Text } from '../relation-text'

export interface FloodSummary {
  /** The innermost zone the address lies in (the most frequent flooding), or null when outside. */
  insideZone: Text | null
  /** Outside every zone: the nearest zone and how far it is, when the data say so. */
  nearest: { title: Text; distanceMeters: number } | null
  /** The water protection areas the address lies in: their kind and name. */
  protectionAreas: { title: Text; name: Text }[]
  /** True when the slice lists zones at all; false means "no flood zones are mapped here". */
  mapped: boolean
}

/** Most frequent first: an address inside HQ_haeufig is also inside HQ100 and HQ_extrem. */
const ZONE_ORDER = ['HQ_haeufig', 'HQ100', 'HQ_extrem']
const zoneRank = (zone: string) => {
  const index = ZONE_ORDER.indexOf(zone)
  return index === -1 ? ZONE_ORDER.length : index
}

export function summarizeFlood(model: FloodModel): FloodSummary {
  const zones = [...model.zones].sort((a, b) => zoneRank(a.zone) - zoneRank(b.zone))
  const inside = zones.find((zone) => zone.inZone === true)
  const outside = zones
    .filter((zone) => zone.inZone === false && zone.distanceMeters !== null)
    .sort((a, b) => a.distanceMeters! - b.distanceMeters!)[0]
  return {
    insideZone: inside?.title ?? null,
    nearest:
      !inside && outside ? { title: outside.title, distanceMeters: outside.distanceMeters! } : null,
    protectionAreas: model.waterProtection
      .filter((area) => area.inZone === true)
      .map((area) => ({ title: area.title, name: area.name })),
    mapped: zones.length > 0,
  }
}

export interface FireSummary {
  nearest: FireStation | null
  count: number
}

/** The parser sorts nearest first. */
export function summarizeFire(stations: FireStation[]): FireSummary {
  return { nearest: stations[0] ?? null, count: stations.length }
}

export interface CrimeSummary {
  year: number | null
  /** The all-offences row when the statistics have one, else the category with the most cases. */
  headline: CrimeRow
  categories: number
  aboveAverage: number
}

const TOTAL = /insgesamt|total|all offences/i

/** The latest year only: the card shows where the place stands now. */
export function summarizeCrime(rows: CrimeRow[]): CrimeSummary | null {
  const years = rows.map((row) => row.year).filter((year): year is number => year !== null)
  const year = years.length ? Math.max(...years) : null
  const latest = rows.filter((row) => row.year === year)
  if (latest.length === 0) return null
  const headline =
    latest.find((row) => TOTAL.test(row.category ?? '')) ??
    [...latest].sort((a, b) => (b.cases ?? -1) - (a.cases ?? -1))[0]!
  return {
    year,
    headline,
    categories: latest.length,
    aboveAverage: latest.filter((row) => row.deviation !== null && row.deviation > 0).length,
  }
}

export interface TrendSummary {
  title: Text
  unit: string | null
  /** Years with a value, oldest first. */
  points: { year: number; value: number }[]
  latest: { year: number; value: number }
  /** The change from the first to the latest year with a value; null with a single year. */
  change: { from: number; amount: number; percent: number | null } | null
}

/**
 * One metric of a regional statistic over the years: the preferred metric when present, else the
 * first the slice names, so a renamed metric still shows something rather than nothing.
 */
export function summarizeTrend(model: RegionalModel, preferred: string[]): TrendSummary | null {
  const metric =
    preferred.map((key) => model.metrics.find((entry) => entry.key === key)).find(Boolean) ??
    model.metrics[0]
  if (!metric) return null
  const points = model.rows.flatMap((row) => {
    const value = row.values[metric.key]
    return value === null || value === undefined ? [] : [{ year: row.year, value }]
  })
  const first = points[0]
  const latest = points.at(-1)
  if (!first || !latest) return null
  return {
    title: metric.title,
    unit: metric.unit,
    points,
    latest,
    change:
      points.length > 1
        ? {
            from: first.year,
            amount: latest.value - first.value,
            percent: first.value !== 0 ? (latest.value / first.value - 1) * 100 : null,
          }
        : null,
  }
}
