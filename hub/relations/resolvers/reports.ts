/**
 * FINANCIAL_REPORTS: the published annual accounts of one fiscal year as HTML, rendered from the
 * same figures and trees as BALANCE_SHEET and PROFIT_AND_LOSS (with the prior year beside them,
 * as in a real filing). Group accounts exist only for years flagged `group_accounts`; their figures
 * are the parent's scaled by a fixed consolidation factor per organization.
 */
import type { Database } from 'better-sqlite3'
import type { OrganizationEntity } from '../entities'
import { germanDate, germanInt } from '../../domain/german-format'
import { randomFor } from '../../domain/random'
import { hostileReportHtml } from '../hostile-report'
import type { ResolveParams } from '../params'
import {
  balanceSheetTree,
  financialYears,
  hasBalance,
  hasIncomeStatement,
  profitAndLossTree,
  type AccountNode,
  type FinancialYear,
} from './financials'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function consolidated(row: FinancialYear, factor: number): FinancialYear {
  const scale = (value: number | null) => (value === null ? null : Math.round(value * factor))
  const total = scale(row.total_assets)
  const fixed = scale(row.fixed_assets)
  const equity = scale(row.equity)
  const provisions = scale(row.provisions)
  return {
    ...row,
    employees: scale(row.employees),
    revenue: scale(row.revenue),
    ebit: scale(row.ebit),
    net_income: scale(row.net_income),
    total_assets: total,
    fixed_assets: fixed,
    current_assets: total !== null && fixed !== null ? total - fixed : null,
    cash: total !== null && fixed !== null ? Math.min(total - fixed, scale(row.cash)!) : null,
    equity,
    provisions,
    liabilities:
      total !== null && equity !== null && provisions !== null ? total - equity - provisions : null,
  }
}

function rows(current: AccountNode[], previous: AccountNode[] | undefined, level = 0): string {
  return current
    .map((account, index) => {
      const prior = previous?.[index]
      const cells = `<td>${germanInt(account.total)}</td><td>${prior ? germanInt(prior.total) : '–'}</td>`
      const row = `<tr class="level-${level}"><th scope="row">${escape(account.name.de)}</th>${cells}</tr>`
      return row + (account.children ? rows(account.children, prior?.children, level + 1) : '')
    })
    .join('\n')
}

function table(
  caption: string,
  year: number,
  current: AccountNode[],
  previous: AccountNode[] | undefined,
) {
  return `<table>
<caption>${caption}</caption>
<thead><tr><th scope="col">Posten</th><th scope="col">31.12.${year} EUR</th><th scope="col">31.12.${year - 1} EUR</th></tr></thead>
<tbody>
${rows(current, previous)}
</tbody>
</table>`
}

export function financialReport(db: Database, org: OrganizationEntity, params: ResolveParams) {
  const documentType = params.documentType ?? 'Jahresabschluss'
  const group = documentType === 'Konzernabschluss'
  const factor = 1.2 + randomFor(org.id, 'group-accounts').next() * 0.8
  const years = financialYears(db, org.id)
    .filter(hasBalance)
    .filter((row) => !group || row.group_accounts === 1)
    .map((row) => (group ? consolidated(row, factor) : row))
  const index =
    params.referenceYear === undefined
      ? 0
      : years.findIndex((row) => row.year === params.referenceYear)
  const row = years[index]
  if (!row || !hasBalance(row)) return null
  const prior = years[index + 1]
  const subject = group ? `${org.displayName} (Konzern)` : org.displayName
  const balance = table(
    'Bilanz',
    row.year,
    balanceSheetTree(row, org.legalForm),
    prior && hasBalance(prior) ? balanceSheetTree(prior, org.legalForm) : undefined,
  )
  const income = hasIncomeStatement(row)
    ? table(
        'Gewinn- und Verlustrechnung',
        row.year,
        profitAndLossTree(row),
        prior && hasIncomeStatement(prior) ? profitAndLossTree(prior) : undefined,
      )
    : '<p>Die Gesellschaft macht von den größenabhängigen Erleichterungen des § 326 HGB Gebrauch; eine Gewinn- und Verlustrechnung wird nicht offengelegt.</p>'
  const html = `<article class="financial-report">
<h1>${escape(subject)}</h1>
<p>${escape(org.city ?? org.registerCourt)} · Amtsgericht ${escape(org.registerCourt)} ${escape(org.registerType)} ${escape(org.registerNumber)}</p>
<h2>${documentType} zum Geschäftsjahr vom 01.01.${row.year} bis zum 31.12.${row.year}</h2>
${balance}
${income}
<h3>Anhang</h3>
<p>Der ${documentType} wurde nach den Vorschriften des Handelsgesetzbuches aufgestellt.${row.employees !== null ? ` Im Geschäftsjahr wurden durchschnittlich ${germanInt(row.employees)} Arbeitnehmer beschäftigt.` : ''}</p>
<p>Offengelegt am ${germanDate(row.publication_date)}.</p>
${hostileReportHtml(db, org.id)}</article>`
  return {
    report_html: html,
    metadata: {
      document_type: documentType,
      fiscal_year: row.year,
      publication_date: row.publication_date,
    },
  }
}
