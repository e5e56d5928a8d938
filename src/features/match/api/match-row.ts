/**
 * Resolves one row of a list to ranked candidates through organization search (docs/datahub-api.md
 * §4.1), spending as few searches as the row allows. Every search costs credits, so the row stops
 * as soon as a candidate is good enough; the fallbacks run only when the earlier searches found
 * nothing convincing:
 *
 * 1. a register ID, when the row has one (it names one entry);
 * 2. the name, with the postal-code filter when the row has a postal code;
 * 3. a relaxed name: the distinctive words cut to their first letters, because the search matches
 *    every word as a prefix and a typo late in a word (`Hubr`) would otherwise find nothing;
 * 4. without the postal-code filter (the company may have moved), the name and then the relaxed name.
 *
 * At most `MAX_SEARCHES` searches per row. Identical searches of different rows are the same
 * cache entry (the caller's `search` is cached), so a name that appears twice costs once.
 */
import { type Candidate } from './candidate'
import { normalizeName, registerText } from './normalize'
import { prepareRow, rankCandidates, type ListRow, type ScoredCandidate } from './scoring'

export interface SearchRequest {
  q: string
  /** The postal-code filter (§4.1), when the search uses it. */
  postalCode: string | null
}

export type SearchFn = (request: SearchRequest, signal: AbortSignal) => Promise<Candidate[]>

/** A candidate this good ends the row's searching. */
export const GOOD_ENOUGH = 0.9
export const MAX_SEARCHES = 4
/** How many candidates a row keeps for review. */
export const KEPT_CANDIDATES = 5

export interface RowMatch {
  candidates: ScoredCandidate[]
  searches: number
}

/**
 * The words a search is asked with: `&` and `und` left out, since the register writes either and
 * the search matches every word it is given.
 */
const searchWords = (name: string) => normalizeName(name).words.filter((word) => word !== 'und')

/** Words cut to about two thirds (at least 4 letters), legal forms and 1–2-letter words left out. */
export function relaxedQuery(name: string): string | null {
  const words = searchWords(name)
    .filter((word) => word.length >= 3)
    .sort((a, b) => b.length - a.length)
    .slice(0, 3)
    .map((word) =>
      word.length <= 4 ? word : word.slice(0, Math.max(4, Math.ceil(word.length * 0.6))),
    )
  return words.length ? words.join(' ') : null
}

/** The name as a search query: the legal form and punctuation stay out of the way. */
export function nameQuery(name: string): string {
  const words = searchWords(name)
  return words.length ? words.join(' ') : name.trim()
}

export async function matchRow(
  row: ListRow,
  search: SearchFn,
  signal: AbortSignal,
): Promise<RowMatch> {
  const prepared = prepareRow(row)
  const found: Candidate[] = []
  let ranked: ScoredCandidate[] = []
  let searches = 0
  const asked = new Set<string>()

  async function ask(request: SearchRequest) {
    const key = JSON.stringify(request)
    if (asked.has(key) || searches >= MAX_SEARCHES || !request.q.trim()) return
    asked.add(key)
    searches++
    found.push(...(await search(request, signal)))
    ranked = rankCandidates(prepared, found)
  }
  const good = () => (ranked[0]?.confidence ?? 0) >= GOOD_ENOUGH

  if (prepared.register) await ask({ q: registerText(prepared.register), postalCode: null })
  const q = nameQuery(row.name)
  const relaxed = relaxedQuery(row.name)
  const postal = prepared.postalCode
  if (!good()) await ask({ q, postalCode: postal })
  if (!good() && relaxed && relaxed !== q) await ask({ q: relaxed, postalCode: postal })
  if (postal) {
    if (!good()) await ask({ q, postalCode: null })
    if (!good() && relaxed && relaxed !== q) await ask({ q: relaxed, postalCode: null })
  }
  return { candidates: ranked.slice(0, KEPT_CANDIDATES), searches }
}
