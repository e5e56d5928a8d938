/** Weighted sampling by binary search over cumulative weights: O(log n) per draw for large lists. */
import type { Random } from './random'

export function createSampler<T>(items: readonly T[], weight: (item: T) => number) {
  const cumulative = new Float64Array(items.length)
  let total = 0
  items.forEach((item, index) => {
    total += Math.max(0, weight(item))
    cumulative[index] = total
  })
  return (random: Random): T => {
    const roll = random.next() * total
    let low = 0
    let high = items.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if (cumulative[middle]! > roll) high = middle
      else low = middle + 1
    }
    return items[low]!
  }
}

/** A date `YYYY-MM-DD` from a day offset relative to 1970-01-01. */
const dates = new Map<number, string>()

export function dayToDate(day: number): string {
  let date = dates.get(day)
  if (!date) {
    date = new Date(day * 86_400_000).toISOString().slice(0, 10)
    dates.set(day, date)
  }
  return date
}

export function dateToDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000)
}
