import { describe, expect, it } from 'vitest'
import { countActiveFilters, toApiFilters } from './organization-api-filters'
import { STATUSES, isFilterStatus, organizationFilterSchema } from './organization-filters'

describe('organization filters', () => {
  it('normalises malformed URL values to undefined instead of failing', () => {
    const parsed = organizationFilterSchema.parse({
      register_type: 'HRB',
      postal_code: 80331,
      revenue_min: 'abc',
      employees_max: '250',
      radius_km: 500,
      city: '',
    })
    expect(parsed).toMatchObject({
      register_type: 'HRB',
      postal_code: '80331',
      revenue_min: undefined,
      employees_max: 250,
      radius_km: undefined,
      city: undefined,
    })
  })

  it('sends only the documented status filter values; a link keeps another to be told (§4.1)', () => {
    expect(STATUSES).toEqual(['ACTIVE', 'INACTIVE', 'DISSOLVED', 'MERGED'])
    for (const status of STATUSES) {
      expect(isFilterStatus(status)).toBe(true)
      expect(toApiFilters(organizationFilterSchema.parse({ status }))).toEqual({ status })
    }
    for (const status of ['LIQUIDATION', 'INSOLVENCY_PROCEEDINGS', 'LIQUIDATED', 'NOPE']) {
      const parsed = organizationFilterSchema.parse({ status, city: 'München' })
      // Kept, so the page can say the search cannot filter by it; never sent, never counted.
      expect(parsed.status).toBe(status)
      expect(isFilterStatus(parsed.status)).toBe(false)
      expect(toApiFilters(parsed)).toEqual({ city: 'München' })
      expect(countActiveFilters(parsed)).toBe(1)
    }
    expect(organizationFilterSchema.parse({ status: 'insolvency_proceedings' }).status).toBe(
      'INSOLVENCY_PROCEEDINGS',
    )
    expect(organizationFilterSchema.parse({ status: '' }).status).toBeUndefined()
    expect(organizationFilterSchema.parse({ status: 'X'.repeat(41) }).status).toBeUndefined()
  })

  it('keeps leading zeros of postal codes that the router read as numbers', () => {
    expect(organizationFilterSchema.parse({ postal_code: 1067 }).postal_code).toBe('01067')
    expect(organizationFilterSchema.parse({ postal_code: 12 }).postal_code).toBeUndefined()
  })

  it('builds the §4.1 filters object', () => {
    const filters = organizationFilterSchema.parse({
      status: 'ACTIVE',
      legal_form: 'GmbH',
      court: 'München',
      state: 'Bayern',
      industry_code: '28.11.0',
      size: 'small',
      revenue_min: 1_000_000,
      revenue_max: 5_000_000,
      equity_ratio_min: 0.2,
      near_lat: 48.1,
      near_lon: 11.5,
    })
    expect(toApiFilters(filters)).toEqual({
      status: 'ACTIVE',
      legal_form_code: 'GmbH',
      registration_authority_name: 'München',
      state: 'Bayern',
      industry_code: '28.11.0',
      bs_company_size_category: 'small',
      financial_filters: {
        pl_revenue: { gte: 1_000_000, lte: 5_000_000 },
        bs_equity_ratio: { gte: 0.2 },
      },
      location_coordinates: { lat: 48.1, lon: 11.5 },
      location_max_distance_km: 10,
    })
    expect(countActiveFilters(filters)).toBe(9)
  })

  it('sends no filters when none is set', () => {
    expect(toApiFilters(organizationFilterSchema.parse({}))).toBeUndefined()
  })
})
