/**
 * German formatting, date arithmetic and role vocabulary shared by the relation generator and the
 * resolvers. It lives under generate/ so that the generator fingerprint covers it.
 */
import { createRandom } from './random'

const DAY_MS = 86_400_000

export const toDays = (date: string) =>
  Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS)
export const fromDays = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10)

/** 2024-03-05 → 05.03.2024 */
export const germanDate = (date: string) =>
  `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`

const EUR = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const INT = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 })

/** 25000 → "25.000,00 EUR" */
export const germanEuro = (amount: number) => `${EUR.format(amount)} EUR`
export const germanInt = (value: number) => INT.format(value)

/** A generator seeded by an entity id and a purpose, so resolve-time details never change. */
export function randomFor(id: string, purpose: string) {
  let hash = 0x811c9dc5
  const text = `${purpose}:${id}`
  for (let index = 0; index < text.length; index++)
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
  return createRandom(hash >>> 0)
}

/** Splits an integer total into integer parts proportional to weights that sum exactly to the total. */
export function splitInteger(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0) || 1
  const parts = weights.map((weight) => Math.trunc((total * weight) / sum) || 0)
  const assigned = parts.reduce((acc, part) => acc + part, 0)
  parts[parts.length - 1]! += total - assigned
  return parts
}

/** Role labels as the register words them. */
export const ROLE_WORDS: Record<string, string> = {
  MANAGING_DIRECTOR: 'Geschäftsführer',
  BOARD_MEMBER: 'Vorstandsmitglied',
  SUPERVISORY_BOARD_MEMBER: 'Aufsichtsratsmitglied',
  PROKURIST: 'Prokurist',
  LIQUIDATOR: 'Liquidator',
  FULLY_LIABLE_PARTNER: 'Persönlich haftender Gesellschafter',
  LIMITED_PARTNER: 'Kommanditist',
  OWNER: 'Inhaber',
  SHAREHOLDER: 'Gesellschafter',
}

/** Roles that represent or supervise the organization (MANAGEMENT and register announcements). */
export const MANAGEMENT_LABELS = [
  'MANAGING_DIRECTOR',
  'BOARD_MEMBER',
  'SUPERVISORY_BOARD_MEMBER',
  'PROKURIST',
  'LIQUIDATOR',
  'FULLY_LIABLE_PARTNER',
  'OWNER',
]
/** Roles that hold capital (SHAREHOLDERS, SHAREHOLDINGS, UBO). Partners appear in both lists, as in the register. */
export const OWNERSHIP_LABELS = ['SHAREHOLDER', 'LIMITED_PARTNER', 'FULLY_LIABLE_PARTNER', 'OWNER']

export const sqlList = (labels: readonly string[]) => labels.map((label) => `'${label}'`).join(', ')
