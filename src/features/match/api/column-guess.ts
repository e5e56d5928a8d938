/**
 * Which column of a list holds what, guessed from the headers (English and German words analysts
 * use) and, where no header says, from the values: five digits are postal codes, `HRB 12345`
 * register IDs, and the name is the text column with the longest values.
 */
import type { ColumnMapping } from './match-job'
import { foldText, parseRegisterId } from './normalize'

export type ColumnRole = keyof ColumnMapping

const HEADER_WORDS: Record<ColumnRole, string[]> = {
  name: [
    'name',
    'company',
    'company name',
    'organisation',
    'organization',
    'organisation name',
    'organization name',
    'legal name',
    'supplier',
    'customer',
    'account',
    'account name',
    'firma',
    'firmenname',
    'firmierung',
    'unternehmen',
    'unternehmensname',
    'lieferant',
    'kunde',
    'kundenname',
    'bezeichnung',
    'name 1',
    'name1',
  ],
  postalCode: [
    'plz',
    'postleitzahl',
    'postal code',
    'postcode',
    'post code',
    'zip',
    'zip code',
    'zipcode',
  ],
  city: ['city', 'town', 'place', 'ort', 'stadt', 'sitz', 'gemeinde', 'wohnort', 'ort stadt'],
  registerId: [
    'register',
    'register id',
    'register number',
    'registration number',
    'commercial register',
    'trade register',
    'registernummer',
    'register nr',
    'handelsregister',
    'handelsregisternummer',
    'hr nummer',
    'hr nr',
    'hrb',
  ],
}

const ROLES: readonly ColumnRole[] = ['name', 'postalCode', 'city', 'registerId']

function headerRole(header: string): ColumnRole | null {
  const folded = foldText(header)
  if (!folded) return null
  for (const role of ROLES) if (HEADER_WORDS[role].includes(folded)) return role
  // `Firmenname (laut Register)`, `Supplier name`: a known word inside a longer header.
  for (const role of ROLES)
    if (HEADER_WORDS[role].some((word) => word.length > 3 && folded.split(' ').includes(word)))
      return role
  return null
}

/** Whether a first row reads as column names rather than as data. */
export function looksLikeHeader(row: readonly string[]): boolean {
  return row.some((cell) => headerRole(cell) !== null)
}

const share = (values: string[], test: (value: string) => boolean) => {
  const filled = values.filter((value) => value.trim())
  return filled.length ? filled.filter(test).length / filled.length : 0
}

export function guessMapping(headers: readonly string[], rows: readonly string[][]): ColumnMapping {
  const mapping: ColumnMapping = { name: null, postalCode: null, city: null, registerId: null }
  headers.forEach((header, index) => {
    const role = headerRole(header)
    if (role && mapping[role] === null) mapping[role] = index
  })
  const taken = () => new Set(Object.values(mapping).filter((index) => index !== null))
  const sample = rows.slice(0, 200)
  const values = (index: number) => sample.map((row) => row[index] ?? '')
  const free = () => headers.map((_, index) => index).filter((index) => !taken().has(index))
  if (mapping.postalCode === null)
    mapping.postalCode =
      free().find((index) => share(values(index), (v) => /^\s*\d{4,5}\s*$/.test(v)) >= 0.8) ?? null
  if (mapping.registerId === null)
    mapping.registerId =
      free().find((index) => share(values(index), (v) => parseRegisterId(v) !== null) >= 0.5) ??
      null
  if (mapping.name === null) {
    const textColumns = free().filter(
      (index) => share(values(index), (v) => /\p{L}{2}/u.test(v)) >= 0.8,
    )
    const averageLength = (index: number) =>
      values(index).reduce((sum, value) => sum + value.trim().length, 0) /
      Math.max(1, sample.length)
    mapping.name = textColumns.sort((a, b) => averageLength(b) - averageLength(a))[0] ?? null
  }
  return mapping
}
