/**
 * Year-on-year change as analysts read it, one rule for every view that shows one (the
 * organization's statements and key figures, the comparison).
 *
 * A percentage is only meaningful against a positive base whose sign does not flip: from −100 to
 * +4,442 is not "+4,542 %", and from 100 to −50 is not "−150 %". Otherwise the ratio is null and
 * the views write "n/m" (not meaningful) beside the amount, which is always given.
 */
export function relativeChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return null
  if (previous <= 0 || current < 0) return null
  return (current - previous) / previous
}

/** The amount's sign as analysts print it: "+", the minus sign U+2212 (which never breaks a line), or "±" for no change. */
export const changeSign = (delta: number) => (delta > 0 ? '+' : delta < 0 ? '\u2212' : '±')
