import type { EntityType } from '@contract/entity-types'
import { describe, expect, it } from 'vitest'
import { descriptorFor } from './relation-catalogue'
import { modelOf, selectReading, type ModelLabel } from './relation-models'

/** Each label RelationModels names, with the slice module its type is taken from. */
const SLICES: Record<ModelLabel, [EntityType, () => Promise<{ slice: unknown }>]> = {
  MANAGEMENT: ['ORGANIZATION', () => import('../views/management-view')],
  SHAREHOLDERS: ['ORGANIZATION', () => import('../views/ownership-view')],
  SHAREHOLDINGS: ['ORGANIZATION', () => import('../views/ownership-view')],
  UBO: ['ORGANIZATION', () => import('../views/ubo-view')],
  FINANCIALS_KPI: ['ORGANIZATION', () => import('../views/kpi-view')],
  FLOOD_RISKS__AT_POINT: ['LOCATION', () => import('../views/flood-risk-view')],
  FIRE_RISKS: ['LOCATION', () => import('../views/fire-risk-view')],
  GERMAN_CRIME_STATISTICS: ['LOCATION', () => import('../views/crime-view')],
  GERMAN_STAT__UNEMPLOYMENT_RATE: ['LOCATION', () => import('../views/regional-statistics-view')],
  GERMAN_STAT__HOUSEHOLD_INCOME: ['LOCATION', () => import('../views/regional-statistics-view')],
}

describe('relation models by label', () => {
  it.each(Object.entries(SLICES))(
    "%s's descriptor loads the slice its model type is taken from",
    async (label, [type, load]) => {
      const descriptor = descriptorFor(type, label)
      expect(descriptor).toBeDefined()
      expect(await descriptor!.load()).toBe((await load()).slice)
    },
  )

  it('gives the model the slice read beside the raw value, and says when there is none', () => {
    const years = [{ year: 2023, revenue: 10, net_income: 1 }]
    const model = [{ year: 2023, revenue: 10 }]
    const read = { model, empty: false, render: () => null }
    const slice = { kind: 'value', value: years, key: 'k', label: null, read } as const
    expect(modelOf(slice, 'FINANCIALS_KPI')).toBe(model)
    expect(selectReading('FINANCIALS_KPI')(slice)).toEqual({ kind: 'model', model, empty: false })
    expect(selectReading('FINANCIALS_KPI')({ ...slice, read: null })).toEqual({ kind: 'unread' })
    expect(selectReading('FINANCIALS_KPI')({ ...slice, value: null, read: null })).toEqual({
      kind: 'no-value',
    })
    expect(selectReading('FINANCIALS_KPI')({ kind: 'unresolved' })).toEqual({ kind: 'unresolved' })
    expect(modelOf({ kind: 'unresolved' }, 'FINANCIALS_KPI')).toBeNull()
  })
})
