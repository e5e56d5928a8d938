/**
 * The filed report's profit and loss in the same § 275 form as the Profit & loss tab: a filing's
 * table (or the Data Hub's rendering of one, which lists net income first and numbers its lines
 * 1–6 in sequence) gets its rows in the statute's order, each item under the statute's number,
 * subtotals the statute does not list unnumbered and marked. The balance sheet is left as filed
 * (already in § 266 order). Runs on HTML that is already sanitized, with the browser's parser.
 */
import {
  bareAccountName,
  profitAndLossMethod,
  statuteLines,
  inStatuteOrder,
  withoutDeliveredNumber,
  type ProfitAndLossMethod,
} from './hgb-275'

const PROFIT_AND_LOSS_CAPTION = /gewinn-? und verlustrechnung|profit and loss|income statement/i
const BALANCE_SHEET_CAPTION = /bilanz|balance sheet/i

export interface StatuteReport {
  html: string
  /** The § 275 form the profit and loss table follows; null when the report has none. */
  method: ProfitAndLossMethod | null
}

function rowName(row: HTMLTableRowElement): HTMLTableCellElement | null {
  return row.cells[0] ?? null
}

function isProfitAndLoss(table: HTMLTableElement, rows: HTMLTableRowElement[]): boolean {
  const caption = table.caption?.textContent ?? ''
  if (PROFIT_AND_LOSS_CAPTION.test(caption)) return true
  if (BALANCE_SHEET_CAPTION.test(caption)) return false
  // No caption to go by: a table that opens with revenue and holds net income.
  const names = rows.map((row) => bareAccountName(rowName(row)?.textContent))
  return (
    names.some((name) => /^umsatzerl[öo]se|^revenue/.test(name)) &&
    names.some((name) => /^jahres(überschuss|fehlbetrag)|^net (income|profit|loss)/.test(name))
  )
}

/**
 * Reorders and renumbers the profit and loss table(s) of a sanitized report. `subtotal` is the
 * mark written beside an unnumbered subtotal, in the reader's language.
 */
export function reportInStatuteOrder(html: string, words: { subtotal: string }): StatuteReport {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  let method: ProfitAndLossMethod | null = null
  for (const table of document.querySelectorAll('table')) {
    const body = table.tBodies[0]
    if (!body) continue
    const rows = [...body.rows].filter((row) => rowName(row)?.textContent?.trim())
    if (rows.length < 2 || !isProfitAndLoss(table, rows)) continue
    const named = rows.map((row) => ({ german: rowName(row)!.textContent ?? '', english: null }))
    method = profitAndLossMethod(named)
    const lines = statuteLines(named, method)
    rows.forEach((row, index) => {
      const cell = rowName(row)!
      const line = lines[index]!
      const name = withoutDeliveredNumber(cell.textContent ?? '').trim()
      cell.textContent = line.number === null ? name : `${line.number}. ${name}`
      if (line.kind === 'subtotal' || line.kind === 'result') {
        const strong = document.createElement('strong')
        strong.append(...cell.childNodes)
        cell.append(strong)
      }
      if (line.kind === 'subtotal') {
        const mark = document.createElement('small')
        mark.textContent = ` (${words.subtotal})`
        cell.append(mark)
      }
    })
    for (const row of inStatuteOrder(rows, lines)) body.append(row)
  }
  return { html: document.body.innerHTML, method }
}
