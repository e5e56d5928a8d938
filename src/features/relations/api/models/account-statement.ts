/**
 * The account trees in the order and conventions analysts read them:
 * - the balance sheet in HGB § 266 order: assets (Aktiva) before equity and liabilities
 *   (Passiva), and within each the outline letters and numbers (A., B., I., II., 1., 2.);
 * - profit and loss in HGB § 275 (2) or (3) form (./hgb-275.ts), from revenue down to net income:
 *   each line numbered as the statute numbers its item, a result after the lines it sums (a tree
 *   delivered with net income at the root is read bottom-up), subtotals the statute does not list
 *   unnumbered and marked;
 * - colour only where higher is clearly better (revenue and results); everything else neutral.
 */
import { relativeChange } from '@/lib/format/relative-change'
import type { AccountNode } from './financial-models'
import {
  inStatuteOrder,
  profitAndLossMethod,
  statuteLines,
  withoutDeliveredNumber,
  type ProfitAndLossMethod,
  type StatuteLineKind,
} from './hgb-275'

export type Statement = 'balance-sheet' | 'profit-and-loss'

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10 }
function romanValue(roman: string): number {
  let total = 0
  for (let index = 0; index < roman.length; index++) {
    const value = ROMAN[roman[index]!]!
    const next = ROMAN[roman[index + 1] ?? ''] ?? 0
    total += value < next ? -value : value
  }
  return total
}

/** The outline position of "A. Anlagevermögen", "II. Sachanlagen", "3. Materialaufwand"; else null. */
export function outlinePosition(name: string | null): { kind: string; rank: number } | null {
  const match = /^\s*(?:([A-H])|([IVX]+)|(\d{1,2}))\.\s/.exec(name ?? '')
  if (!match) return null
  if (match[2]) return { kind: 'roman', rank: romanValue(match[2]) }
  if (match[1]) return { kind: 'letter', rank: match[1].charCodeAt(0) }
  return { kind: 'number', rank: Number(match[3]) }
}

const labelOf = (node: AccountNode) => node.germanName ?? node.name

/** Siblings by their outline numbers when all of them carry one of the same kind; else as delivered. */
function byOutline(nodes: AccountNode[]): AccountNode[] {
  const positions = nodes.map((node) => outlinePosition(labelOf(node)))
  const kind = positions[0]?.kind
  if (!kind || positions.some((position) => position?.kind !== kind)) return nodes
  return nodes
    .map((node, index) => ({ node, rank: positions[index]!.rank }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ node }) => node)
}

const ASSETS = /^(aktiva|assets|summe aktiva|total assets)$/i
const EQUITY_AND_LIABILITIES = /^(passiva|equity and liabilities|summe passiva)$/i
const sideOf = (node: AccountNode) => {
  const names = [node.germanName, node.name].filter(Boolean) as string[]
  if (names.some((name) => ASSETS.test(name.trim()))) return 0
  if (names.some((name) => EQUITY_AND_LIABILITIES.test(name.trim()))) return 1
  return 2
}

/** The balance sheet's tree in § 266 order (the tree itself is kept: its levels fold). */
export function balanceSheetOrder(roots: AccountNode[]): AccountNode[] {
  const sort = (nodes: AccountNode[]): AccountNode[] =>
    byOutline(nodes).map((node) => ({ ...node, children: sort(node.children) }))
  return sort([...roots].sort((a, b) => sideOf(a) - sideOf(b)))
}

export interface StatementLine {
  node: AccountNode
  /** A result of the lines above it (drawn with a rule and in bold), as in the Staffelform. */
  subtotal: boolean
  /** The item's number in § 275 (2) or (3); null for subtotals and lines the statute lacks. */
  number: number | null
  kind: StatuteLineKind
}

export interface ProfitAndLossStatement {
  method: ProfitAndLossMethod
  lines: StatementLine[]
}

/** The account's name without the number it was delivered with (the statute's is shown instead). */
export function statuteName(name: string | null): string | null {
  return name === null ? null : withoutDeliveredNumber(name)
}

/**
 * Profit and loss as one list in § 275 form: every line in the statute's order with its number,
 * each result after its parts, subtotals the statute does not number marked as such.
 */
export function profitAndLossStatement(roots: AccountNode[]): ProfitAndLossStatement {
  const delivered: AccountNode[] = []
  const walk = (nodes: AccountNode[]) => {
    for (const node of byOutline(nodes)) {
      walk(node.children)
      delivered.push(node)
    }
  }
  walk(roots)
  const named = delivered.map((node) => ({
    german: node.germanName ?? node.name,
    english: node.germanName ? node.name : null,
    isSum: node.children.length > 0,
  }))
  const method = profitAndLossMethod(named)
  const statute = statuteLines(named, method)
  const lines = delivered.map((node, index) => {
    const line = statute[index]!
    return {
      node,
      subtotal: line.kind === 'subtotal' || line.kind === 'result',
      number: line.number,
      kind: line.kind,
    }
  })
  return { method, lines: inStatuteOrder(lines, statute) }
}

/** Profit and loss as one list from revenue down to net income (see profitAndLossStatement). */
export function profitAndLossLines(roots: AccountNode[]): StatementLine[] {
  return profitAndLossStatement(roots).lines
}

const BETTER_WHEN_HIGHER_DE = /umsatzerl|ergebnis|jahresüberschuss|jahresfehlbetrag|bilanzgewinn/i
const BETTER_WHEN_HIGHER_EN = /\brevenue|\bresult\b|net income|net profit|\bprofit\b|\bebit/i

/**
 * Whether a rise is good news: revenue and results (and the year's result within equity).
 * Expenses, assets, liabilities and provisions are neither good nor bad by their direction.
 */
export function higherIsBetter(node: AccountNode, statement: Statement): boolean {
  const german = node.germanName ?? ''
  const english = node.name ?? ''
  if (statement === 'balance-sheet')
    return /jahresüberschuss|jahresfehlbetrag|net income/i.test(`${german} ${english}`)
  return (
    node.children.length > 0 ||
    BETTER_WHEN_HIGHER_DE.test(german) ||
    BETTER_WHEN_HIGHER_EN.test(english)
  )
}

/**
 * Change against the previous year, or null when either side is unknown or both are zero (nothing
 * to compare: the view writes "–"); ratio null is "n/m".
 */
export function accountChange(node: Pick<AccountNode, 'total' | 'previous'>) {
  if (node.total === null || node.previous === null) return null
  if (node.total === 0 && node.previous === 0) return null
  return { delta: node.total - node.previous, ratio: relativeChange(node.total, node.previous) }
}
