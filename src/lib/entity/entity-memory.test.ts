// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { hasChangedSinceSaved, recentStore, rememberViewed, RECENT_LIMIT } from './entity-memory'

const id = (n: number) => n.toString(16).padStart(32, '0')

describe('entity memory', () => {
  beforeEach(() => window.localStorage.clear())

  it('keeps recently viewed entities unique, newest first, bounded', () => {
    for (let n = 0; n < RECENT_LIMIT + 3; n++)
      rememberViewed({ type: 'ORGANIZATION', id: id(n), name: `Org ${n}`, version: null })
    rememberViewed({ type: 'ORGANIZATION', id: id(5), name: 'Org 5', version: null })
    const recent = recentStore.get()
    expect(recent).toHaveLength(RECENT_LIMIT)
    expect(recent[0]?.id).toBe(id(5))
    expect(recent.filter((item) => item.id === id(5))).toHaveLength(1)
  })

  it('survives corrupt storage and drops only bad entries', () => {
    window.localStorage.setItem('datahub-explorer:recent', '{not json')
    expect(recentStore.get()).toEqual([])
    window.localStorage.setItem(
      'datahub-explorer:recent',
      JSON.stringify([
        { type: 'PERSON', id: 'bad' },
        { type: 'PERSON', id: id(2), name: 'B', version: null, at: 'x' },
      ]),
    )
    expect(recentStore.get().map((item) => item.id)).toEqual([id(2)])
  })

  it('marks a change only when both versions are known and differ', () => {
    const saved = { type: 'ORGANIZATION' as const, id: id(1), name: 'X', version: 'v1', at: '' }
    expect(hasChangedSinceSaved(saved, 'v2')).toBe(true)
    expect(hasChangedSinceSaved(saved, 'v1')).toBe(false)
    expect(hasChangedSinceSaved(saved, null)).toBe(false)
    expect(hasChangedSinceSaved({ ...saved, version: null }, 'v2')).toBe(false)
  })
})
