import { describe, expect, it } from 'vitest'
import { catalogueKey, keyField } from './catalogue-key'
import { readCoordinate } from './coordinate'
import { entityName } from './entity-name'

describe('the one name, coordinate and key readers', () => {
  it('reads display_name first, then older attributes, then a record name in every form', () => {
    expect(entityName({ display_name: 'Shown GmbH', name: 'Registered GmbH' })).toBe('Shown GmbH')
    expect(entityName({ attributes: { display_name: { en: 'Anna Huber' } } })).toBe('Anna Huber')
    expect(entityName({ name: 'Huber GmbH' })).toBe('Huber GmbH')
    expect(entityName({ name: { given: 'Anna', family: 'Huber' } })).toBe('Anna Huber')
    expect(entityName({ display_name: ' ', name: null })).toBeNull()
  })

  it('reads both coordinate spellings and refuses what is off the globe', () => {
    expect(readCoordinate({ latitude: 48.1, longitude: 11.5 })).toEqual({ lat: 48.1, lon: 11.5 })
    expect(readCoordinate({ lat: '48.1', lng: 11.5 })).toEqual({ lat: 48.1, lon: 11.5 })
    expect(readCoordinate({ lat: 91, lon: 0 })).toBeNull()
    expect(readCoordinate({ lat: 48 })).toBeNull()
  })

  it('reads key, then _key, then the long id', () => {
    expect(keyField({ key: 5, _key: '6' })).toBe('5')
    expect(keyField({ _key: '6', id: 'data_streams/7' })).toBe('6')
    expect(catalogueKey({ id: 'relations/7' })).toBe('7')
    expect(catalogueKey(null)).toBeNull()
  })
})
