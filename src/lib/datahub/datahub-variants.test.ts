import { describe, expect, it } from 'vitest'
import { entityRef } from './entity-ref'
import { locationView, describeSubtype, zoomForSubtype } from './location'
import { organizationStatus, statusLabel } from './organization-status'
import { personSearchItem, sortRoles } from './person-search-item'
import { sourceKey } from './source'

const ID = 'a'.repeat(32)
const ORG = 'b'.repeat(32)

describe('§9.1 status: string in search, object on records', () => {
  it('reads the search string', () => {
    expect(organizationStatus.parse('LIQUIDATION')).toEqual({
      code: 'LIQUIDATION',
      active: false,
      detail: null,
    })
    expect(organizationStatus.parse('active')).toEqual({
      code: 'ACTIVE',
      active: true,
      detail: null,
    })
  })
  it('reads the record object', () => {
    expect(
      organizationStatus.parse({
        active: false,
        status: 'INSOLVENCY_PROCEEDINGS',
        status_detail: 'opened 2024',
      }),
    ).toEqual({
      code: 'INSOLVENCY_PROCEEDINGS',
      active: false,
      detail: 'opened 2024',
    })
  })
  it('derives a code from `active` alone and tolerates garbage', () => {
    expect(organizationStatus.parse({ active: true }).code).toBe('ACTIVE')
    expect(organizationStatus.parse(42)).toEqual({ code: null, active: null, detail: null })
    expect(statusLabel(organizationStatus.parse(null))).toBe('Status unknown')
  })
})

describe('§9.2 source reference', () => {
  it.each([
    [{ source_key: '1051122944' }],
    [{ source_id: '1051122944' }],
    [{ source: { id: 'data_sources/1051122944' } }],
  ])('reads %j', (raw) => expect(sourceKey(raw)).toBe('1051122944'))
})

describe('§9.3 English and local state and country names', () => {
  const components = (state: string, country: string) => ({
    fb_entity_id: ID,
    address_components: [
      { component_type: 'city', component_value: 'München' },
      { component_type: 'state', component_value: state },
      { component_type: 'country', component_value: country },
    ],
  })
  it.each([
    ['Bavaria', 'Germany'],
    ['Bayern', 'DEU'],
  ])('maps %s / %s to Bayern / DEU', (state, country) => {
    const view = locationView.parse(components(state, country))
    expect(view.state).toBe('Bayern')
    expect(view.country).toBe('DEU')
    expect(view.city).toBe('München')
  })
})

describe('§9.5 network endpoint names', () => {
  it('reads display_name or attributes.display_name.en', () => {
    expect(
      entityRef.parse({ fb_entity_id: ID, entity_type: 'PERSON', display_name: 'Anna Maier' }).name,
    ).toBe('Anna Maier')
    expect(
      entityRef.parse({ fb_entity_id: ID, attributes: { display_name: { en: 'Old GmbH' } } }),
    ).toEqual({
      id: ID,
      type: null,
      name: 'Old GmbH',
    })
    expect(entityRef.safeParse({ fb_entity_id: 'nope' }).success).toBe(false)
  })
})

describe('§9.11 missing subtype and nulls on locations', () => {
  it('keeps a record without subtype, coordinate or components readable', () => {
    const view = locationView.parse({
      fb_entity_id: ID,
      formatted_address: 'Somewhere',
      coordinate: null,
      elevation: null,
    })
    expect(view).toMatchObject({
      subtype: null,
      coordinate: null,
      components: [],
      formattedAddress: 'Somewhere',
    })
    expect(describeSubtype(view.subtype)).toMatch(/not recorded/)
    expect(zoomForSubtype('LOCALITY')).toBeGreaterThan(zoomForSubtype('COUNTY'))
  })
  it('reads coordinates and rejects out-of-range ones', () => {
    expect(
      locationView.parse({ coordinate: { latitude: 48.1, longitude: 11.5 } }).coordinate,
    ).toEqual({ lat: 48.1, lon: 11.5 })
    expect(
      locationView.parse({ coordinate: { latitude: 123, longitude: 11.5 } }).coordinate,
    ).toBeNull()
  })
})

describe('person search items', () => {
  it('reads inline roles, active first', () => {
    const item = personSearchItem.parse({
      entity_type: 'PERSON',
      source_id: '1051122944',
      score: 3.2,
      entity: {
        fb_entity_id: ID,
        name: { given: 'Anna', family: 'Maier' },
        locations: { home: { formatted_address: '80331 München' } },
        relations: {
          ORGANIZATION: [
            {
              label: 'PROKURIST',
              entity_to: { fb_entity_id: ORG, display_name: 'Old AG' },
              meta: { start_date: '2001-01-01', end_date: '2005-01-01' },
            },
            {
              label: 'MANAGING_DIRECTOR',
              entity_to: { fb_entity_id: ORG, display_name: 'Maier GmbH' },
              meta: { start_date: '2010-01-01' },
            },
            { label: 'BROKEN', entity_to: null },
          ],
        },
      },
    })
    expect(item.name).toBe('Anna Maier')
    expect(item.source).toBe('1051122944')
    expect(item.roles).toHaveLength(2)
    expect(sortRoles(item.roles).map((role) => role.label)).toEqual([
      'MANAGING_DIRECTOR',
      'PROKURIST',
    ])
  })
})
