/**
 * Maps a virtual scroll space (every row at its natural height) onto a real scroller whose content
 * height stays below what browsers can lay out (Chrome ~33.5M px, Firefox ~17.9M px). A million
 * rows of 32 px need 32M px: the real scrollbar then covers the virtual space proportionally, so
 * dragging it to the bottom (or Ctrl+End) lands exactly on the last row.
 */

/** Comfortably under Firefox's limit, and small enough that sub-pixel rounding stays harmless. */
export const MAX_REAL_SCROLL_HEIGHT = 8_000_000

export interface ScrollScale {
  /** Height of the real content (the spacer) in px. */
  realSize: number
  /** Virtual px per real px; 1 when everything fits. */
  ratio: number
  /** Largest virtual scroll offset (virtual size − viewport). */
  maxVirtual: number
  /** Largest real scroll offset. */
  maxReal: number
  toVirtual: (real: number) => number
  toReal: (virtual: number) => number
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

export function createScrollScale(
  virtualSize: number,
  viewportSize: number,
  maxRealSize = MAX_REAL_SCROLL_HEIGHT,
): ScrollScale {
  const realSize = Math.min(virtualSize, maxRealSize)
  const maxVirtual = Math.max(0, virtualSize - viewportSize)
  const maxReal = Math.max(0, realSize - viewportSize)
  const ratio = maxReal > 0 && maxVirtual > maxReal ? maxVirtual / maxReal : 1
  return {
    realSize,
    ratio,
    maxVirtual,
    maxReal,
    // The ends map exactly, so the first and the last row are always reachable.
    toVirtual: (real) => (real >= maxReal ? maxVirtual : clamp(real * ratio, 0, maxVirtual)),
    toReal: (virtual) => (virtual >= maxVirtual ? maxReal : clamp(virtual / ratio, 0, maxReal)),
  }
}

/**
 * Where a virtual item (its virtual start) sits inside the real spacer, given the current real and
 * virtual offsets: the viewport shows virtual `virtualOffset` at real `realOffset`.
 */
export function realItemTop(itemStart: number, virtualOffset: number, realOffset: number): number {
  return realOffset + (itemStart - virtualOffset)
}
