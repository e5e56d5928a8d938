import { columnWindow, scrollLeftToShow } from './column-window'

const sizes = [100, 200, 100, 300, 100]

describe('columnWindow', () => {
  it('renders only the columns under the viewport', () => {
    // Columns span 0-100, 100-300, 300-400, 400-700, 700-800.
    expect(columnWindow(sizes, 0, 250, 0)).toEqual({ first: 0, last: 1, before: 0 })
    expect(columnWindow(sizes, 310, 100, 0)).toEqual({ first: 2, last: 3, before: 300 })
    expect(columnWindow(sizes, 720, 500, 0)).toEqual({ first: 4, last: 4, before: 700 })
  })

  it('adds the columns within the margin on both sides', () => {
    expect(columnWindow(sizes, 310, 100, 150)).toEqual({ first: 1, last: 3, before: 100 })
    expect(columnWindow(sizes, 310, 100, 300)).toEqual({ first: 0, last: 4, before: 0 })
  })

  it('renders every column before the scroller has a width', () => {
    expect(columnWindow(sizes, 0, 0)).toEqual({ first: 0, last: 4, before: 0 })
  })

  it('renders none when scrolled past every column', () => {
    expect(columnWindow(sizes, 2000, 300, 0)).toEqual({ first: 5, last: 4, before: 800 })
  })
})

describe('scrollLeftToShow', () => {
  // A 50-px row header before the columns: column 3 spans 450-750.
  it('leaves a column in view where it is', () => {
    expect(scrollLeftToShow(sizes, 1, 0, 400, 50)).toBeNull()
  })

  it('moves right just far enough to show the whole column', () => {
    expect(scrollLeftToShow(sizes, 3, 0, 400, 50)).toBe(350)
  })

  it('shows the start of a column wider than the viewport', () => {
    expect(scrollLeftToShow(sizes, 3, 0, 200, 50)).toBe(450)
  })

  it('moves left to the column, and to the row numbers for the first', () => {
    expect(scrollLeftToShow(sizes, 2, 500, 400, 50)).toBe(350)
    expect(scrollLeftToShow(sizes, 0, 500, 400, 50)).toBe(0)
    // The first column in view but the row numbers partly scrolled off.
    expect(scrollLeftToShow(sizes, 0, 30, 400, 50)).toBe(0)
    expect(scrollLeftToShow(sizes, 0, 0, 400, 50)).toBeNull()
  })
})
