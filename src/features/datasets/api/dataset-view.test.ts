import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { parseFilterValue } from './dataset-filters'
import { datasetViewSchema, operatorsFor, toQueryParameters } from './dataset-view'

// Messages are worded when called: in the app a language is always active by then.
beforeAll(() => activateLocale('en'))

describe('datasetViewSchema', () => {
  it('fills defaults and drops bad keys one by one', () => {
    const view = datasetViewSchema.parse({
      sort: 'nonsense',
      q: 'Berlin',
      row: -3,
      widths: { name: 5 },
    })
    expect(view).toEqual({
      sort: [],
      filters: [],
      q: 'Berlin',
      hidden: [],
      widths: {},
      row: undefined,
    })
  })

  it('keeps a valid multi-key sort and filter', () => {
    const view = datasetViewSchema.parse({
      sort: [
        { id: 'population', desc: true },
        { id: 'name', desc: false },
      ],
      filters: [{ property: 'state', operator: 'EQUALS', value: 'Bayern' }],
      row: 12,
    })
    expect(view.sort).toHaveLength(2)
    expect(view.filters[0]?.value).toBe('Bayern')
    expect(view.row).toBe(12)
  })
})

describe('toQueryParameters', () => {
  it('sends sort keys and orders of equal length, filters and projection', () => {
    expect(
      toQueryParameters(
        {
          sort: [
            { id: 'population', desc: true },
            { id: 'name', desc: false },
          ],
          filters: [{ property: 'state', operator: 'IS_NULL', value: 'ignored' }],
        },
        ['name', 'population'],
      ),
    ).toEqual({
      sort_keys: ['population', 'name'],
      sort_order: ['desc', 'asc'],
      filters: [{ property: 'state', operator: 'IS_NULL' }],
      project_fields: ['name', 'population'],
    })
  })

  it('is undefined for the plain view', () => {
    expect(toQueryParameters({ sort: [], filters: [] })).toBeUndefined()
  })
})

describe('filters by type', () => {
  it('offers comparisons for numbers and text operators for strings', () => {
    expect(operatorsFor('int')).toContain('GREATER_THAN')
    expect(operatorsFor('int')).not.toContain('CONTAINS')
    expect(operatorsFor('String')).toContain('STARTS_WITH')
    expect(operatorsFor('bool')).toEqual(['EQUALS', 'NOT_EQUALS', 'IS_NULL', 'IS_NOT_NULL'])
  })

  it('parses typed values and rejects what does not fit', () => {
    expect(parseFilterValue('int', 'GREATER_THAN', '100000')).toEqual({ value: 100000 })
    expect(parseFilterValue('float', 'LESS_THAN', '3,5')).toEqual({ value: 3.5 })
    expect(parseFilterValue('int', 'EQUALS', '1.5').error).toMatch(/whole number/)
    expect(parseFilterValue('int', 'EQUALS', 'abc').error).toMatch(/not a number/)
    expect(parseFilterValue('bool', 'EQUALS', 'true')).toEqual({ value: true })
    expect(parseFilterValue('String', 'IN', 'Bayern, Berlin')).toEqual({
      value: ['Bayern', 'Berlin'],
    })
    expect(parseFilterValue('int', 'IN', '1; 2')).toEqual({ value: [1, 2] })
    expect(parseFilterValue('String', 'IS_NULL', '')).toEqual({})
    expect(parseFilterValue('String', 'EQUALS', '').error).toBeDefined()
  })
})
