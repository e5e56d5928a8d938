/**
 * Diacritic-insensitive text folding for the catalogue searches: `München`, `Munchen` and
 * `MÜNCHEN` fold to the same token, `ß` to `ss`, so users need not type umlauts.
 */

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .trim()
}

/** Folded word tokens of a text (letters and digits; everything else separates). */
export function tokens(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0)
}
