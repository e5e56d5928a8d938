/**
 * How the header's typeahead asks for suggestions, by upstream (docs/datahub-api.md §9, Cost).
 *
 * Against the real service every call spends the customer's credits, and fusion search is
 * AI-backed and costs more than a plain search. A typeahead that sent fusion search on every pause
 * in typing would spend the most expensive call many times per search, for suggestions that are
 * mostly thrown away. So against a remote upstream the typeahead asks the two plain searches that
 * answer what a typeahead is for (the names of companies and people: organization and person
 * search, a few results each), only from three characters on (shorter fragments match half the
 * register and are rarely what is meant) and after a longer pause (400 ms: a typing gap, not a
 * keystroke). Location search is documented as not made for typeahead, so places are left to the
 * full search; datasets and services too: Enter runs one fusion search, on purpose.
 *
 * The embedded hub costs nothing and answers fusion search locally, so there the typeahead keeps
 * fusion's richer, ranked suggestions (places, datasets, services) after a short pause. While the
 * upstream is not yet known (or cannot be told) the cheap policy applies.
 */
import type { UpstreamInfo } from '@contract/upstream'

export interface TypeaheadPolicy {
  source: 'fusion' | 'type-searches'
  /** Characters (after trimming) before any request. */
  minChars: number
  /** Pause in typing before a request, in ms. */
  debounceMs: number
  /** Results asked of each per-type search. */
  perType: number
}

export const EMBEDDED_TYPEAHEAD: TypeaheadPolicy = {
  source: 'fusion',
  minChars: 2,
  debounceMs: 250,
  perType: 0,
}

export const REMOTE_TYPEAHEAD: TypeaheadPolicy = {
  source: 'type-searches',
  minChars: 3,
  debounceMs: 400,
  perType: 4,
}

export function typeaheadPolicy(mode: UpstreamInfo['mode'] | undefined): TypeaheadPolicy {
  return mode === 'embedded' ? EMBEDDED_TYPEAHEAD : REMOTE_TYPEAHEAD
}
