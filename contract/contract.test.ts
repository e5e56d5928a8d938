import { ENTITY_PAGES, ENTITY_TYPES, entityOfPagePath, isEntityType } from './entity-types'
import { RELATIONS, relationKey, relationOf } from './relations'
import { entityRecordPath, relationResolvePath } from './requests'

describe('the contract', () => {
  it('finds a relation by entity type and label, also where a label exists for two types', () => {
    expect(relationKey('ORGANIZATION', 'MANAGEMENT')).toBe('5906082026')
    expect(relationKey('ORGANIZATION', 'PUBLICATIONS')).toBe('5990427555')
    expect(relationKey('PERSON', 'PUBLICATIONS')).toBe('5990434853')
    expect(relationOf('LOCATION', 'NEARBY_ORGANIZATIONS').types).toEqual([
      'ORGANIZATION',
      'LOCATION',
    ])
  })

  it('publishes each key once, and each label once per entity type', () => {
    expect(new Set(RELATIONS.map((relation) => relation.key)).size).toBe(RELATIONS.length)
    for (const type of ENTITY_TYPES) {
      const labels = RELATIONS.filter((relation) =>
        (relation.types as readonly string[]).includes(type),
      ).map((relation) => relation.label)
      expect(new Set(labels).size).toBe(labels.length)
    }
  })

  it('reads an entity page path back into its record type and ID', () => {
    for (const type of ENTITY_TYPES) {
      const path = ENTITY_PAGES[type].replace('$id', 'abc')
      expect(entityOfPagePath(path)).toEqual({ type: type.toLowerCase(), id: 'abc' })
      expect(entityOfPagePath(`${path}/`)).toEqual({ type: type.toLowerCase(), id: 'abc' })
    }
    expect(entityOfPagePath('/datasets/abc')).toBeNull()
    expect(entityOfPagePath('/organizations/abc/more')).toBeNull()
    expect(isEntityType('organization')).toBe(false)
  })

  it('builds request paths with the ID encoded', () => {
    expect(entityRecordPath('person', 'a/b')).toBe('/entities/person/get/a%2Fb')
    expect(relationResolvePath('5906082026', 'x y')).toBe('/relation/resolve/5906082026/x%20y')
  })
})
