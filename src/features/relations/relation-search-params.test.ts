import { relationSearchSchema } from './relation-search-params'

describe('relationSearchSchema', () => {
  it('keeps valid values and coerces numeric strings', () => {
    expect(
      relationSearchSchema.parse({
        tab: 'news',
        year: '2023',
        doc: 'Konzernabschluss',
        depth: 3,
        radius: '10',
      }),
    ).toEqual({
      tab: 'news',
      year: 2023,
      doc: 'Konzernabschluss',
      depth: 3,
      radius: 10,
    })
  })

  it('degrades every bad value to undefined instead of failing', () => {
    expect(
      relationSearchSchema.parse({ tab: '', year: 'soon', doc: 'Bilanz', depth: 7, radius: 0 }),
    ).toEqual({
      tab: undefined,
      year: undefined,
      doc: undefined,
      depth: undefined,
      radius: undefined,
    })
    expect(relationSearchSchema.parse({ depth: 1.5, radius: 26 })).toMatchObject({
      depth: undefined,
      radius: undefined,
    })
  })

  it('accepts an empty search', () => {
    expect(relationSearchSchema.parse({})).toEqual({})
  })
})
