import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type RefObject } from 'react'
import {
  parseCrimeStatistics,
  parseFireRisks,
  parseFloodRisks,
  parseRegionalStatistics,
  type RegionalModel,
} from '../api/models/location-models'
import { formatDistance } from '../components/format-distance'
import { formatNumber } from '@/lib/format'
import { useSeen } from '@/lib/use-seen'
import { ContextSlice, contextSlicesCached } from './location-context-slice'
import {
  summarizeCrime,
  summarizeFire,
  summarizeFlood,
  summarizeTrend,
  type TrendSummary,
} from './location-context-summary'
import { TrendLine } from './trend-line'

export interface LocationContextCardProps {
  /** The location whose context is shown (an organization's head office, say). */
  locationId: string
  /** Its subtype, when known: an area (not a `LOCALITY`) has no flood or fire data to ask for. */
  subtype?: string | null
  /** The card's heading; several cards on one page name their place here. */
  title?: string
  /** 2 on an entity page, 3 inside a section (the comparison). */
  headingLevel?: 2 | 3
}

/**
 * Flood zones, fire stations, crime against the national average, and unemployment and household
 * income over the years for one place (docs/datahub-api.md §7 (n)–(q)), each part linking to its
 * tab on the location page. Each slice costs a credit, so nothing is asked until the card is on
 * screen, and every part shares its cache entry with the location page's tab. It also waits for
 * the page's own requests (the record, the open tab) so it never holds up the main content.
 */
export function LocationContextCard({
  locationId,
  subtype,
  title = 'Location context',
  headingLevel = 2,
}: LocationContextCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const partLevel = headingLevel === 2 ? 3 : 4
  const queryClient = useQueryClient()
  const [cached] = useState(() =>
    contextSlicesCached(queryClient, { locationId, subtype, labels: CARD_LABELS }),
  )
  const [ref, seen] = useSeen<HTMLElement>()
  const ready = useAfterPageRequests(seen) || cached
  const reserved = useReservedHeight(ref, locationId, ready)
  const common = { locationId, subtype, headingLevel: partLevel } as const
  return (
    <section
      ref={ref}
      aria-label={title}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      style={reserved ? { minHeight: reserved } : undefined}
    >
      <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
      {ready ? (
        <ul className="mt-3 divide-y divide-slate-100">
          <ContextSlice
            {...common}
            label={PART.flood}
            title="Flood risk"
            parse={parseFloodRisks}
            isEmpty={() => false}
          >
            {(model) => <FloodFacts summary={summarizeFlood(model)} />}
          </ContextSlice>
          <ContextSlice
            {...common}
            label={PART.fire}
            title="Fire risk"
            parse={parseFireRisks}
            isEmpty={(stations) => stations.length === 0}
          >
            {(stations) => <FireFacts stations={stations} />}
          </ContextSlice>
          <ContextSlice
            {...common}
            label={PART.crime}
            title="Crime"
            parse={parseCrimeStatistics}
            isEmpty={(rows) => summarizeCrime(rows) === null}
          >
            {(rows) => <CrimeFacts rows={rows} />}
          </ContextSlice>
          <ContextSlice
            {...common}
            label={PART.unemployment}
            title="Unemployment"
            parse={parseRegionalStatistics}
            isEmpty={(model) => unemployment(model) === null}
          >
            {(model) => <TrendFacts trend={unemployment(model)!} />}
          </ContextSlice>
          <ContextSlice
            {...common}
            label={PART.income}
            title="Household income"
            parse={parseRegionalStatistics}
            isEmpty={(model) => income(model) === null}
          >
            {(model) => <TrendFacts trend={income(model)!} />}
          </ContextSlice>
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          Flood, fire, crime and regional figures load once this card is on screen and the page has
          loaded.
        </p>
      )}
    </section>
  )
}

/** The relation behind each part of the card (docs/datahub-api.md §7 (n)–(q)). */
const PART = {
  flood: 'FLOOD_RISKS__AT_POINT',
  fire: 'FIRE_RISKS',
  crime: 'GERMAN_CRIME_STATISTICS',
  unemployment: 'GERMAN_STAT__UNEMPLOYMENT_RATE',
  income: 'GERMAN_STAT__HOUSEHOLD_INCOME',
} as const
const CARD_LABELS = Object.values(PART)

const unemployment = (model: RegionalModel) => summarizeTrend(model, ['unemployment_rate'])
const income = (model: RegionalModel) => summarizeTrend(model, ['household_income_per_capita'])

/** The last height each location's card had once filled, for this session. */
const filledHeights = new Map<string, number>()

/**
 * The height to keep free while the card waits: what it measured when it was last filled. A
 * returning visitor (Back to a relation tab far below) gets the page at its old height, so the
 * scroll position comes back exactly, even though the card asks nothing until it is seen again.
 */
function useReservedHeight(
  ref: RefObject<HTMLElement | null>,
  locationId: string,
  ready: boolean,
): number | undefined {
  useEffect(() => {
    const element = ref.current
    if (!ready || !element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      // Zero while the page is hidden or leaving (a suspended route hides the old content).
      if (element.offsetHeight > 0) filledHeights.set(locationId, element.offsetHeight)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, locationId, ready])
  return ready ? undefined : filledHeights.get(locationId)
}

/** Longest wait for the page's requests: a slow tab must not keep the card empty for long. */
const MAX_WAIT_MS = 4000
/** A quiet moment, so a request that starts right after another one ends is not missed. */
const SETTLE_MS = 100

/** True once `start` holds and no query of the page is fetching (or after MAX_WAIT_MS); stays true. */
function useAfterPageRequests(start: boolean) {
  const queryClient = useQueryClient()
  const fetching = useIsFetching()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!start || ready) return
    const settle = setTimeout(() => {
      if (queryClient.isFetching() === 0) setReady(true)
    }, SETTLE_MS)
    return () => clearTimeout(settle)
  }, [start, ready, fetching, queryClient])
  useEffect(() => {
    if (!start || ready) return
    const fallback = setTimeout(() => setReady(true), MAX_WAIT_MS)
    return () => clearTimeout(fallback)
  }, [start, ready])
  return ready
}

function FloodFacts({ summary }: { summary: ReturnType<typeof summarizeFlood> }) {
  return (
    <>
      {summary.insideZone ? (
        <p className="font-medium text-amber-900">Inside a flood zone: {summary.insideZone}.</p>
      ) : summary.mapped ? (
        <p>
          Outside all mapped flood zones
          {summary.nearest
            ? `; nearest: ${summary.nearest.title}, ${formatDistance(summary.nearest.distanceMeters)} away`
            : ''}
          .
        </p>
      ) : (
        <p className="text-slate-600">No flood zones are mapped here.</p>
      )}
      {summary.protectionAreas.length ? (
        <p className="mt-1">Inside {summary.protectionAreas.join('; ')}.</p>
      ) : null}
    </>
  )
}

function FireFacts({ stations }: { stations: Parameters<typeof summarizeFire>[0] }) {
  const { nearest, count } = summarizeFire(stations)
  if (!nearest) return null
  return (
    <p>
      Nearest fire station: {nearest.entity.name}
      {nearest.category ? ` (${nearest.category})` : ''}, {formatDistance(nearest.distanceMeters)}
      {count > 1 ? `; ${count} stations listed` : ''}.
    </p>
  )
}

const signed = (value: number, digits = 1) => {
  const rounded = Math.round(value * 10 ** digits) / 10 ** digits
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${formatNumber(Math.abs(rounded))}`
}

function CrimeFacts({ rows }: { rows: Parameters<typeof summarizeCrime>[0] }) {
  const summary = summarizeCrime(rows)!
  const { headline } = summary
  const rate = headline.casesPer100k
  return (
    <>
      <p>
        <span lang="de">{headline.category}</span>
        {summary.year ? ` ${summary.year}` : ''}:{' '}
        {rate === null
          ? 'no rate per inhabitant is given'
          : `${formatNumber(Math.round(rate))} cases per 100,000 inhabitants`}
        {headline.deviation !== null
          ? `, ${signed(headline.deviation)} % against the national average`
          : headline.nationalAverage === null
            ? '; the national average is not given'
            : ''}
        {headline.nationalAverage !== null
          ? ` (${formatNumber(Math.round(headline.nationalAverage))})`
          : ''}
        .
      </p>
      {summary.categories > 1 ? (
        <p className="mt-1 text-slate-600">
          {summary.aboveAverage} of {summary.categories} categories above the national average.
        </p>
      ) : null}
    </>
  )
}

function TrendFacts({ trend }: { trend: TrendSummary }) {
  const percentUnit = trend.unit === '%'
  const value = (number: number) =>
    percentUnit
      ? `${formatNumber(Math.round(number * 10) / 10)} %`
      : `${formatNumber(Math.round(number))}${trend.unit ? ` ${trend.unit}` : ''}`
  const change = trend.change
  return (
    <div className="flex items-center justify-between gap-3">
      <p>
        {trend.title} {trend.latest.year}: {value(trend.latest.value)}
        {change
          ? percentUnit
            ? ` (${signed(change.amount)} points since ${change.from})`
            : change.percent !== null
              ? ` (${signed(change.percent)} % since ${change.from})`
              : ''
          : ' (one year on record)'}
        .
      </p>
      {trend.points.length > 1 ? <TrendLine points={trend.points} /> : null}
    </div>
  )
}
