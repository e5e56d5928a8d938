import { z } from 'zod/mini'
import {
  arrayOf,
  deliveredText,
  type DeliveredText,
  num,
  orNull,
  parseOrNull,
  pickText,
  text,
  transformed,
} from '@/lib/datahub/fields'

export interface AccountNode {
  /** Path of German names from the root: stable across years, so years can be compared. */
  path: string
  /** The English name, else the German one; null when the filing names the account not at all. */
  name: string | null
  /** The German account name when it differs from the English one. */
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
      children: orNull(arrayOf(nodeSchema)),
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
  balance_sheet_accounts: orNull(arrayOf(nodeSchema)),
  profit_and_loss_accounts: orNull(arrayOf(nodeSchema)),
  accounts: orNull(arrayOf(nodeSchema)),
})

function names(raw: unknown): { name: string | null; german: string | null } {
  if (typeof raw === 'string') return { name: raw, german: null }
  if (raw && typeof raw === 'object') {
    const { en, de } = raw as { en?: unknown; de?: unknown }
    const english = typeof en === 'string' && en ? en : null
    const german = typeof de === 'string' && de ? de : null
    const name = pickText({ en: english, de: german }, 'en') ?? null
    return { name, german: english && german && english !== german ? german : null }
  }
  return { name: null, german: null }
}

function flatten(nodes: RawNode[], parent: string, into: Map<string, number | null>) {
  for (const node of nodes) {
    const { german, name } = names(node.name)
    const path = `${parent}/${german ?? name ?? ''}`
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
    const path = `${parent}/${german ?? name ?? ''}`
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
  const rows = parseOrNull(arrayOf(yearSchema), value)
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

export interface FinancialReport {
  /** The filing's HTML as delivered (sanitized by the view's parser); null when only a hint came. */
  html: string | null
  documentType: string | null
  /** The fiscal year of the filing actually delivered, which may not be the year asked for. */
  fiscalYear: number | null
  publicationDate: string | null
  /** Why the plan withholds the latest filing (documented `signup_hint`, §9 (18)); picked when shown. */
  signupHint: DeliveredText | null
}

/**
 * A report, a `signup_hint` beside an older report, or a hint alone (docs/datahub-api.md §7,
 * §9 (18)); null for anything else.
 */
export function parseFinancialReport(value: unknown): FinancialReport | null {
  const parsed = parseOrNull(
    z.looseObject({
      report_html: orNull(z.string()),
      html: orNull(z.string()),
      signup_hint: deliveredText,
      metadata: orNull(
        z.looseObject({ document_type: text, fiscal_year: num, publication_date: text }),
      ),
    }),
    value,
  )
  if (!parsed) return null
  const html = parsed.report_html ?? parsed.html ?? null
  if (html === null && !parsed.signup_hint) return null
  return {
    html,
    documentType: parsed.metadata?.document_type ?? null,
    fiscalYear: parsed.metadata?.fiscal_year ?? null,
    publicationDate: parsed.metadata?.publication_date ?? null,
    signupHint: parsed.signup_hint,
  }
}
