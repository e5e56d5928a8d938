/**
 * Nearest-item lookup over a 0.25° grid, searching rings outwards: thousands of lookups over
 * thousands of places must stay in milliseconds, not seconds.
 */
export function createNearest<T extends { lat: number; lon: number }>(items: readonly T[]) {
  const CELL = 0.25
  const cells = new Map<string, T[]>()
  for (const item of items) {
    const key = `${Math.floor(item.lat / CELL)}:${Math.floor(item.lon / CELL)}`
    const cell = cells.get(key)
    if (cell) cell.push(item)
    else cells.set(key, [item])
  }
  return (lat: number, lon: number): T => {
    const row = Math.floor(lat / CELL)
    const column = Math.floor(lon / CELL)
    const scale = Math.cos((lat * Math.PI) / 180) ** 2
    let best: T | undefined
    let bestDistance = Infinity
    // One ring beyond the first hit guarantees the true nearest across cell borders.
    for (let ring = 0, stopAt = Infinity; ring <= Math.min(stopAt, 60); ring++) {
      for (let dRow = -ring; dRow <= ring; dRow++) {
        for (let dColumn = -ring; dColumn <= ring; dColumn++) {
          if (Math.max(Math.abs(dRow), Math.abs(dColumn)) !== ring) continue
          for (const item of cells.get(`${row + dRow}:${column + dColumn}`) ?? []) {
            const dLat = item.lat - lat
            const dLon = item.lon - lon
            const distance = dLat * dLat + dLon * dLon * scale
            if (distance < bestDistance) {
              bestDistance = distance
              best = item
            }
          }
        }
      }
      if (best && stopAt === Infinity) stopAt = ring + 1
    }
    return best ?? items[0]!
  }
}

/** One lookup: builds the grid for it, so only for small lists or single use. */
export function nearest<T extends { lat: number; lon: number }>(
  items: readonly T[],
  lat: number,
  lon: number,
): T {
  return createNearest(items)(lat, lon)
}
