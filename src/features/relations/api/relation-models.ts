/**
 * The typed model of a relation slice, by label: what pages other than the slice's tab (the
 * head office's context card, the comparison, the list matcher) take from a resolved slice
 * through `select`, instead of parsing its raw value a second time. The types come from the
 * slices themselves (type-only imports: no view code loads with this module), and
 * relation-models.test.ts checks that each label's descriptor loads the slice named here.
 */
import type { slice as crime } from '../views/crime-view'
import type { slice as fireRisk } from '../views/fire-risk-view'
import type { slice as floodRisk } from '../views/flood-risk-view'
import type { slice as kpi } from '../views/kpi-view'
import type { slice as management } from '../views/management-view'
import type { slice as ownership } from '../views/ownership-view'
import type { slice as regional } from '../views/regional-statistics-view'
import type { slice as ubo } from '../views/ubo-view'
import type { Slice } from '../slice'
import type { RelationSlice } from './relation-queries'

type ModelOfSlice<S> = S extends Slice<infer M> ? M : never

export interface RelationModels {
  MANAGEMENT: ModelOfSlice<typeof management>
  SHAREHOLDERS: ModelOfSlice<typeof ownership>
  SHAREHOLDINGS: ModelOfSlice<typeof ownership>
  UBO: ModelOfSlice<typeof ubo>
  FINANCIALS_KPI: ModelOfSlice<typeof kpi>
  FLOOD_RISKS__AT_POINT: ModelOfSlice<typeof floodRisk>
  FIRE_RISKS: ModelOfSlice<typeof fireRisk>
  GERMAN_CRIME_STATISTICS: ModelOfSlice<typeof crime>
  GERMAN_STAT__UNEMPLOYMENT_RATE: ModelOfSlice<typeof regional>
  GERMAN_STAT__HOUSEHOLD_INCOME: ModelOfSlice<typeof regional>
}

export type ModelLabel = keyof RelationModels

/**
 * A slice resolved under `label`, with that label's model. The one place the model's type is
 * asserted: the query function read the value with the slice the label's descriptor loads.
 */
export const typedSlice = <L extends ModelLabel>(slice: RelationSlice, _label: L) =>
  slice as RelationSlice<RelationModels[L]>

/**
 * What a page makes of a slice: not resolvable (`[]`), resolved to no value, a value in a shape
 * the slice does not read (`unread`), or the slice's model with whether it holds nothing.
 */
export type SliceReading<M> =
  | { kind: 'unresolved' }
  | { kind: 'no-value' }
  | { kind: 'unread' }
  | { kind: 'model'; model: M; empty: boolean }

/** A `select` for a slice's query: its reading, typed by its label. */
export const selectReading =
  <L extends ModelLabel>(label: L) =>
  (slice: RelationSlice): SliceReading<RelationModels[L]> => {
    const typed = typedSlice(slice, label)
    if (typed.kind === 'unresolved') return typed
    if (typed.value === null || typed.value === undefined) return { kind: 'no-value' }
    if (!typed.read) return { kind: 'unread' }
    return { kind: 'model', model: typed.read.model, empty: typed.read.empty }
  }

/** The model of a slice resolved under `label`; null when it holds no value or an unread shape. */
export function modelOf<L extends ModelLabel>(
  slice: RelationSlice,
  label: L,
): RelationModels[L] | null {
  const reading = selectReading(label)(slice)
  return reading.kind === 'model' ? reading.model : null
}
