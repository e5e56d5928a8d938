/**
 * Which columns a row renders: those under the viewport (plus a margin), not all of them. A wide
 * dataset has dozens of columns and the screen shows a handful; every cell rendered costs layout
 * and paint on each new sort, jump and scroll step. (Hiding them with `content-visibility: auto`
 * was tried first: Chromium then lays out moved rows twice, and a Ctrl+End took about 40 ms more.)
 */

export interface ColumnWindow {
  /** First and last rendered column (positions among the visible columns); last < first = none. */
  first: number
  last: number
  /** Width of the columns before `first`: the gap the row leaves for them. */
  before: number
}

/** Pixels rendered beyond each side of the viewport, so a short horizontal scroll shows cells. */
export const COLUMN_OVERSCAN_PX = 240

/**
 * The columns whose box meets the body's visible span. `left` is the horizontal scroll offset
 * within the columns (the row header's width already taken off), `width` the scroller's width;
 * a width of 0 (not laid out yet, or a test DOM) renders every column.
 */
export function columnWindow(
  sizes: readonly number[],
  left: number,
  width: number,
  overscan = COLUMN_OVERSCAN_PX,
): ColumnWindow {
  if (width <= 0) return { first: 0, last: sizes.length - 1, before: 0 }
  const from = left - overscan
  const to = left + width + overscan
  let offset = 0
  let first = -1
  let before = 0
  let last = -1
  for (let index = 0; index < sizes.length; index++) {
    const end = offset + sizes[index]!
    if (first === -1 && end > from) {
      first = index
      before = offset
    }
    if (offset < to) last = index
    offset = end
  }
  if (first === -1) return { first: sizes.length, last: sizes.length - 1, before: offset }
  return { first, last, before }
}

/**
 * The scroll offset that brings a column fully into view with the least movement, or null when
 * it is in view already. `leading` is the width before the first column (the row header).
 */
export function scrollLeftToShow(
  sizes: readonly number[],
  index: number,
  scrollLeft: number,
  width: number,
  leading: number,
): number | null {
  // The first column brings the row numbers along.
  if (index === 0) return scrollLeft > 0 ? 0 : null
  let start = leading
  for (let position = 0; position < index; position++) start += sizes[position]!
  const end = start + (sizes[index] ?? 0)
  if (start < scrollLeft) return start
  if (end > scrollLeft + width) return Math.min(start, end - width)
  return null
}
