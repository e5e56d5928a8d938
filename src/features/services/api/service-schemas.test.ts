import { describe, expect, it } from 'vitest'
import { parseService, toInputType } from './service-schemas'

describe('service schemas', () => {
  it('finds the service key in `_key`, `key`, the long id or the key asked for (§9.15)', () => {
    expect(parseService({ _key: '4658603456' }, 'x').serviceKey).toBe('4658603456')
    expect(parseService({ key: 4658603456 }, 'x').serviceKey).toBe('4658603456')
    expect(parseService({ id: 'services/4658603456' }, 'x').serviceKey).toBe('4658603456')
    expect(parseService({ name: { en: 'Web context' } }, '4658603456').serviceKey).toBe(
      '4658603456',
    )
  })

  it('reads input types in any casing and with synonyms (§9.16)', () => {
    expect(['String', 'STR', 'text'].map(toInputType)).toEqual(['string', 'string', 'string'])
    expect(['Integer', 'INT'].map(toInputType)).toEqual(['integer', 'integer'])
    expect(['double', 'Number', 'FLOAT'].map(toInputType)).toEqual(['float', 'float', 'float'])
    expect(['Boolean', 'bool'].map(toInputType)).toEqual(['boolean', 'boolean'])
    expect(toInputType('Geometry')).toBe('string')
    const service = parseService(
      {
        _key: '1',
        service_input_definition: [
          { name: 'limit', type: 'Integer', required: true },
          { name: 'exact', type: 'BOOLEAN' },
        ],
      },
      '1',
    )
    expect(service.service_input_definition.map((input) => input.type)).toEqual([
      'integer',
      'boolean',
    ])
  })
})
