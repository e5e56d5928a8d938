/**
 * Nominal amounts and percentages of shareholdings in a company with share capital. A GmbH's or
 * UG's shares are whole euros (in steps of 100 EUR where the capital allows) that add up to its
 * capital exactly; an AG's or SE's listed holders get their percentage of the capital. Every
 * percentage is the nominal amount over the capital (to four decimals), so the shareholder list,
 * the filed capital and the beneficial-owner chains (which multiply percentages) agree.
 */

export interface StakeAmount {
  percentage: number
  nominal: number
}

const percentOf = (nominal: number, capital: number) =>
  Math.round((nominal / capital) * 1_000_000) / 10_000

/** Splits a limited company's capital by the planned percentages (which add up to 100). */
export function limitedCompanyShares(capital: number, percentages: number[]): StakeAmount[] {
  const count = percentages.length
  if (count === 0) return []
  const unit = capital % 100 === 0 && capital >= 100 * count ? 100 : 1
  const units = Math.round(capital / unit)
  const total = percentages.reduce((sum, percentage) => sum + percentage, 0)
  const raw = percentages.map((percentage) => (units * percentage) / total)
  const parts = raw.map((value) => Math.max(1, Math.floor(value)))
  let left = units - parts.reduce((sum, part) => sum + part, 0)
  // Largest remainders first; if the minimum of one unit each overshot, take from the largest.
  const order = raw
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index)
  for (let step = 0; left > 0; step++, left--) parts[order[step % count]!.index]! += 1
  while (left < 0) {
    const largest = parts.indexOf(Math.max(...parts))
    parts[largest]! -= 1
    left++
  }
  return parts.map((part) => ({
    nominal: part * unit,
    percentage: percentOf(part * unit, capital),
  }))
}

/** A listed holder of an AG or SE: its percentage of the capital (whole euros of €1 shares). */
export function stockCompanyShare(capital: number, percentage: number): StakeAmount {
  const nominal = Math.round((capital * percentage) / 100)
  return { nominal, percentage: percentOf(nominal, capital) }
}
