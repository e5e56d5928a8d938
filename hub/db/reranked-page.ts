/**
 * Paging over full-text hits whose top is re-ranked (organization and person search). The top
 * RERANK_WINDOW hits are re-ranked as one fixed window, so pages before, across and after its end
 * fit together: positions beyond the window keep the plain bm25 order.
 */

/** How many of the best hits a name boost may reorder. */
const RERANK_WINDOW = 50

/**
 * `fetch(offset, count)` reads hits in the search's plain order. A hit scores `plain` (the negated
 * bm25 rank: higher is better) everywhere, plus `boost` (how well its name matches the query)
 * inside the window.
 */
export function rerankedPage<Hit>(
  fetch: (offset: number, count: number) => Hit[],
  { skip, limit }: { skip: number; limit: number },
  score: { plain: (hit: Hit) => number; boost: (hit: Hit) => number },
): { hit: Hit; score: number }[] {
  const window = fetch(0, RERANK_WINDOW)
    .map((hit) => ({ hit, score: score.plain(hit) + score.boost(hit) }))
    .sort((a, b) => b.score - a.score)
  const fromWindow = skip < RERANK_WINDOW ? window.slice(skip, skip + limit) : []
  const rest =
    skip + limit > RERANK_WINDOW
      ? fetch(Math.max(skip, RERANK_WINDOW), skip + limit - Math.max(skip, RERANK_WINDOW))
      : []
  return [...fromWindow, ...rest.map((hit) => ({ hit, score: score.plain(hit) }))]
}
