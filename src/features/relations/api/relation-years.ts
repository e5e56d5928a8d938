/**
 * Which years a slice covers, for the reference-year selector. Looks in the places §7 puts a
 * year: list items (`year`), regional observations (`reference_year`) and report metadata.
 */
export function collectYears(value: unknown): number[] {
  const years = new Set<number>()
  const add = (candidate: unknown) => {
    const year = typeof candidate === 'string' ? Number.parseInt(candidate, 10) : candidate
    if (typeof year === 'number' && Number.isInteger(year) && year > 1800 && year < 2200)
      years.add(year)
  }
  const visitItems = (items: unknown) => {
    if (!Array.isArray(items)) return
    for (const item of items) {
      if (item && typeof item === 'object') {
        const record = item as Record<string, unknown>
        add(record.year ?? record.reference_year ?? record.fiscal_year)
      }
    }
  }
  if (Array.isArray(value)) visitItems(value)
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    visitItems(record.observations)
    const metadata = record.metadata as Record<string, unknown> | null | undefined
    if (metadata && typeof metadata === 'object') add(metadata.fiscal_year)
    add(record.reference_year ?? record.year)
  }
  return [...years].sort((a, b) => b - a)
}
