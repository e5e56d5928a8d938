/** Turning user text into FTS5 queries, and the folding used to compare names for ranking boosts. */

/** Folds case and diacritics (ü→u, ß→ss) the way the FTS tokenizer does, for exact-match boosts. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** Word tokens (letters and digits) of the raw text, lower-cased, at most 12. */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 12)
}

/**
 * Every word must match, each as a prefix (`bäck` finds Bäckerei). Words are quoted, so FTS
 * syntax in user input (AND, NEAR, `*`, quotes, column filters) is never interpreted.
 */
export function prefixQuery(tokens: readonly string[]): string | null {
  if (!tokens.length) return null
  return tokens.map((token) => `"${token.replace(/"/g, '')}"*`).join(' ')
}

const LEGAL_FORM_SUFFIX =
  /\s(gmbh & co\.? kg|gmbh|ug \(haftungsbeschrankt\)|ug|ag|se|kg|ohg|e\.?\s?k\.?|gbr|partg mbb|eg|e\.?\s?v\.?)$/

/** A company name without its legal form, folded: `Bäckerei Huber GmbH` → `backerei huber`. */
function foldName(name: string): string {
  const lowered = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
  return fold(lowered.replace(LEGAL_FORM_SUFFIX, ''))
}

/** Boost for names that equal or start with the query, so exact and prefix hits come first. */
export function nameBoost(name: string, query: string): number {
  const target = fold(query)
  if (!target) return 0
  const full = fold(name)
  const bare = foldName(name)
  // Typed umlauts are deliberate: `Bäck` should find Bäckerei before Backhaus.
  const literal = query.trim().toLowerCase()
  const spelled =
    /[äöüß]/.test(literal) &&
    name
      .toLowerCase()
      .split(/\s+/)
      .some((word) => word.startsWith(literal))
      ? 8
      : 0
  if (full === target || bare === target) return 40 + spelled
  if (full.startsWith(`${target} `) || bare.startsWith(target)) return 15 + spelled
  if (` ${full} `.includes(` ${target} `)) return 6 + spelled
  return spelled
}
