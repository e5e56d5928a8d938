import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { FtmWriter } from './ftm'
import { validateFtm, type FtmModel } from './ftm-validate'

const require = createRequire(import.meta.url)
/** The model as FollowTheMoney publishes it (the npm package `@alephdata/followthemoney`). */
const model = JSON.parse(
  readFileSync(require.resolve('@alephdata/followthemoney/dist/defaultModel.json'), 'utf8'),
) as FtmModel

const SOURCE = {
  publisher: 'Data Hub (data_sources/1051122944)',
  url: 'http://127.0.0.1:8080/organizations/0123456789abcdef0123456789abcdef',
  retrievedAt: '2026-11-28T03:14:05.120Z',
}
const company = (id: string, name: string) => ({ id, type: 'ORGANIZATION' as const, name })
const person = (id: string, name: string) => ({ id, type: 'PERSON' as const, name })

function sample() {
  const writer = new FtmWriter(SOURCE)
  writer.organization({
    id: '0123456789abcdef0123456789abcdef',
    name: 'Müller Maschinenbau GmbH',
    legalForm: 'GmbH',
    registerId: 'München HRB 271144',
    status: 'ACTIVE',
    foundingDate: '1998-04-01T00:00:00+00:00',
    cessationDate: null,
    website: 'https://mueller.example',
    address: {
      id: 'aa',
      full: 'Leopoldstraße 12, 80802 München, Deutschland',
      street: 'Leopoldstraße 12',
      postalCode: '80802',
      city: 'München',
      country: 'DEU',
      lat: 48.16,
      lon: 11.58,
    },
  })
  writer.organization({ id: 'bb', name: 'Förderverein e.V.', legalForm: 'e.V.' })
  writer.link({
    kind: 'ownership',
    holder: person('cc', 'Anna Schäfer'),
    target: company('0123456789abcdef0123456789abcdef', 'Müller Maschinenbau GmbH'),
    percentage: 60,
    nominalEur: 15000,
    startDate: '2015-01-01',
  })
  writer.link({
    kind: 'ownership',
    holder: company('dd', 'Holding AG'),
    target: company('0123456789abcdef0123456789abcdef', 'Müller Maschinenbau GmbH'),
    percentage: null,
  })
  writer.link({
    kind: 'directorship',
    holder: person('cc', 'Anna Schäfer'),
    target: company('0123456789abcdef0123456789abcdef', 'Müller Maschinenbau GmbH'),
    role: 'Geschäftsführerin',
    startDate: '2015-01-01',
    endDate: '2020-06-30',
  })
  return writer
}

describe('FollowTheMoney export', () => {
  it('is valid against the published FtM model: schemata, properties, types, references', () => {
    const lines = sample().lines()
    expect(validateFtm(model, lines)).toEqual([])
    expect(new Set(lines.map((entity) => entity.schema))).toEqual(
      new Set(['Address', 'Company', 'Organization', 'Person', 'Ownership', 'Directorship']),
    )
  })

  it('keys entities by their Data Hub IDs and stamps the source and retrieval date on each', () => {
    const lines = sample().lines()
    expect(
      lines.find((entity) => entity.schema === 'Company' && entity.properties.registrationNumber),
    ).toMatchObject({
      id: 'datahub-0123456789abcdef0123456789abcdef',
      properties: { idNumber: ['0123456789abcdef0123456789abcdef'], jurisdiction: ['de'] },
    })
    for (const entity of lines) {
      expect(entity.properties.publisher).toEqual([SOURCE.publisher])
      expect(entity.properties.retrievedAt).toEqual(['2026-11-28T03:14:05'])
      expect(entity.properties.sourceUrl).toEqual([SOURCE.url])
    }
    // The same export twice gives the same IDs: a second file merges into the first.
    expect(sample().toJsonLines()).toBe(sample().toJsonLines())
  })

  it('catches what the model forbids', () => {
    const problems = validateFtm(model, [
      { id: 'x', schema: 'Thing', properties: { name: ['x'] } },
      {
        id: 'y',
        schema: 'Company',
        properties: { name: ['y'], shoeSize: ['9'], incorporationDate: ['soon'] },
      },
      { id: 'z', schema: 'Ownership', properties: { owner: ['nobody'], asset: ['y'] } },
    ])
    expect(problems).toEqual([
      'x (Thing): abstract schema',
      'y (Company): unknown property shoeSize',
      'y (Company): incorporationDate = soon is not a valid date',
      'z (Ownership): owner points at nobody, which is not in the file',
    ])
  })
})
