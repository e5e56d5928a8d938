import { describe, expect, it } from 'vitest'
import { moveInGrid } from './grid-keys'

const bounds = { rowCount: 1_000_000, columnCount: 5, pageRows: 20 }
const none = { ctrlKey: false, metaKey: false }
const ctrl = { ctrlKey: true, metaKey: false }

describe('moveInGrid', () => {
  it('moves by one row and column and stops at the edges', () => {
    expect(moveInGrid('ArrowDown', none, { row: 0, column: 0 }, bounds)).toEqual({
      row: 1,
      column: 0,
    })
    expect(moveInGrid('ArrowUp', none, { row: 0, column: 0 }, bounds)).toEqual({
      row: 0,
      column: 0,
    })
    expect(moveInGrid('ArrowRight', none, { row: 3, column: 4 }, bounds)).toEqual({
      row: 3,
      column: 4,
    })
    expect(moveInGrid('ArrowLeft', none, { row: 3, column: 2 }, bounds)).toEqual({
      row: 3,
      column: 1,
    })
  })

  it('pages by the visible rows minus one', () => {
    expect(moveInGrid('PageDown', none, { row: 10, column: 0 }, bounds)?.row).toBe(29)
    expect(moveInGrid('PageUp', none, { row: 10, column: 0 }, bounds)?.row).toBe(0)
  })

  it('jumps to the first and last row with Home/End and Ctrl+Home/Ctrl+End', () => {
    expect(moveInGrid('End', ctrl, { row: 5, column: 2 }, bounds)).toEqual({
      row: 999_999,
      column: 2,
    })
    expect(moveInGrid('End', none, { row: 5, column: 2 }, bounds)?.row).toBe(999_999)
    expect(moveInGrid('Home', ctrl, { row: 500, column: 2 }, bounds)?.row).toBe(0)
    expect(moveInGrid('ArrowDown', ctrl, { row: 5, column: 0 }, bounds)?.row).toBe(999_999)
  })

  it('ignores keys that are not movements', () => {
    expect(moveInGrid('a', none, { row: 0, column: 0 }, bounds)).toBeNull()
  })
})
