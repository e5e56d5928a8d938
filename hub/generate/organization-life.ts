/**
 * The timeline and capital of a generated organization, within the law of its legal form
 * (hub/domain/legal-forms.ts): founded after the form existed, registered after its register took
 * entries, ceased (if it did) after registration and before today, and a share capital of at least
 * the form's minimum. hub/audit/ checks every one of these over the whole database.
 */
import type { LegalForm } from '../domain/legal-forms'
import type { OrganizationStatus } from './organization-figures'
import type { Random } from './random'
import { dateToDay } from './sampling'
import { TODAY_DAYS } from './days'

/** The generation's "now" (2026-03-02): nothing is dated after it. */
export const NOW_DAY = TODAY_DAYS + 1
export const FIRST_DAY_OF_THIS_YEAR = dateToDay('2026-01-01')
/** Founding dates reach back 110 years at most. */
const OLDEST_DAYS = 365 * 110

export interface OrganizationLife {
  foundingDay: number
  registrationDay: number
  /** Dissolved or merged: the day it was deleted from the register. */
  cessationDay: number | null
  /** When the current status began: the liquidation or insolvency opening, or the cessation. */
  statusDay: number | null
}

export function drawLife(
  random: Random,
  form: LegalForm,
  status: OrganizationStatus,
): OrganizationLife {
  const settled = status === 'ACTIVE'
  // A company that changed status needs a history before the change: at least ~1 year.
  const latestFounding = NOW_DAY - 30 - (settled ? 0 : 400)
  const earliestFounding = Math.max(dateToDay(form.since), latestFounding - OLDEST_DAYS)
  // Younger companies are commoner (survivorship): the draw leans towards recent years.
  const foundingDay =
    latestFounding - Math.floor(random.next() ** 2.2 * (latestFounding - earliestFounding))
  let registrationDay = foundingDay + random.int(7, 120)
  if (form.registerSince) {
    // Existing companies of the form register once their register opens (eGbR from 2024).
    const opens = dateToDay(form.registerSince)
    const latest = NOW_DAY - (settled ? 20 : 300)
    if (registrationDay < opens)
      registrationDay = opens + Math.floor(random.next() ** 1.5 * Math.max(1, latest - opens))
  }
  registrationDay = Math.min(registrationDay, NOW_DAY - 1)

  if (status === 'ACTIVE' || status === 'INACTIVE')
    return { foundingDay, registrationDay, cessationDay: null, statusDay: null }
  const room = NOW_DAY - 1 - registrationDay
  if (status === 'DISSOLVED' || status === 'MERGED') {
    const cessationDay =
      registrationDay + random.int(Math.min(200, room >> 1), Math.min(8000, room))
    return { foundingDay, registrationDay, cessationDay, statusDay: cessationDay }
  }
  // Liquidation or insolvency began within the last three years, after a year of business.
  const from = Math.max(registrationDay + Math.min(200, room >> 1), NOW_DAY - 3 * 365)
  const to = NOW_DAY - 20
  const statusDay = Math.min(to, from + Math.floor(random.next() * Math.max(1, to - from)))
  return { foundingDay, registrationDay, cessationDay: null, statusDay }
}

/**
 * The share capital (Stamm-/Grundkapital) in EUR, null for forms without one. Most GmbHs keep the
 * legal minimum; an AG's or SE's capital scales with its equity; a UG has a few hundred to a few
 * thousand euros (a UG with 25,000 EUR or more may call itself a GmbH).
 */
export function drawShareCapital(
  random: Random,
  form: LegalForm,
  equity: number | null,
): number | null {
  switch (form.code) {
    case 'GmbH':
      return random.weighted<number>([
        [25_000, 62],
        [30_000, 6],
        [50_000, 14],
        [100_000, 9],
        [250_000, 5],
        [1_000_000, 4],
      ])
    case 'UG (haftungsbeschränkt)':
      return random.weighted<number>([
        [random.int(1, 9) * 100, 25],
        [1_000, 30],
        [random.int(2, 9) * 1_000, 30],
        [random.int(10, 24) * 1_000, 15],
      ])
    case 'AG':
    case 'SE': {
      const minimum = form.minimumCapital!
      const target = equity !== null && equity > 0 ? equity * (0.05 + random.next() * 0.35) : 0
      const units = Math.max(1, Math.round(target / 50_000))
      return Math.max(minimum, units * 50_000, minimum * random.int(1, 4))
    }
    default:
      return null
  }
}
