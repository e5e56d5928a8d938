import { describe, expect, it } from 'vitest'
import { apiChain, median } from './latency-chain'

const at = (start: number, end: number) => ({ name: `${start}`, start, end })

describe('apiChain', () => {
  it('counts requests sent together once', () => {
    expect(apiChain([at(0, 300), at(2, 301), at(5, 305)])).toBe(1)
  })
  it('counts a request started after an answer as the next round trip', () => {
    expect(apiChain([at(0, 300), at(301, 600), at(2, 302), at(610, 900)])).toBe(3)
  })
  it('is zero without requests', () => {
    expect(apiChain([])).toBe(0)
  })
})

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})
