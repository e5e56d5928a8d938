import { describe, expect, it } from 'vitest'
import { industryLabel, organizationView, websiteHref } from './organization-record'

const ID = 'c'.repeat(32)

const record = {
  fb_entity_id: ID,
  fb_entity_version: 'd'.repeat(32),
  entity_type: 'ORGANIZATION',
  entity_subtype: 'CORPORATION',
  status: { active: true, status: 'ACTIVE', status_detail: null },
  name: 'Muster Maschinenbau GmbH',
  other_names: ['Muster GmbH', null],
  description: { registry: { de: 'Herstellung von Maschinen' } },
  address: {
    fb_entity_id: 'e'.repeat(32),
    entity_subtype: 'LOCALITY',
    coordinate: { latitude: 48.137, longitude: 11.575 },
    formatted_address: 'Marienplatz 1, 80331 München, Deutschland',
    address_components: [{ component_type: 'postal_code', component_value: '80331' }],
  },
  contact: { websites: { primary: 'muster.de' }, phone_numbers: { primary: '+49 89 1234' } },
  founding_date: '1999-05-01T00:00:00',
  cessation_date: null,
  classifications: {
    industry_codes: [
      { system: 'WZ2025', code: '28.11.0', label: { de: 'Maschinenbau', en: 'Machinery' } },
    ],
    legal_form: { code: 'GmbH', name: { de: 'Gesellschaft mit beschränkter Haftung' } },
  },
  legal: {
    registration_authority: {
      local: {
        registration_authority_name: 'München',
        registration_authority_entity_name: 'München HRB 271144',
        registration_type: 'HRB',
        registration_number: '271144',
      },
    },
  },
  source: { id: 'data_sources/1051122944' },
}

describe('organizationView', () => {
  it('maps the current record shape', () => {
    const view = organizationView.parse(record)
    expect(view).toMatchObject({
      id: ID,
      name: 'Muster Maschinenbau GmbH',
      status: { code: 'ACTIVE', active: true },
      legalForm: { code: 'GmbH' },
      register: {
        entityName: 'München HRB 271144',
        court: 'München',
        type: 'HRB',
        number: '271144',
      },
      contact: { website: 'muster.de', phone: '+49 89 1234', email: null },
      purpose: { de: 'Herstellung von Maschinen', en: null },
      otherNames: ['Muster GmbH'],
      source: '1051122944',
    })
    expect(view.address?.coordinate).toEqual({ lat: 48.137, lon: 11.575 })
    expect(view.address?.postalCode).toBe('80331')
    expect(view.industryCodes).toEqual([
      { system: 'WZ2025', code: '28.11.0', label: { de: 'Maschinenbau', en: 'Machinery' } },
    ])
    expect(industryLabel(view.industryCodes[0]!, 'en')).toBe('Machinery')
    expect(industryLabel(view.industryCodes[0]!, 'de')).toBe('Maschinenbau')
  })

  it('§9.7 reads industry_classifications, §9.1 a string status, §9.11 missing blocks', () => {
    const view = organizationView.parse({
      fb_entity_id: ID,
      name: 'Alt eG',
      status: 'DISSOLVED',
      classifications: {
        industry_classifications: [{ code: '01.11.0', label: { de: 'Getreideanbau' } }],
        legal_form: null,
      },
      legal: null,
      contact: null,
      address: null,
      registration_number: 12,
    })
    expect(view.industryCodes).toEqual([
      { system: null, code: '01.11.0', label: { de: 'Getreideanbau', en: null } },
    ])
    expect(industryLabel(view.industryCodes[0]!, 'en')).toBe('Getreideanbau')
    expect(view.status).toMatchObject({ code: 'DISSOLVED', active: false })
    expect(view.legalForm).toBeNull()
    expect(view.address).toBeNull()
    expect(view.register.entityName).toBeNull()
  })

  it('rejects a response that is not an organization', () => {
    expect(organizationView.safeParse({ detail: 'oops' }).success).toBe(false)
  })

  it('only links http(s) websites', () => {
    expect(websiteHref('muster.de')).toBe('https://muster.de/')
    expect(websiteHref('javascript:alert(1)')).toBeNull()
  })
})
