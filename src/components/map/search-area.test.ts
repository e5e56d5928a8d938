import { describe, expect, it } from 'vitest'
import { distanceKm, searchAreaFromView } from './search-area'

describe('searchAreaFromView', () => {
  it('takes the largest circle around the centre inside the view, in whole kilometres', () => {
    // About 55.6 km from north to south and 2 × 37.5 km from west to east around Munich.
    const area = searchAreaFromView(
      { lat: 48.15, lon: 11.6 },
      { south: 47.9, west: 11.1, north: 48.4, east: 12.1 },
      9,
    )
    expect(area.lat).toBe(48.15)
    expect(area.lon).toBe(11.6)
    expect(area.radiusKm).toBe(27)
    expect(area.capped).toBe(false)
    expect(area.viewport).toEqual({ lat: 48.15, lon: 11.6, zoom: 9 })
  })

  it('keeps the radius within the 1–100 km the search accepts', () => {
    const wide = searchAreaFromView(
      { lat: 51, lon: 10 },
      { south: 45, west: 3, north: 57, east: 17 },
      5,
    )
    expect(wide).toMatchObject({ radiusKm: 100, capped: true })
    const tiny = searchAreaFromView(
      { lat: 48.1375, lon: 11.5755 },
      { south: 48.137, west: 11.575, north: 48.138, east: 11.576 },
      18,
    )
    expect(tiny).toMatchObject({ radiusKm: 1, capped: false })
  })

  it('measures great-circle distances', () => {
    // Berlin to Munich: about 504 km.
    expect(distanceKm({ lat: 52.52, lon: 13.405 }, { lat: 48.137, lon: 11.575 })).toBeCloseTo(
      504,
      -1,
    )
  })
})
