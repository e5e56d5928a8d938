/**
 * Normalising what analysts type and what the register spells, so that `Bäckerei Huber GmbH`,
 * `BAECKEREI HUBER G.m.b.H.` and `Baeckerei Huber Gesellschaft mit beschränkter Haftung` compare
 * as the same name: case, diacritics and
 * punctuation folded, and the legal form taken off the name and kept apart, because it is
 * evidence of its own (an AG is not the GmbH of the same name).
 */

/**
 * Lower case, umlauts written out the German way (ä → ae, ö → oe, ü → ue, ß → ss, so `Müller` and
 * `Mueller` fold alike), other diacritics dropped, `&` and `+` → `und`, every other non-word
 * character a space.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[&+]/g, ' und ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/**
 * Legal forms as folded word sequences, longest first, and the code they stand for: the
 * abbreviations and the forms spelled out (`Gesellschaft mit beschränkter Haftung`).
 */
const LEGAL_FORMS: readonly [string, string][] = [
  ['gesellschaft mit beschraenkter haftung und co kommanditgesellschaft', 'GmbH & Co. KG'],
  ['gesellschaft mit beschraenkter haftung und co kg', 'GmbH & Co. KG'],
  ['gmbh und co kommanditgesellschaft', 'GmbH & Co. KG'],
  ['gmbh und co kgaa', 'GmbH & Co. KGaA'],
  ['gmbh und co kg', 'GmbH & Co. KG'],
  ['gmbh co kg', 'GmbH & Co. KG'],
  ['ag und co kg', 'AG & Co. KG'],
  ['se und co kg', 'SE & Co. KG'],
  ['ug haftungsbeschraenkt und co kg', 'UG (haftungsbeschränkt) & Co. KG'],
  ['gesellschaft mit beschraenkter haftung', 'GmbH'],
  ['unternehmergesellschaft haftungsbeschraenkt', 'UG (haftungsbeschränkt)'],
  ['ug haftungsbeschraenkt', 'UG (haftungsbeschränkt)'],
  ['kommanditgesellschaft auf aktien', 'KGaA'],
  ['gesellschaft buergerlichen rechts', 'GbR'],
  ['offene handelsgesellschaft', 'OHG'],
  ['eingetragene genossenschaft', 'eG'],
  ['eingetragener verein', 'e.V.'],
  ['eingetragener kaufmann', 'e.K.'],
  ['eingetragene kauffrau', 'e.K.'],
  ['europaeische gesellschaft', 'SE'],
  ['societas europaea', 'SE'],
  ['partg mbb', 'PartG mbB'],
  ['gesellschaft mbh', 'GmbH'],
  ['kommanditgesellschaft', 'KG'],
  ['aktiengesellschaft', 'AG'],
  ['g m b h', 'GmbH'],
  ['gmbh', 'GmbH'],
  ['mbh', 'GmbH'],
  ['ug', 'UG (haftungsbeschränkt)'],
  ['kgaa', 'KGaA'],
  ['co kg', 'KG'],
  ['kg', 'KG'],
  ['ag', 'AG'],
  ['se', 'SE'],
  ['ohg', 'OHG'],
  ['gbr', 'GbR'],
  ['e kfr', 'e.K.'],
  ['e k', 'e.K.'],
  ['ek', 'e.K.'],
  ['e v', 'e.V.'],
  ['ev', 'e.V.'],
  ['eg', 'eG'],
  ['partg', 'PartG'],
  ['ltd', 'Ltd.'],
  ['limited', 'Ltd.'],
  ['inc', 'Inc.'],
  ['llc', 'LLC'],
]

/** The words of a name as written (case folded, letters kept as they are: `großmann`). */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[&+]/g, ' und ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

export interface NormalizedName {
  /** The folded name without its legal form: `backerei huber`. */
  core: string
  tokens: string[]
  /** The legal form's code when the name ends with one: `GmbH`. */
  legalForm: string | null
  /**
   * The words of `core` as written (`bäckerei`, `großmann`): what a search is asked with, since
   * the register's search folds diacritics but not `ß` (a folded `grossmann` would miss).
   */
  words: string[]
}

/** Splits a trailing legal form off a name (`Huber GmbH & Co. KG` → `huber`, `GmbH & Co. KG`). */
export function normalizeName(name: string): NormalizedName {
  let folded = foldText(name)
  let legalForm: string | null = null
  // A form can sit at the end or just before a trailing "i l" / "in liquidation".
  folded = folded.replace(/\s+(i l|in liquidation)$/, '')
  for (const [words, code] of LEGAL_FORMS) {
    if (folded === words) break
    if (folded.endsWith(` ${words}`)) {
      folded = folded.slice(0, -words.length - 1).trim()
      legalForm = code
      break
    }
  }
  const tokens = folded ? folded.split(' ') : []
  return { core: folded, tokens, legalForm, words: nameWords(name).slice(0, tokens.length) }
}

/** A postal code as five digits: spreadsheets drop the leading zero of `01067`, so 4 digits get it back. */
export function normalizePostalCode(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '')
  if (digits.length === 5) return digits
  if (digits.length === 4) return `0${digits}`
  return null
}

/** English names that search results use for some German cities (docs/datahub-api.md §4.3). */
const CITY_ALIASES: Record<string, string> = {
  munich: 'muenchen',
  cologne: 'koeln',
  nuremberg: 'nuernberg',
  hanover: 'hannover',
  brunswick: 'braunschweig',
  frankfurt: 'frankfurt am main',
}

/** A city folded, with its English name read as the German one: `Munich` → `muenchen`. */
export function normalizeCity(value: string | null | undefined): string | null {
  const folded = foldText(value ?? '')
  if (!folded) return null
  return CITY_ALIASES[folded] ?? folded
}

/** Whether two normalised city names are the same place (`frankfurt` and `frankfurt am main`). */
export function sameCity(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `)
}

export interface RegisterId {
  /** The register court as written (`München`), when given. */
  court: string | null
  type: string
  /** The number without leading zeros. */
  number: string
}

const REGISTER_PATTERN =
  /(?:^|\s)(HRA|HRB|GnR|GsR|PR|VR)\s*[-.:]?\s*0*(\d{1,7})(?:\s*[A-Z]{1,2})?\s*$/i

/**
 * `HRB 12345`, `München HRB 12345`, `Amtsgericht München, HRB 12345 B`: the register type, number
 * and court. Null when the text holds no register type and number.
 */
export function parseRegisterId(value: string | null | undefined): RegisterId | null {
  const text = (value ?? '').trim()
  const match = REGISTER_PATTERN.exec(text)
  if (!match) return null
  const rawType = match[1]!.toUpperCase()
  const type = rawType === 'GNR' ? 'GnR' : rawType === 'GSR' ? 'GsR' : rawType
  const court = text
    .slice(0, match.index)
    .replace(/^\s*(amtsgericht|registergericht|ag)\b\.?/i, '')
    .replace(/[,;:]+\s*$/, '')
    .trim()
  return { court: court || null, type, number: match[2]! }
}

export function registerText(id: RegisterId): string {
  return [id.court, id.type, id.number].filter(Boolean).join(' ')
}
