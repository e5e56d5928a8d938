/**
 * Which fiscal years an organization has published accounts for, shared by the core generator
 * (which sets the key figures of the latest one) and the yearly figures (relation-financials.ts).
 * Only whole fiscal years the company existed for: a company founded on 10 October 2024 has no
 * accounts for 2024 (its year began before it did), so its first are those for 2025, published
 * early in 2026. A ceased company published up to the year before its cessation.
 */

/** Accounts are published from fiscal year 2006 on (EHUG made publication mandatory in 2007). */
export const FIRST_FISCAL_YEAR = 2006
/**
 * Medium and large capital companies published in the Bundesanzeiger before EHUG too (§ 325 HGB
 * as it stood): their digitised accounts reach back to 2000.
 */
export const FIRST_BUNDESANZEIGER_YEAR = 2000
const CAPITAL_COMPANIES = new Set(['GmbH', 'AG', 'SE', 'KGaA', 'GmbH & Co. KG', 'eG'])

/** The first fiscal year whose accounts an organization of this form and class published. */
export const publishedSince = (legalForm: string, sizeClass: string | null) =>
  CAPITAL_COMPANIES.has(legalForm) && (sizeClass === 'medium' || sizeClass === 'large')
    ? FIRST_BUNDESANZEIGER_YEAR
    : FIRST_FISCAL_YEAR

/** The generation's "now" is March 2026: fiscal year 2024 is the latest one fully published. */
export const LATEST_FISCAL_YEAR = 2024

const yearOf = (date: string) => Number(date.slice(0, 4))

/** The first fiscal year that began on or after the founding day. */
export function firstWholeYear(foundingDate: string): number {
  return yearOf(foundingDate) + (foundingDate.slice(5) === '01-01' ? 0 : 1)
}

/**
 * The first and latest published fiscal year, or null when there is none. Companies whose first
 * whole year is 2025 have published it early in 2026 (the only 2025 accounts in the data).
 */
export function publishedYears(
  foundingDate: string,
  cessationDate: string | null,
  since = FIRST_FISCAL_YEAR,
): { first: number; latest: number } | null {
  const firstWhole = firstWholeYear(foundingDate)
  const latest =
    cessationDate !== null
      ? Math.min(LATEST_FISCAL_YEAR, yearOf(cessationDate) - 1)
      : Math.max(LATEST_FISCAL_YEAR, Math.min(firstWhole, LATEST_FISCAL_YEAR + 1))
  const first = Math.max(since, firstWhole, latest - (LATEST_FISCAL_YEAR - since))
  return first <= latest ? { first, latest } : null
}
