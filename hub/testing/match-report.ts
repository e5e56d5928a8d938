/**
 * Scoring a matched list against its oracle (./match-list.ts), per kind of variation: shared by
 * the benchmark (bench/match.ts) and the end-to-end test, so both count the same way.
 *
 * - accepted: matched (or confirmed) on the right organization; for an ambiguous row, on any
 *   organization of that name;
 * - wrong: matched on another organization (the one outcome that must never happen), or, for a
 *   legal-form swap, matched at all (the row names another legal person than any it could match);
 * - review: sent to review with the right organization among its candidates;
 * - reviewWithout: sent to review without it (for an absent row: with candidates of other names);
 * - unmatched: no candidate.
 */
import type { MatchListKind, MatchListRow } from './match-list'
import { MATCH_LIST_KINDS } from './match-list'

export type MatchOutcome = 'accepted' | 'wrong' | 'review' | 'reviewWithout' | 'unmatched'

interface Named {
  id: string
  name: string
}

/** IDs compared without leading zeros (the documented variants drop one, §9 (13)). */
const sameId = (a: string | null | undefined, b: string | null) =>
  !!a && b !== null && a.replace(/^0+/, '') === b.replace(/^0+/, '')

export function matchOutcome(
  expected: MatchListRow,
  status: string,
  chosen: Named | null,
  candidates: readonly Named[],
): MatchOutcome {
  if (status === 'matched' || status === 'accepted') {
    if (expected.kind === 'legalSwap') return 'wrong'
    const right =
      sameId(chosen?.id, expected.truth) ||
      (expected.kind === 'ambiguous' && chosen?.name === expected.name)
    return right ? 'accepted' : 'wrong'
  }
  if (status === 'review')
    return candidates.some((candidate) => sameId(candidate.id, expected.truth))
      ? 'review'
      : 'reviewWithout'
  return 'unmatched'
}

export interface KindFigures {
  kind: MatchListKind
  rows: number
  accepted: number
  wrong: number
  review: number
  reviewWithout: number
  unmatched: number
  /** Right acceptances among acceptances (1 when nothing was accepted). */
  precision: number
  /**
   * Found among rows: accepted right or in review with the right candidate; for absent rows,
   * the share left unmatched.
   */
  recall: number
}

export function matchFigures(
  list: readonly MatchListRow[],
  outcomes: readonly MatchOutcome[],
): KindFigures[] {
  return MATCH_LIST_KINDS.flatMap((kind) => {
    const mine = outcomes.filter((_, index) => list[index]!.kind === kind)
    if (!mine.length) return []
    const count = (outcome: MatchOutcome) => mine.filter((value) => value === outcome).length
    const accepted = count('accepted')
    const wrong = count('wrong')
    const found = kind === 'absent' ? count('unmatched') : accepted + count('review')
    return [
      {
        kind,
        rows: mine.length,
        accepted,
        wrong,
        review: count('review'),
        reviewWithout: count('reviewWithout'),
        unmatched: count('unmatched'),
        precision: accepted + wrong ? accepted / (accepted + wrong) : 1,
        recall: found / mine.length,
      },
    ]
  })
}

/** The rows that differ from the register's spelling (and are in it). */
export const INEXACT_KINDS: readonly MatchListKind[] = [
  'typo',
  'umlaut',
  'legalSpelled',
  'legalOff',
]

/** The share of inexact rows found (accepted right, or in review with the right candidate). */
export function inexactRecall(list: readonly MatchListRow[], outcomes: readonly MatchOutcome[]) {
  const inexact = outcomes.filter((_, index) => INEXACT_KINDS.includes(list[index]!.kind))
  return (
    inexact.filter((outcome) => outcome === 'accepted' || outcome === 'review').length /
    inexact.length
  )
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`.padStart(8)

/** A table of the figures, one line per kind, and the inexact rows' recall. */
export function matchReport(
  list: readonly MatchListRow[],
  outcomes: readonly MatchOutcome[],
  searchesByKind?: ReadonlyMap<string, number>,
): string {
  const lines = [
    '  kind           rows  accepted  wrong  review  review(-)  unmatched  precision    recall  searches/row',
  ]
  for (const figures of matchFigures(list, outcomes)) {
    const searches = searchesByKind?.get(figures.kind)
    lines.push(
      `  ${figures.kind.padEnd(13)}${String(figures.rows).padStart(5)}${String(figures.accepted).padStart(10)}${String(figures.wrong).padStart(7)}` +
        `${String(figures.review).padStart(8)}${String(figures.reviewWithout).padStart(11)}${String(figures.unmatched).padStart(11)}` +
        `${pct(figures.precision).padStart(11)}${pct(figures.recall).padStart(10)}` +
        `${searches === undefined ? '' : (searches / figures.rows).toFixed(2).padStart(14)}`,
    )
  }
  lines.push(
    `  inexact rows found: ${pct(inexactRecall(list, outcomes)).trim()} (recall of absent rows: left unmatched)`,
  )
  return lines.join('\n')
}
