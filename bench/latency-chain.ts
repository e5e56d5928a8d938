/** The arithmetic of bench/latency.ts, apart so it can be tested without a browser. */

export interface ApiTiming {
  name: string
  /** Milliseconds since navigation (resource timing). */
  start: number
  end: number
  /** When the request went out and its first byte came back (TRACE=1 prints them). */
  sent?: number
  firstByte?: number
}

/**
 * The longest sequence of requests in which each one started after the previous one's answer had
 * arrived: the sequential round trips a page waited for. Requests sent together count once.
 */
export function apiChain(timings: ApiTiming[]): number {
  const sorted = [...timings].sort((a, b) => a.end - b.end)
  const depth: number[] = []
  let longest = 0
  sorted.forEach((timing, index) => {
    let before = 0
    for (let other = 0; other < index; other++)
      if (sorted[other]!.end <= timing.start) before = Math.max(before, depth[other]!)
    depth[index] = before + 1
    longest = Math.max(longest, depth[index])
  })
  return longest
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
