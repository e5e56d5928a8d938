// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  addToTray,
  clearTray,
  COMPARE_LIMIT,
  compareIdsParam,
  compareTrayStore,
  isInTray,
  removeFromTray,
} from './compare-tray'

const id = (n: number) => n.toString(16).padStart(32, 'a')

describe('compare tray', () => {
  beforeEach(() => window.localStorage.clear())

  it('adds in order, at most four, each once', () => {
    for (let n = 1; n <= COMPARE_LIMIT + 2; n++) addToTray({ id: id(n), name: `Org ${n}` })
    addToTray({ id: id(1), name: 'Org 1 again' })
    const tray = compareTrayStore.get()
    expect(tray.map((item) => item.name)).toEqual(['Org 1', 'Org 2', 'Org 3', 'Org 4'])
    expect(compareIdsParam(tray)).toBe([1, 2, 3, 4].map(id).join(','))
  })

  it('treats IDs that differ only by leading zeros as one organization (§9 (13))', () => {
    addToTray({ id: '0abc', name: 'Short' })
    expect(isInTray(compareTrayStore.get(), 'abc')).toBe(true)
    addToTray({ id: 'abc', name: 'Same' })
    expect(compareTrayStore.get()).toHaveLength(1)
    removeFromTray('abc')
    expect(compareTrayStore.get()).toEqual([])
  })

  it('persists in localStorage, and survives corrupt or oversized entries', () => {
    addToTray({ id: id(1), name: 'Org 1' })
    expect(JSON.parse(window.localStorage.getItem('datahub-explorer:compare')!)).toEqual([
      { id: id(1), name: 'Org 1' },
    ])
    window.localStorage.setItem('datahub-explorer:compare', '{broken')
    expect(compareTrayStore.get()).toEqual([])
    window.localStorage.setItem(
      'datahub-explorer:compare',
      JSON.stringify([
        { id: 'not an id', name: 'x' },
        ...[1, 2, 2, 3, 4, 5].map((n) => ({ id: id(n), name: `Org ${n}` })),
      ]),
    )
    expect(compareTrayStore.get().map((item) => item.name)).toEqual([
      'Org 1',
      'Org 2',
      'Org 3',
      'Org 4',
    ])
    clearTray()
    expect(compareTrayStore.get()).toEqual([])
  })
})
