import { describe, expect, it } from 'vitest'
import { parseKpis } from '@/lib/datahub/kpis'
import { readRoleLists } from '@/lib/datahub/roles'
import { paidSources, readKpiFacts, readRepresentatives, readRecordFacts } from './enrichment'

const ORG = 'ab'.repeat(16)
const PERSON = 'cd'.repeat(16)

/** The management slice read as its tab reads it (the model the matcher is given). */
const managementOf = (value: unknown) =>
  readRoleLists(value, { selfId: ORG, farType: 'PERSON', fallbackEnd: 'from' })

describe('enrichment readers', () => {
  it('names the sources the chosen columns need, each once', () => {
    expect(paidSources(['registerId', 'status'])).toEqual([])
    expect(paidSources(['website', 'address', 'managingDirectors', 'coordinates'])).toEqual([
      'record',
      'management',
    ])
  })

  it('reads the record (§5.1): legal form, address, coordinates, founding date, website, version', () => {
    expect(
      readRecordFacts({
        fb_entity_id: ORG,
        fb_entity_version: 'ab'.repeat(16),
        name: 'Huber GmbH',
        founding_date: '2001-05-03T00:00:00+00:00',
        classifications: { legal_form: { code: 'GmbH', name: { de: 'Gesellschaft mbH' } } },
        contact: { websites: { primary: 'huber.example' } },
        address: {
          fb_entity_id: 'ef'.repeat(16),
          coordinate: { latitude: 51.05, longitude: 13.74 },
          address_components: [
            { component_type: 'street', component_value: 'Weg' },
            { component_type: 'house_number', component_value: '1' },
            { component_type: 'postal_code', component_value: '01067' },
            { component_type: 'city', component_value: 'Dresden' },
          ],
          formatted_address: 'Weg 1, 01067 Dresden',
        },
      }),
    ).toEqual({
      legalForm: 'GmbH',
      street: 'Weg 1',
      postalCode: '01067',
      city: 'Dresden',
      latitude: 51.05,
      longitude: 13.74,
      foundingDate: '2001-05-03',
      website: 'huber.example',
      version: 'ab'.repeat(16),
    })
  })

  it('reads the latest year with key figures (§7 (d)), null when there are none', () => {
    expect(
      readKpiFacts(
        parseKpis([
          { year: 2022, revenue: 100, employees_estimate: 3, net_income: 5 },
          { year: 2023, revenue: 120, employees_estimate: 4, net_income: null },
          { year: 2024, revenue: null, employees_estimate: null, net_income: null },
        ]),
      ),
    ).toEqual({ fiscalYear: 2023, revenue: 120, employees: 4, netIncome: null })
    expect(readKpiFacts(null)).toEqual({
      fiscalYear: null,
      revenue: null,
      employees: null,
      netIncome: null,
    })
  })

  it('reads current managing directors from the split shape and from link records (§9 (14))', () => {
    expect(
      readRepresentatives(
        managementOf({
          current: [
            {
              fb_entity_id: PERSON,
              entity_type: 'PERSON',
              display_name: 'Anna Huber',
              label: 'MANAGING_DIRECTOR',
            },
            {
              fb_entity_id: 'ee'.repeat(16),
              entity_type: 'PERSON',
              display_name: 'Bo Prokura',
              label: 'PROKURIST',
            },
          ],
          past: [
            {
              fb_entity_id: 'ff'.repeat(16),
              entity_type: 'PERSON',
              display_name: 'Old',
              label: 'MANAGING_DIRECTOR',
              end_date: '2020-01-01',
            },
          ],
        }),
        'GmbH',
      ),
    ).toEqual({ role: 'MANAGING_DIRECTOR', names: ['Anna Huber'] })
    expect(
      readRepresentatives(
        managementOf([
          {
            label: 'MANAGING_DIRECTOR',
            entity_from: {
              fb_entity_id: PERSON,
              entity_type: 'PERSON',
              attributes: { display_name: { en: 'Anna Huber' } },
            },
            entity_to: {
              fb_entity_id: ORG,
              entity_type: 'ORGANIZATION',
              display_name: 'Huber GmbH',
            },
            meta: { start_date: '2019-01-01', end_date: null },
          },
        ]),
        'GmbH',
      ),
    ).toEqual({ role: 'MANAGING_DIRECTOR', names: ['Anna Huber'] })
    expect(readRepresentatives(managementOf(null), 'GmbH')).toEqual({ role: null, names: [] })
  })

  it('names the representatives the legal form defines: board for an AG, general partner for a KG', () => {
    const person = (id: string, name: string, label: string) => ({
      fb_entity_id: id.repeat(32),
      entity_type: 'PERSON',
      display_name: name,
      label,
    })
    const management = {
      current: [
        person('1', 'Vera Vorstand', 'BOARD_MEMBER'),
        person('2', 'Kai Komplementär', 'FULLY_LIABLE_PARTNER'),
        person('3', 'Gina Geschäftsführerin', 'MANAGING_DIRECTOR'),
        person('4', 'Aura Aufsicht', 'SUPERVISORY_BOARD_MEMBER'),
      ],
      past: [],
    }
    expect(readRepresentatives(managementOf(management), 'AG')).toEqual({
      role: 'BOARD_MEMBER',
      names: ['Vera Vorstand'],
    })
    expect(readRepresentatives(managementOf(management), 'KG').names).toEqual(['Kai Komplementär'])
    expect(readRepresentatives(managementOf(management), 'GmbH & Co. KG').role).toBe(
      'FULLY_LIABLE_PARTNER',
    )
    expect(readRepresentatives(managementOf(management), 'GmbH').names).toEqual([
      'Gina Geschäftsführerin',
    ])
    // Unknown legal form: the most common representing role.
    expect(readRepresentatives(managementOf(management), null).role).toBe('MANAGING_DIRECTOR')
    const liquidating = {
      current: [...management.current, person('5', 'Lia Liquidatorin', 'LIQUIDATOR')],
      past: [],
    }
    expect(readRepresentatives(managementOf(liquidating), 'AG').names).toEqual(['Lia Liquidatorin'])
  })
})
