import { describe, expect, it } from 'vitest'
import {
  foldText,
  normalizeCity,
  normalizeName,
  normalizePostalCode,
  parseRegisterId,
  sameCity,
} from './normalize'
import { diceSimilarity, editDistance, nameSimilarity } from './similarity'

describe('normalizeName', () => {
  it.each([
    ['Bäckerei Huber GmbH', 'baeckerei huber', 'GmbH'],
    ['Bäckerei Huber Gesellschaft mit beschränkter Haftung', 'baeckerei huber', 'GmbH'],
    ['Baeckerei Huber Gesellschaft mit beschraenkter Haftung', 'baeckerei huber', 'GmbH'],
    ['Huber Bau GmbH & Co. Kommanditgesellschaft', 'huber bau', 'GmbH & Co. KG'],
    ['Huber Bau Kommanditgesellschaft', 'huber bau', 'KG'],
    ['Huber Handel offene Handelsgesellschaft', 'huber handel', 'OHG'],
    ['Huber Werke Europäische Gesellschaft', 'huber werke', 'SE'],
    ['Start Unternehmergesellschaft (haftungsbeschränkt)', 'start', 'UG (haftungsbeschränkt)'],
    ['Huber Handel eingetragener Kaufmann', 'huber handel', 'e.K.'],
    ['BAECKEREI HUBER G.m.b.H.', 'baeckerei huber', 'GmbH'],
    ['Huber Bau GmbH & Co. KG', 'huber bau', 'GmbH & Co. KG'],
    ['Huber Bau GmbH + Co KG', 'huber bau', 'GmbH & Co. KG'],
    ['Kaiser Wohnbau Aktiengesellschaft', 'kaiser wohnbau', 'AG'],
    ['Köhler Handel e.K.', 'koehler handel', 'e.K.'],
    ['Start UG (haftungsbeschränkt)', 'start', 'UG (haftungsbeschränkt)'],
    ['Sportverein Musterstadt e. V.', 'sportverein musterstadt', 'e.V.'],
    ['Großmann & Söhne', 'grossmann und soehne', null],
    ['Grossmann & Soehne', 'grossmann und soehne', null],
    ['GmbH', 'gmbh', null],
  ])('%s → %s (%s)', (input, core, legalForm) => {
    const name = normalizeName(input)
    expect(name.core).toBe(core)
    expect(name.legalForm).toBe(legalForm)
  })

  it('keeps the words as written for searching (ß and umlauts stay)', () => {
    expect(normalizeName('Großmann Bäckerei GmbH').words).toEqual(['großmann', 'bäckerei'])
  })

  it('folds case, umlauts as ae/oe/ue, ß as ss, other diacritics and punctuation', () => {
    expect(foldText('  Müller-Lüdenscheidt & Straße  ')).toBe('mueller luedenscheidt und strasse')
    expect(foldText('MUELLER')).toBe(foldText('Müller'))
    expect(foldText('Café Noël')).toBe('cafe noel')
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
    expect(normalizeCity('Cologne')).toBe('koeln')
    expect(normalizeCity('Koeln')).toBe(normalizeCity('Köln'))
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

  it('is 1 for the same name whatever the spelling of case, punctuation, umlauts and legal form', () => {
    expect(sim('Bäckerei Huber GmbH', 'BÄCKEREI HUBER G.m.b.H.')).toBe(1)
    expect(
      sim('Bäckerei Huber GmbH', 'Baeckerei Huber Gesellschaft mit beschränkter Haftung'),
    ).toBe(1)
  })

  it('is below 1 when a legal form is left off or differs', () => {
    expect(sim('Fischer Verlag', 'Fischer Verlag GmbH')).toBe(0.95)
    expect(sim('Fischer Verlag KG', 'Fischer Verlag GmbH')).toBe(0.9)
  })

  it('counts a one-letter typo as one edit (dropped, doubled, swapped or replaced letter)', () => {
    for (const typo of [
      'Möbelwerkstäten',
      'Möbelwerksttätten',
      'Möbelwerktsätten',
      'Möbelwerkstätten'.replace('k', 'r'),
    ])
      expect(sim('Möbelwerkstätten Becker GmbH', `${typo} Becker GmbH`), typo).toBeGreaterThan(0.9)
    expect(editDistance('hubre', 'huber')).toBe(1)
    expect(sim('Möbelwerkstätten Becker GmbH', 'Möbelwerkstäten Becker GmbH')).toBeLessThan(1)
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
