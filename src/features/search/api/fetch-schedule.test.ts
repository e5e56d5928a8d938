import { describe, expect, it } from 'vitest'
import { planFetches, type FetchState } from './fetch-schedule'

const waiting = (count: number): FetchState[] => Array.from({ length: count }, () => 'waiting')

describe('planFetches', () => {
  it('starts at most `concurrency` requests, in result order', () => {
    const plan = planFetches(waiting(30), 4, 30)
    expect(plan.enabled.filter(Boolean)).toHaveLength(4)
    expect(plan.enabled.slice(0, 4)).toEqual([true, true, true, true])
    expect(plan).toMatchObject({ settled: 0, planned: 30 })
  })

  it('fills a freed slot with the next waiting result', () => {
    const states: FetchState[] = ['cached', 'fetching', 'fetching', 'failed', ...waiting(10)]
    const plan = planFetches(states, 4, 30)
    // Two in flight: two more may start.
    expect(plan.enabled.slice(0, 7)).toEqual([true, true, true, true, true, true, false])
    expect(plan.settled).toBe(2)
  })

  it('lets cached records show without taking a slot', () => {
    const states: FetchState[] = [...waiting(2), 'cached', 'cached', ...waiting(3)]
    const plan = planFetches(states, 1, 30)
    expect(plan.enabled).toEqual([true, false, true, true, false, false, false])
    expect(plan.settled).toBe(2)
  })

  it('never fetches beyond the cap', () => {
    const plan = planFetches(waiting(50), 100, 30)
    expect(plan.enabled.filter(Boolean)).toHaveLength(30)
    expect(plan.enabled[30]).toBe(false)
    expect(plan.planned).toBe(30)
  })

  it('counts requests already in flight against the bound', () => {
    const states: FetchState[] = ['fetching', 'fetching', 'fetching', 'fetching', ...waiting(2)]
    expect(planFetches(states, 4, 30).enabled).toEqual([true, true, true, true, false, false])
  })
})
