import { describe, expect, it } from 'vitest'
import {
  foldText,
  normalizeCity,
  normalizeName,
  normalizePostalCode,
  parseRegisterId,
  sameCity,
} from './normalize'
import { diceSimilarity, nameSimilarity } from './similarity'

describe('normalizeName', () => {
  it.each([
    ['Bäckerei Huber GmbH', 'backerei huber', 'GmbH'],
    ['BAECKEREI HUBER G.m.b.H.', 'baeckerei huber', 'GmbH'],
    ['Huber Bau GmbH & Co. KG', 'huber bau', 'GmbH & Co. KG'],
    ['Huber Bau GmbH + Co KG', 'huber bau', 'GmbH & Co. KG'],
    ['Kaiser Wohnbau Aktiengesellschaft', 'kaiser wohnbau', 'AG'],
    ['Köhler Handel e.K.', 'kohler handel', 'e.K.'],
    ['Start UG (haftungsbeschränkt)', 'start', 'UG (haftungsbeschränkt)'],
    ['Sportverein Musterstadt e. V.', 'sportverein musterstadt', 'e.V.'],
    ['Großmann & Söhne', 'grossmann und sohne', null],
    ['GmbH', 'gmbh', null],
  ])('%s → %s (%s)', (input, core, legalForm) => {
    const name = normalizeName(input)
    expect(name.core).toBe(core)
    expect(name.legalForm).toBe(legalForm)
  })

  it('keeps the words as written for searching (ß and umlauts stay)', () => {
    expect(normalizeName('Großmann Bäckerei GmbH').words).toEqual(['großmann', 'bäckerei'])
  })

  it('folds case, diacritics, ß and punctuation', () => {
    expect(foldText('  Müller-Lüdenscheidt & Straße  ')).toBe('muller ludenscheidt und strasse')
  })
})

describe('postal codes, cities and register IDs', () => {
  it('gives a postal code its leading zero back (spreadsheets drop it)', () => {
    expect(normalizePostalCode('1067')).toBe('01067')
    expect(normalizePostalCode(' 80331 ')).toBe('80331')
    expect(normalizePostalCode('D-80331')).toBe('80331')
    expect(normalizePostalCode('123')).toBeNull()
    expect(normalizePostalCode(null)).toBeNull()
  })

  it('reads English city names of search results as the German ones', () => {
    expect(normalizeCity('Munich')).toBe(normalizeCity('München'))
    expect(normalizeCity('Cologne')).toBe('koln')
    expect(sameCity(normalizeCity('Frankfurt')!, normalizeCity('Frankfurt am Main')!)).toBe(true)
    expect(sameCity('berlin', 'bernau')).toBe(false)
  })

  it.each([
    ['HRB 12345', { court: null, type: 'HRB', number: '12345' }],
    ['München HRB 271144', { court: 'München', type: 'HRB', number: '271144' }],
    ['Amtsgericht München, HRB 012345 B', { court: 'München', type: 'HRB', number: '12345' }],
    ['hra4711', { court: null, type: 'HRA', number: '4711' }],
    ['Stendal GnR 12', { court: 'Stendal', type: 'GnR', number: '12' }],
  ])('parses the register ID %s', (input, expected) => {
    expect(parseRegisterId(input)).toEqual(expected)
  })

  it('finds no register ID in other text', () => {
    expect(parseRegisterId('Bäckerei Huber')).toBeNull()
    expect(parseRegisterId('')).toBeNull()
  })
})

describe('name similarity', () => {
  const sim = (a: string, b: string) => nameSimilarity(normalizeName(a), normalizeName(b))

  it('is 1 for the same name whatever the spelling of case, punctuation and legal form', () => {
    expect(sim('Bäckerei Huber GmbH', 'BÄCKEREI HUBER G.m.b.H.')).toBe(1)
  })

  it('stays high for a typo and drops for another company', () => {
    expect(sim('Möbelwerkstätten Becker GmbH', 'Möbelwerkstäten Becker GmbH')).toBeGreaterThan(0.9)
    expect(sim('Huber Bau GmbH', 'Bau Huber GmbH')).toBeGreaterThan(0.8)
    expect(sim('Huber Bau GmbH', 'Schmidt Logistik GmbH')).toBeLessThan(0.3)
    expect(sim('Huber Bau', 'Huber Bau Nord')).toBeLessThan(sim('Huber Bau', 'Huber Bau'))
  })

  it('Dice is symmetric and bounded', () => {
    expect(diceSimilarity('abc', 'abd')).toBeCloseTo(diceSimilarity('abd', 'abc'))
    expect(diceSimilarity('', 'x')).toBe(0)
  })
})
