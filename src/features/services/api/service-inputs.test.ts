import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { formValues, requestInputs, samplePlaceholder, urlInputs } from './service-inputs'
import { serviceSearchSchema } from './service-search-params'
import type { ServiceInputDefinition } from './service-schemas'

// The wording is Lingui's (the logic project has no component setup): English, as in the app.
beforeAll(() => activateLocale('en'))

const definitions: ServiceInputDefinition[] = [
  {
    name: 'entity_name',
    type: 'string',
    description: null,
    sample: { value: 'Muster GmbH' },
    required: true,
  },
  { name: 'limit', type: 'integer', description: null, sample: { value: 5 }, required: false },
  { name: 'radius', type: 'float', description: null, sample: null, required: false },
  { name: 'strict', type: 'boolean', description: null, sample: null, required: false },
]

describe('service inputs', () => {
  it('reads typed inputs from the URL and tolerates garbage', () => {
    expect(serviceSearchSchema.parse({ inputs: { limit: 5, entity_name: 'A' } }).inputs).toEqual({
      limit: 5,
      entity_name: 'A',
    })
    expect(serviceSearchSchema.parse({ inputs: 'nope' }).inputs).toEqual({})
  })

  it('shows URL values in the form', () => {
    expect(formValues(definitions, { entity_name: 'A', limit: 5, strict: true })).toEqual({
      entity_name: 'A',
      limit: '5',
      radius: '',
      strict: true,
    })
  })

  it('sends declared types and leaves empty fields out', () => {
    expect(
      requestInputs(definitions, { entity_name: ' A ', limit: '7', radius: '2.5', strict: false }),
    ).toEqual({
      entity_name: 'A',
      limit: 7,
      radius: 2.5,
      strict: false,
    })
    expect(
      requestInputs(definitions, { entity_name: '', limit: 'x', radius: '', strict: true }),
    ).toEqual({ limit: 'x', strict: true })
  })

  it('keeps only filled-in values in the URL and shows samples as placeholders', () => {
    expect(
      urlInputs(definitions, { entity_name: 'A', limit: '', radius: '', strict: false }),
    ).toEqual({ entity_name: 'A' })
    expect(samplePlaceholder(definitions[0]!)).toBe('e.g. Muster GmbH')
    expect(samplePlaceholder(definitions[2]!)).toBeUndefined()
  })
})
