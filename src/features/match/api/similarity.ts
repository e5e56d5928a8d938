/**
 * How alike two names are, between 0 and 1, after normalisation (./normalize.ts); 1 only for equal
 * names. Two measures are blended: bigrams of the whole name (robust to typos and to words run
 * together) and word by word (robust to reordered and missing words; a word matches a word with a
 * small edit distance).
 */

function bigrams(text: string): Map<string, number> {
  const compact = ` ${text.replace(/ /g, '')} `
  const grams = new Map<string, number>()
  for (let index = 0; index < compact.length - 1; index++) {
    const gram = compact.slice(index, index + 2)
    grams.set(gram, (grams.get(gram) ?? 0) + 1)
  }
  return grams
}

/** Sørensen–Dice coefficient over character bigrams. */
export function diceSimilarity(a: string, b: string): number {
  if (!a || !b) return 0
  if (a === b) return 1
  const left = bigrams(a)
  const right = bigrams(b)
  let shared = 0
  let total = 0
  for (const [gram, count] of left) {
    shared += Math.min(count, right.get(gram) ?? 0)
    total += count
  }
  for (const count of right.values()) total += count
  return total ? (2 * shared) / total : 0
}

/** Edits between two words, a swap of two neighbouring letters counting as one (`Hubre` → `Huber`). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, beforePrevious[j - 2]! + 1)
      current[j] = best
    }
    beforePrevious = previous
    previous = current
  }
  return previous[b.length]!
}

/** 1 for equal words, less per edit; a short word must match exactly or nearly so. */
function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1
  const longest = Math.max(a.length, b.length)
  const ratio = 1 - editDistance(a, b) / longest
  return ratio >= 0.7 ? ratio : 0
}

/** Words of each side matched to their best partner on the other, weighted by length. */
export function tokenSimilarity(a: readonly string[], b: readonly string[]): number {
  if (!a.length || !b.length) return 0
  const side = (from: readonly string[], to: readonly string[]) =>
    from.reduce(
      (sum, word) =>
        sum + word.length * Math.max(...to.map((other) => wordSimilarity(word, other))),
      0,
    )
  const length = (words: readonly string[]) => words.reduce((sum, word) => sum + word.length, 0)
  return (side(a, b) + side(b, a)) / (length(a) + length(b))
}

/** How alike two names with equal words are when one gives a legal form and the other none. */
export const LEGAL_FORM_LEFT_OFF = 0.95
/** … and when both give one, but different ones (`Huber GmbH`, `Huber KG`): often another company. */
export const LEGAL_FORM_OTHER = 0.9
/** Names that are not equal are at most this alike, so a confidence never reads 100 % for them. */
export const UNEQUAL_MAX = 0.99

/**
 * The blended similarity of two normalised names: 1 only when they are equal, legal form included
 * (`Fischer Verlag` and `Fischer Verlag GmbH` are not the same name).
 */
export function nameSimilarity(
  a: { core: string; tokens: readonly string[]; legalForm?: string | null },
  b: { core: string; tokens: readonly string[]; legalForm?: string | null },
): number {
  if (!a.core || !b.core) return 0
  const formA = a.legalForm ?? null
  const formB = b.legalForm ?? null
  if (a.core === b.core) {
    if (formA === formB) return 1
    return formA && formB ? LEGAL_FORM_OTHER : LEGAL_FORM_LEFT_OFF
  }
  const blended = 0.5 * diceSimilarity(a.core, b.core) + 0.5 * tokenSimilarity(a.tokens, b.tokens)
  // A differing or missing legal form costs a little even when the rest differs.
  const formFactor = formA === formB ? 1 : formA && formB ? 0.95 : 0.98
  return Math.min(UNEQUAL_MAX, blended * formFactor)
}
