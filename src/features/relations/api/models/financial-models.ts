import { z } from 'zod/mini'
import {
  listOf,
  localized,
  nullishOrNull,
  num,
  parseOrNull,
  text,
  transformed,
} from './model-helpers'

export interface KpiYear {
  year: number
  revenue: number | null
  netIncome: number | null
  balanceSheetTotal: number | null
  employees: number | null
}

const kpiSchema = z.looseObject({
  year: num,
  fiscal_year: num,
  revenue: num,
  net_income: num,
  active_total: num,
  total_assets: num,
  balance_sheet_total: num,
  employees_estimate: num,
  employees: num,
})

/** Key figures per year, oldest first; alternative field names of older data are accepted. */
export function parseKpis(value: unknown): KpiYear[] | null {
  const rows = parseOrNull(listOf(kpiSchema), value)
  if (!rows) return null
  return rows
    .flatMap((row) => {
      const year = row.year ?? row.fiscal_year
      if (year === null) return []
      return [
        {
          year,
          revenue: row.revenue,
          netIncome: row.net_income,
          balanceSheetTotal: row.active_total ?? row.total_assets ?? row.balance_sheet_total,
          employees: row.employees_estimate ?? row.employees,
        },
      ]
    })
    .sort((a, b) => a.year - b.year)
}

export interface AccountNode {
  /** Path of German names from the root: stable across years, so years can be compared. */
  path: string
  name: string
  /** The German account name when an English one is shown. */
  germanName: string | null
  total: number | null
  previous: number | null
  children: AccountNode[]
}

export interface AccountYear {
  year: number
  roots: AccountNode[]
}

interface RawNode {
  name: unknown
  total: number | null
  children: RawNode[]
}

const nodeSchema: z.ZodMiniType<RawNode> = z.lazy(() =>
  transformed(
    z.looseObject({
      name: z.optional(z.unknown()),
      label: z.optional(z.unknown()),
      total: num,
      value: num,
      children: nullishOrNull(listOf(nodeSchema)),
    }),
    (node) => ({
      name: node.name ?? node.label,
      total: node.total ?? node.value,
      children: node.children ?? [],
    }),
  ),
)

const yearSchema = z.looseObject({
  year: num,
  fiscal_year: num,
  balance_sheet_accounts: nullishOrNull(listOf(nodeSchema)),
  profit_and_loss_accounts: nullishOrNull(listOf(nodeSchema)),
  accounts: nullishOrNull(listOf(nodeSchema)),
})

function names(raw: unknown): { name: string; german: string | null } {
  if (typeof raw === 'string') return { name: raw, german: null }
  if (raw && typeof raw === 'object') {
    const { en, de } = raw as { en?: unknown; de?: unknown }
    const english = typeof en === 'string' && en ? en : null
    const german = typeof de === 'string' && de ? de : null
    const name = localized({ en: english, de: german }) ?? 'Unnamed account'
    return { name, german: english && german && english !== german ? german : null }
  }
  return { name: 'Unnamed account', german: null }
}

function flatten(nodes: RawNode[], parent: string, into: Map<string, number | null>) {
  for (const node of nodes) {
    const { german, name } = names(node.name)
    const path = `${parent}/${german ?? name}`
    into.set(path, node.total)
    flatten(node.children, path, into)
  }
}

function build(
  nodes: RawNode[],
  parent: string,
  previous: Map<string, number | null> | null,
): AccountNode[] {
  return nodes.map((node) => {
    const { german, name } = names(node.name)
    const path = `${parent}/${german ?? name}`
    return {
      path,
      name,
      germanName: german,
      total: node.total,
      previous: previous?.get(path) ?? null,
      children: build(node.children, path, previous),
    }
  })
}

/**
 * Balance sheet or P&L per year, newest first; each account carries the previous year's total
 * (matched by its path of names) so the view can show the change.
 */
export function parseAccountYears(value: unknown): AccountYear[] | null {
  const rows = parseOrNull(listOf(yearSchema), value)
  if (!rows) return null
  const years = rows
    .flatMap((row) => {
      const year = row.year ?? row.fiscal_year
      const roots = row.balance_sheet_accounts ?? row.profit_and_loss_accounts ?? row.accounts
      return year === null || !roots ? [] : [{ year, roots }]
    })
    .sort((a, b) => a.year - b.year)
  const result: AccountYear[] = []
  let previous: Map<string, number | null> | null = null
  for (const { year, roots } of years) {
    result.push({ year, roots: build(roots, '', previous) })
    previous = new Map()
    flatten(roots, '', previous)
  }
  return result.reverse()
}

/** Change against the previous year, or null when either side is unknown. */
export function accountChange(node: Pick<AccountNode, 'total' | 'previous'>) {
  if (node.total === null || node.previous === null) return null
  const delta = node.total - node.previous
  return { delta, ratio: node.previous === 0 ? null : delta / Math.abs(node.previous) }
}

export interface FinancialReport {
  html: string
  documentType: string | null
  fiscalYear: number | null
  publicationDate: string | null
}

export function parseFinancialReport(value: unknown): FinancialReport | null {
  const parsed = parseOrNull(
    z.looseObject({
      report_html: nullishOrNull(z.string()),
      html: nullishOrNull(z.string()),
      metadata: nullishOrNull(
        z.looseObject({ document_type: text, fiscal_year: num, publication_date: text }),
      ),
    }),
    value,
  )
  const html = parsed?.report_html ?? parsed?.html
  if (!parsed || typeof html !== 'string') return null
  return {
    html,
    documentType: parsed.metadata?.document_type ?? null,
    fiscalYear: parsed.metadata?.fiscal_year ?? null,
    publicationDate: parsed.metadata?.publication_date ?? null,
  }
}
