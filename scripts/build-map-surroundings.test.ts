import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module script without type declarations
import { clipRing } from './build-map-surroundings.mjs'

const FILE = new URL('../src/components/map/surroundings.geo.json', import.meta.url)

describe('clipRing', () => {
  it('cuts a ring to the box around Germany and drops one wholly outside', () => {
    const square = [
      [0, 50],
      [10, 50],
      [10, 60],
      [0, 60],
      [0, 50],
    ]
    const clipped = clipRing(square) as number[][]
    const lons = clipped.map((point) => point[0]!)
    const lats = clipped.map((point) => point[1]!)
    expect(Math.min(...lons)).toBe(2.5)
    expect(Math.max(...lats)).toBe(56.5)
    expect(clipped[0]).toEqual(clipped.at(-1))
    expect(
      clipRing([
        [30, 30],
        [31, 30],
        [31, 31],
        [30, 30],
      ]),
    ).toBeNull()
  })
})

describe('the committed surroundings layer', () => {
  const text = readFileSync(FILE, 'utf8')
  const collection = JSON.parse(text) as {
    features: { properties: { kind: string; name?: string; population?: number } }[]
  }
  const kinds = (kind: string) => collection.features.filter((f) => f.properties.kind === kind)

  it('holds the neighbours, water and cities the offline map needs', () => {
    const countries = kinds('country').map((feature) => feature.properties.name)
    for (const name of ['Austria', 'France', 'Poland', 'Switzerland', 'Netherlands', 'Denmark'])
      expect(countries).toContain(name)
    expect(countries).not.toContain('Germany')
    expect(kinds('lake')).toHaveLength(1)
    expect(kinds('river')).toHaveLength(1)
    const cities = kinds('city')
    expect(cities.length).toBeGreaterThan(100)
    expect(cities.every((city) => (city.properties.population ?? 0) >= 50_000)).toBe(true)
  })

  // It loads with the lazy map chunk: keep it modest (regenerate with the script after changes).
  it('stays small', () => {
    expect(gzipSync(text).length).toBeLessThan(32 * 1024)
  })
})
