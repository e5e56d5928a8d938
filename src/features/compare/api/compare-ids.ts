import { isEntityId, sameEntityId } from '@/lib/datahub/fields'
import { COMPARE_LIMIT } from '../compare-tray'

export const COMPARE_MINIMUM = 2

/** What the `ids` of a comparison link hold, sorted into what can be compared and what cannot. */
export interface CompareSelection {
  /** Valid, distinct organization IDs in the link's order, at most COMPARE_LIMIT. */
  ids: string[]
  /** Entries that cannot be organization IDs (shown so the user sees what was left out). */
  invalid: string[]
  /** IDs given more than once (also with leading zeros, docs/datahub-api.md §9 (13)). */
  duplicates: string[]
  /** Valid IDs beyond the limit. */
  beyondLimit: string[]
}

/** Reads `a,b,c` (commas, spaces or semicolons between): a link typed by hand still works. */
export function readCompareIds(text: string | undefined): CompareSelection {
  const selection: CompareSelection = { ids: [], invalid: [], duplicates: [], beyondLimit: [] }
  const entries = (text ?? '')
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean)
  const seen: string[] = []
  for (const entry of entries) {
    // IDs are lowercase hex; an ID pasted in capitals is still the same ID.
    const id = entry.toLowerCase()
    if (!isEntityId(id)) {
      selection.invalid.push(entry)
      continue
    }
    if (seen.some((other) => sameEntityId(other, id))) {
      if (!selection.duplicates.includes(id)) selection.duplicates.push(id)
      continue
    }
    seen.push(id)
    if (selection.ids.length < COMPARE_LIMIT) selection.ids.push(id)
    else selection.beyondLimit.push(id)
  }
  return selection
}

/** The `ids` text of the same comparison without one organization. */
export function withoutId(ids: string[], id: string): string {
  return ids.filter((other) => other !== id).join(',')
}
