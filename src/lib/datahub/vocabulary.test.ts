import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { distressOf, organizationStatus, statusLabel } from './organization-status'
import {
  countryName,
  germanTerm,
  humanizeCode,
  localizeAddress,
  locationLevelName,
  placeName,
} from './vocabulary'

afterEach(async () => {
  await activateLocale('en')
})

describe('countryName', () => {
  it('names alpha-3 codes (records), alpha-2 codes and names (search results) per language', () => {
    expect(countryName('DEU', 'en')).toBe('Germany')
    expect(countryName('DEU', 'de')).toBe('Deutschland')
    expect(countryName('deu', 'en')).toBe('Germany')
    expect(countryName('AUT', 'de')).toBe('Österreich')
    expect(countryName('CH', 'en')).toBe('Switzerland')
    expect(countryName('Germany', 'de')).toBe('Deutschland')
    expect(countryName('Deutschland', 'en')).toBe('Germany')
  })

  it('shows a code it cannot name as delivered, and nothing as null', () => {
    expect(countryName('XYZ', 'en')).toBe('XYZ')
    expect(countryName(null, 'en')).toBeNull()
    expect(countryName('', 'en')).toBeNull()
  })
})

describe('placeName and localizeAddress', () => {
  it('gives cities and states one name per language, whichever language the data used', () => {
    expect(placeName('München', 'en')).toBe('Munich')
    expect(placeName('Munich', 'de')).toBe('München')
    expect(placeName('Bavaria', 'de')).toBe('Bayern')
    expect(placeName('Bayern', 'en')).toBe('Bavaria')
    expect(placeName('Baden-Wurttemberg', 'de')).toBe('Baden-Württemberg')
    expect(placeName('Gaggenau', 'en')).toBe('Gaggenau')
  })

  it('renames the city after the postal code and whole parts only, never a street', () => {
    expect(localizeAddress('Kölner Straße 3, 50667 Köln, Deutschland', 'en')).toBe(
      'Kölner Straße 3, 50667 Cologne, Germany',
    )
    expect(localizeAddress('Leopoldstraße 12, 80802 Munich, Germany', 'de')).toBe(
      'Leopoldstraße 12, 80802 München, Deutschland',
    )
    expect(localizeAddress('Rastatt, 76437 Rastatt, Baden-Württemberg, Germany', 'en')).toBe(
      'Rastatt, 76437 Rastatt, Baden-Württemberg, Germany',
    )
    expect(localizeAddress('Bayern, Deutschland', 'en')).toBe('Bavaria, Germany')
  })
})

describe('locationLevelName', () => {
  it('words the statistical levels in the interface language', async () => {
    expect(locationLevelName('ADR')).toBe('Address')
    expect(locationLevelName('KRE')).toBe('District (Kreis)')
    expect(locationLevelName('plz')).toBe('Postal-code area')
    expect(locationLevelName(null)).toBeNull()
    await activateLocale('de')
    expect(locationLevelName('KRE')).toBe('Kreis')
    expect(locationLevelName('GEM')).toBe('Gemeinde')
  })

  it('leaves a level it does not know as delivered rather than guess', () => {
    expect(locationLevelName('XYZ')).toBe('XYZ')
  })
})

describe('germanTerm', () => {
  it('translates known German statistics and register terms in English, keeping the original', () => {
    expect(germanTerm('Straftaten insgesamt', 'en')).toEqual({
      text: 'All offences',
      german: 'Straftaten insgesamt',
    })
    expect(germanTerm('Wohnungseinbruchdiebstahl', 'en').text).toBe('Domestic burglary')
    expect(germanTerm('Gesellschafterliste', 'en').text).toBe('List of shareholders')
  })

  it('keeps the German term in German and an unknown term as delivered', () => {
    expect(germanTerm('Diebstahl', 'de')).toEqual({ text: 'Diebstahl', german: null })
    expect(germanTerm('Unbekannte Kategorie', 'en')).toEqual({
      text: 'Unbekannte Kategorie',
      german: null,
    })
  })
})

describe('status words and distress', () => {
  it('words every status, the documented and the others, without SNAKE_CASE', () => {
    const label = (code: string) => statusLabel(organizationStatus.parse(code))
    expect(label('INSOLVENCY_PROCEEDINGS')).toBe('Insolvency proceedings')
    expect(label('LIQUIDATED')).toBe('Liquidated')
    expect(label('UNKNOWN')).toBe('Status unknown')
    expect(label('SOME_NEW_STATUS')).toBe('Some new status')
    expect(humanizeCode('SOME_NEW_STATUS')).toBe('Some new status')
  })

  it('flags insolvency, liquidation and dissolution in both status shapes (§9.1), nothing else', () => {
    expect(distressOf(organizationStatus.parse('INSOLVENCY_PROCEEDINGS'))).toBe('INSOLVENCY')
    expect(distressOf(organizationStatus.parse({ active: false, status: 'liquidation' }))).toBe(
      'LIQUIDATION',
    )
    expect(distressOf(organizationStatus.parse('DISSOLVED'))).toBe('DISSOLVED')
    expect(distressOf(organizationStatus.parse('LIQUIDATED'))).toBe('DISSOLVED')
    for (const code of ['ACTIVE', 'INACTIVE', 'MERGED', 'UNKNOWN'])
      expect(distressOf(organizationStatus.parse(code))).toBeNull()
    expect(distressOf({ code: null })).toBeNull()
    expect(distressOf(null)).toBeNull()
  })
})
