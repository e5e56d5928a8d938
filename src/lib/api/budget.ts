/**
 * A refusal by the explorer's own server: the user reached a budget the team set (a request rate
 * per minute, or a daily number of Data Hub calls). Waiting is the only cure, so it is explained
 * with its reset time and never retried automatically.
 */
export interface BudgetInfo {
  kind: 'rate' | 'daily'
  resetsAt: Date
  limit: number | null
}

/** The explorer server's budget headers (proxy/ops/budgets.ts); null on any other 429. */
export function readBudget(headers: Headers): BudgetInfo | null {
  const kind = headers.get('X-Budget')?.trim()
  const resetsAt = new Date(headers.get('X-Budget-Reset') ?? '')
  if ((kind !== 'rate' && kind !== 'daily') || Number.isNaN(resetsAt.getTime())) return null
  const limit = Number(headers.get('X-Budget-Limit'))
  return { kind, resetsAt, limit: Number.isInteger(limit) && limit > 0 ? limit : null }
}
