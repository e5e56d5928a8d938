/**
 * FINANCIAL_REPORTS: the published annual accounts of one fiscal year as HTML, rendered from the
 * same figures and trees as BALANCE_SHEET and PROFIT_AND_LOSS (with the prior year beside them,
 * as in a real filing). Group accounts exist only for years flagged `group_accounts`; their totals
 * are the parent's scaled by the organization's stored consolidation factor (group_accounts), and
 * their sub-accounts are the ones the generator split for them (financial_accounts, consolidated).
 */
import type { Database } from 'better-sqlite3'
import { statement, type OrganizationEntity } from '../entities'
import { consolidated, hasBalance } from '../../domain/accounts'
import { germanDate, germanInt } from '../../domain/german-format'
import { hostileReportHtml } from '../hostile-report'
import type { ResolveParams } from '../params'
import {
  accountsYears,
  balanceSheetTree,
  hasBalanceAccounts,
  hasIncomeAccounts,
  profitAndLossTree,
  type AccountNode,
  type AccountsYear,
} from './financials'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The years of the requested accounts with a balance sheet, latest first. */
function reportYears(db: Database, organizationId: string, group: boolean): AccountsYear[] {
  if (!group) return accountsYears(db, organizationId, 0).filter(hasBalance)
  const factor = statement(db, 'SELECT factor FROM group_accounts WHERE organization_id = ?')
    .pluck()
    .get(organizationId) as number | undefined
  if (factor === undefined) return []
  return accountsYears(db, organizationId, 1)
    .filter(hasBalance)
    .filter((row) => row.group_accounts === 1)
    .map((row) => consolidated(row, factor))
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
  const years = reportYears(db, org.id, group)
  const index =
    params.referenceYear === undefined
      ? 0
      : years.findIndex((row) => row.year === params.referenceYear)
  const row = years[index]
  if (!row || !hasBalanceAccounts(row)) return null
  const prior = years[index + 1]
  const subject = group ? `${org.displayName} (Konzern)` : org.displayName
  const balance = table(
    'Bilanz',
    row.year,
    balanceSheetTree(row, org.shareCapital),
    prior && hasBalanceAccounts(prior) ? balanceSheetTree(prior, org.shareCapital) : undefined,
  )
  const income = hasIncomeAccounts(row)
    ? table(
        'Gewinn- und Verlustrechnung',
        row.year,
        profitAndLossTree(row),
        prior && hasIncomeAccounts(prior) ? profitAndLossTree(prior) : undefined,
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
