import { describe, expect, it } from 'vitest'
import { personView } from './person-record'

const ID = 'f'.repeat(32)

describe('personView', () => {
  it('reads names, month-only birth dates and the home location', () => {
    const view = personView.parse({
      fb_entity_id: ID,
      name: { given: 'Anna', family: 'Maier', maiden: 'Huber', aliases: ['Anni'] },
      birth_date: { value: '1970-06-01T00:00:00', is_month: true },
      locations: {
        home: {
          fb_entity_id: 'a'.repeat(32),
          entity_subtype: 'CITY_POSTAL_CODE',
          coordinate: { latitude: 48.1, longitude: 11.6 },
        },
      },
    })
    expect(view).toMatchObject({
      name: 'Anna Maier',
      maiden: 'Huber',
      aliases: ['Anni'],
      birthMonthOnly: true,
      birthDate: '1970-06-01T00:00:00',
    })
    expect(view.home?.coordinate).toEqual({ lat: 48.1, lon: 11.6 })
  })

  it('tolerates null birth date, missing home and a bare date string', () => {
    expect(
      personView.parse({
        fb_entity_id: ID,
        name: { given: 'B' },
        birth_date: null,
        locations: { home: null },
      }),
    ).toMatchObject({
      birthDate: null,
      birthMonthOnly: false,
      home: null,
      aliases: [],
    })
    expect(personView.parse({ fb_entity_id: ID, birth_date: '1980-01-02' }).birthDate).toBe(
      '1980-01-02',
    )
  })
})
