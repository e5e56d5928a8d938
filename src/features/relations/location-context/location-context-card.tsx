import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { GermanTerm } from '@/components/german-term'
import { germanTerm } from '@/lib/datahub/vocabulary'
import { useEffect, useState, type RefObject } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RegionalModel } from '../api/models/location-models'
import { formatDistance } from '../components/format-distance'
import { formatCode, formatNumber, formatPercent } from '@/lib/format/format'
import { textOf } from '../relation-text'
import { useSeen } from '@/lib/hooks/use-seen'
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
  title: titleProp,
  headingLevel = 2,
}: LocationContextCardProps) {
  const { t } = useLingui()
  const title = titleProp ?? t`Location context`
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
      // Seen, but waiting for the page's own requests before asking (at most MAX_WAIT_MS): tests
      // that wait for a page to settle wait for this too (e2e/faults.spec.ts).
      data-waiting-to-load={seen && !ready ? 'true' : undefined}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      style={reserved ? { minHeight: reserved } : undefined}
    >
      <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
      {ready ? (
        <ul className="mt-3 divide-y divide-slate-100">
          <ContextSlice {...common} label={PART.flood} title={t`Flood risk`} isEmpty={() => false}>
            {(model) => <FloodFacts summary={summarizeFlood(model)} />}
          </ContextSlice>
          <ContextSlice
            {...common}
            label={PART.fire}
            title={t`Fire risk`}
            isEmpty={(stations) => stations.length === 0}
          >
            {(stations) => <FireFacts stations={stations} />}
          </ContextSlice>
          <ContextSlice
            {...common}
            label={PART.crime}
            title={t`Crime`}
            isEmpty={(rows) => summarizeCrime(rows) === null}
          >
            {(rows) => <CrimeFacts rows={rows} />}
          </ContextSlice>
          <ContextSlice
            {...common}
            label={PART.unemployment}
            title={t`Unemployment`}
            isEmpty={(model) => unemployment(model) === null}
          >
            {(model) => <TrendFacts trend={unemployment(model)!} />}
          </ContextSlice>
          <ContextSlice
            {...common}
            label={PART.income}
            title={t`Household income`}
            isEmpty={(model) => income(model) === null}
          >
            {(model) => <TrendFacts trend={income(model)!} />}
          </ContextSlice>
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>
            Flood, fire, crime and regional figures load once this card is on screen and the page
            has loaded.
          </Trans>
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
  const { i18n } = useLingui()
  const inside = summary.insideZone ? textOf(i18n, summary.insideZone) : null
  const nearest = summary.nearest ? textOf(i18n, summary.nearest.title) : null
  const distance = summary.nearest ? formatDistance(summary.nearest.distanceMeters) : null
  const areas = summary.protectionAreas
    .map((area) => `${textOf(i18n, area.title)}: ${textOf(i18n, area.name)}`)
    .join('; ')
  return (
    <>
      {inside ? (
        <p className="font-medium text-amber-900">
          <Trans>Inside a flood zone: {inside}.</Trans>
        </p>
      ) : summary.mapped ? (
        <p>
          {nearest ? (
            <Trans>
              Outside all mapped flood zones; nearest: {nearest}, {distance} away.
            </Trans>
          ) : (
            <Trans>Outside all mapped flood zones.</Trans>
          )}
        </p>
      ) : (
        <p className="text-slate-600">
          <Trans>No flood zones are mapped here.</Trans>
        </p>
      )}
      {areas ? (
        <p className="mt-1">
          <Trans>Inside {areas}.</Trans>
        </p>
      ) : null}
    </>
  )
}

function FireFacts({ stations }: { stations: Parameters<typeof summarizeFire>[0] }) {
  const { nearest, count } = summarizeFire(stations)
  if (!nearest) return null
  const kind = nearest.category ? germanTerm(nearest.category).text : null
  const name = kind ? `${nearest.entity.name} (${kind})` : nearest.entity.name
  const distance = formatDistance(nearest.distanceMeters)
  const listed = formatNumber(count)
  return (
    <p>
      {count > 1 ? (
        <Trans>
          Nearest fire station: {name}, {distance}; {listed} stations listed.
        </Trans>
      ) : (
        <Trans>
          Nearest fire station: {name}, {distance}.
        </Trans>
      )}
    </p>
  )
}

/** A signed change: "+1.5", "−0.5", "±0"; with `percent`, "+10%" / "+10 %" in German. */
const signed = (value: number, { digits = 1, percent = false } = {}) => {
  const rounded = Math.round(value * 10 ** digits) / 10 ** digits
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '±'
  return `${sign}${percent ? formatPercent(Math.abs(rounded)) : formatNumber(Math.abs(rounded))}`
}

function CrimeFacts({ rows }: { rows: Parameters<typeof summarizeCrime>[0] }) {
  const { t } = useLingui()
  const summary = summarizeCrime(rows)!
  const { headline } = summary
  const rate = headline.casesPer100k
  const cases = rate === null ? null : formatNumber(Math.round(rate))
  const deviation =
    headline.deviation === null ? null : signed(headline.deviation, { percent: true })
  const average =
    headline.nationalAverage === null ? null : formatNumber(Math.round(headline.nationalAverage))
  const above = formatNumber(summary.aboveAverage)
  const categories = formatNumber(summary.categories)
  return (
    <>
      <p>
        {headline.category ? <GermanTerm term={headline.category} /> : null}
        {summary.year ? ` ${formatCode(summary.year)}` : ''}:{' '}
        {cases === null
          ? t`no rate per inhabitant is given`
          : t`${cases} cases per 100,000 inhabitants`}
        {deviation !== null
          ? average !== null
            ? t`, ${deviation} against the national average (${average})`
            : t`, ${deviation} against the national average`
          : average === null
            ? t`; the national average is not given`
            : ` (${average})`}
        .
      </p>
      {summary.categories > 1 ? (
        <p className="mt-1 text-slate-600">
          <Trans>
            {above} of {categories} categories above the national average.
          </Trans>
        </p>
      ) : null}
    </>
  )
}

function TrendFacts({ trend }: { trend: TrendSummary }) {
  const { i18n, t } = useLingui()
  const percentUnit = trend.unit === '%'
  const value = (number: number) =>
    percentUnit
      ? formatPercent(Math.round(number * 10) / 10)
      : `${formatNumber(Math.round(number))}${trend.unit ? ` ${trend.unit}` : ''}`
  const change = trend.change
  const title = textOf(i18n, trend.title)
  const year = formatCode(trend.latest.year)
  const latest = value(trend.latest.value)
  const from = change ? formatCode(change.from) : ''
  const points = change ? signed(change.amount) : ''
  const percent = change?.percent != null ? signed(change.percent, { percent: true }) : null
  return (
    <div className="flex items-center justify-between gap-3">
      <p>
        {title} {year}: {latest}
        {change
          ? percentUnit
            ? ` ${t`(${points} points since ${from})`}`
            : percent !== null
              ? ` ${t`(${percent} since ${from})`}`
              : ''
          : ` ${t`(one year on record)`}`}
        .
      </p>
      {trend.points.length > 1 ? <TrendLine points={trend.points} /> : null}
    </div>
  )
}
