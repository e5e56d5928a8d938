import { describe, expect, it } from 'vitest'
import { columnKind } from './dataset-queries'

describe('columnKind', () => {
  it.each([
    ['year', 'int', 'year'],
    ['year', 'int', null],
    ['fiscal_year', 'int', null],
    ['geonames_id', 'int', 'identifier'],
    ['organization_id', 'String', null],
    ['postal_code', 'String', 'postal_code'],
    ['plz', 'int', null],
    ['industry_code', 'String', 'industry_code'],
    ['register_number', 'int', null],
    ['municipality_key', 'int', null],
  ] as const)('reads %s (%s, %s) as a code', (name, type, semantic) => {
    expect(columnKind(name, type, semantic)).toBe('code')
  })

  it.each([
    ['population', 'int', null, 'integer'],
    ['revenue_eur', 'float', null, 'decimal'],
    ['employees', 'int', 'count', 'integer'],
    ['founding_date', 'Date', 'date', 'date'],
    ['is_consolidated', 'bool', null, 'boolean'],
    ['identity', 'String', null, 'text'],
  ] as const)('reads %s (%s, %s) as %s', (name, type, semantic, kind) => {
    expect(columnKind(name, type, semantic)).toBe(kind)
  })
})
