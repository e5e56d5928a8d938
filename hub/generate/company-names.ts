/** Realistic German company names from surnames, trade words and invented brand words. */
import { FANTASY_PREFIXES, FANTASY_SUFFIXES, REGION_WORDS } from './data/company-words'
import { FAMILY_NAMES, FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES } from './data/person-names'
import type { IndustryCode } from '../domain/wz2025'
import type { Random } from './random'

export function companyName(
  random: Random,
  legalForm: string,
  industry: IndustryCode,
  city: string,
): string {
  const family = () => random.weighted(FAMILY_NAMES)
  const word = () => random.pick(industry.words)
  const brand = () => `${random.pick(FANTASY_PREFIXES)}${random.pick(FANTASY_SUFFIXES)}`
  switch (legalForm) {
    case 'e.V.':
      return random.chance(0.3)
        ? `${word()} ${city} ${random.int(1860, 2015)} e.V.`
        : `${word()} ${city} e.V.`
    case 'eG':
      return `${word()} ${city} eG`
    case 'e.K.': {
      const given = random.chance(0.5)
        ? random.pick(MALE_GIVEN_NAMES)
        : random.pick(FEMALE_GIVEN_NAMES)
      return random.chance(0.5)
        ? `${word()} ${given} ${family()} e.K.`
        : `${given} ${family()} ${word()} e.K.`
    }
    case 'GbR':
      return `${family()} & ${family()} ${word()} GbR`
    case 'PartG mbB':
      return `${family()} ${family()} & Partner ${word()} PartG mbB`
    case 'OHG':
      return random.chance(0.4) ? `${family()} & Söhne OHG` : `${word()} ${family()} OHG`
    default:
      return `${baseName(random, industry, city, family, word, brand)} ${legalForm}`
  }
}

function baseName(
  random: Random,
  industry: IndustryCode,
  city: string,
  family: () => string,
  word: () => string,
  brand: () => string,
) {
  if (industry.code === '64.21.0') {
    return random.chance(0.6) ? `${family()} ${word()}` : `${brand()} ${word()}`
  }
  const roll = random.next()
  if (roll < 0.3) return `${family()} ${word()}`
  if (roll < 0.45) return `${word()} ${family()}`
  if (roll < 0.65) return `${brand()} ${word()}`
  if (roll < 0.8) return capitalize(brand())
  if (roll < 0.9) return `${random.pick(REGION_WORDS)} ${word()}`
  return `${word()} ${city}`
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A web/e-mail slug: lower case ASCII, umlauts transliterated. */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(
      /\s(gmbh & co\. kg|gmbh|ug \(haftungsbeschränkt\)|ag|se|kg|ohg|e\.k\.|gbr|partg mbb|eg|e\.v\.)$/,
      '',
    )
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
}
