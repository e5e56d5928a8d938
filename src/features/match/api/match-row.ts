/**
 * Resolves one row of a list to ranked candidates through organization search (docs/datahub-api.md
 * §4.1), with only what that search documents (a name or part of one, the `postal_code` filter)
 * and the scoring here in the browser: the search itself knows no typos. Every search costs
 * credits, so a row stops as soon as a candidate is convincing; the later steps run only for rows
 * that are not:
 *
 * 0. a register ID, when the row has one (it names one entry);
 * 1. the name, with the postal-code filter when the row has a postal code;
 * 2. with a postal code: every organization at that postal code (the filter alone, up to
 *    `LISTING_LIMIT`), scored here, which finds typos, umlauts written out and legal forms
 *    spelled otherwise wherever they sit in the name;
 *    without one: the name with umlauts put back (`Mueller` → `Müller`), when it has ae/oe/ue;
 * 3. the name without the filter (the company may have moved);
 * 4. a partial name: the first letters of each word, as a prefix, up to `LISTING_LIMIT` results
 *    (with the postal-code filter when the listing of step 2 was not complete).
 *
 * At most `MAX_SEARCHES` searches per row. Identical searches of different rows are one cache
 * entry (the caller's `search` is cached), so a name or postal code that appears twice costs once.
 */
import { type Candidate } from './candidate'
import { normalizeName, registerText } from './normalize'
import { prepareRow, rankCandidates, type ListRow, type ScoredCandidate } from './scoring'

export interface SearchRequest {
  /** The text; empty for a listing by filter alone. */
  q: string
  /** The postal-code filter (§4.1), when the search uses it. */
  postalCode: string | null
  /** Results wanted; the default (`SEARCH_LIMIT`) when absent. */
  limit?: number
}

export type SearchFn = (request: SearchRequest, signal: AbortSignal) => Promise<Candidate[]>

/** A candidate this good ends the row's searching. */
export const GOOD_ENOUGH = 0.9
export const MAX_SEARCHES = 4
/** How many candidates a row keeps for review. */
export const KEPT_CANDIDATES = 5
/** Results of a listing or a partial name: the API's maximum page (§2). */
export const LISTING_LIMIT = 30

export interface RowMatch {
  candidates: ScoredCandidate[]
  searches: number
}

/**
 * The words a search is asked with: `&` and `und` left out, since the register writes either and
 * the search matches every word it is given.
 */
const searchWords = (name: string) => normalizeName(name).words.filter((word) => word !== 'und')

/** The name as a search query: the legal form and punctuation stay out of the way. */
export function nameQuery(name: string): string {
  const words = searchWords(name)
  return words.length ? words.join(' ') : name.trim()
}

/**
 * `ae`, `oe`, `ue` as the umlauts they usually stand for (`mueller` → `müller`), except after a
 * vowel or `q` (`bauer`, `neue`, `quelle`); null when there is nothing to put back.
 */
export function umlautQuery(name: string): string | null {
  const q = nameQuery(name)
  const restored = q.replace(/(^|[^aeiouäöüq])(ae|oe|ue)/g, (_, before: string, pair: string) => {
    return before + { ae: 'ä', oe: 'ö', ue: 'ü' }[pair as 'ae' | 'oe' | 'ue']
  })
  return restored === q ? null : restored
}

/**
 * The first three letters of each word of three letters or more (a typo rarely sits there), cut
 * before an `ae`/`oe`/`ue`/`ss` that may stand for an umlaut or `ß`; null when no word is left.
 */
export function partialQuery(name: string): string | null {
  const words = searchWords(name)
    .filter((word) => word.length >= 3)
    .map((word) => {
      const spelled = word.search(/ae|oe|ue|ss/)
      return word.slice(0, spelled > 0 ? Math.max(2, Math.min(3, spelled)) : 3)
    })
  return words.length ? words.join(' ') : null
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

  /** Asks once; returns how many results came back (-1 when not asked). */
  async function ask(request: SearchRequest): Promise<number> {
    const key = JSON.stringify(request)
    if (asked.has(key) || searches >= MAX_SEARCHES) return -1
    if (!request.q.trim() && !request.postalCode) return -1
    asked.add(key)
    searches++
    const results = await search(request, signal)
    found.push(...results)
    ranked = rankCandidates(prepared, found)
    return results.length
  }
  const good = () => (ranked[0]?.confidence ?? 0) >= GOOD_ENOUGH

  if (prepared.register) await ask({ q: registerText(prepared.register), postalCode: null })
  const q = nameQuery(row.name)
  const partial = partialQuery(row.name)
  const postal = prepared.postalCode
  if (!good()) await ask({ q, postalCode: postal })
  // A listing shorter than a page holds every organization at the postal code: nothing is left
  // for a partial name there. A full page may not; the partial name then keeps the filter.
  let listing: 'none' | 'complete' | 'partial' = 'none'
  if (postal) {
    if (!good()) {
      const listed = await ask({ q: '', postalCode: postal, limit: LISTING_LIMIT })
      if (listed >= 0) listing = listed < LISTING_LIMIT ? 'complete' : 'partial'
    }
    if (!good()) await ask({ q, postalCode: null })
  } else {
    const umlauts = umlautQuery(row.name)
    if (!good() && umlauts) await ask({ q: umlauts, postalCode: null })
  }
  if (!good() && partial && partial !== q && listing !== 'complete')
    await ask({
      q: partial,
      postalCode: listing === 'partial' ? postal : null,
      limit: LISTING_LIMIT,
    })
  return { candidates: ranked.slice(0, KEPT_CANDIDATES), searches }
}
