/**
 * The sub-accounts below the yearly totals (financial_accounts) and the consolidation factor of
 * every organization that publishes group accounts (group_accounts), for BALANCE_SHEET,
 * PROFIT_AND_LOSS and FINANCIAL_REPORTS, written beside financial_years by generateFinancials
 * (hub/generate/relation-financials.ts). Each total is split in whole euros with weights seeded
 * by organization and year, so the same filing always has the same accounts; only the parts a
 * tree cannot derive are stored (the last part of a split is its total minus the others, which
 * the resolver computes).
 */
import type { GenerateContext } from './context'
import {
  consolidated,
  hasBalance,
  hasIncomeStatement,
  subscribedCapital,
  type FinancialFigures,
  type WithBalance,
  type WithIncomeStatement,
} from '../domain/accounts'
import { randomFor, type Random } from './random'
import { batchInserter, type Cell } from './batch-insert'

const COLUMNS = [
  'financial_year_id',
  'consolidated',
  'intangible_assets',
  'tangible_assets',
  'inventories',
  'capital_reserves',
  'revenue_reserves',
  'tax_provisions',
  'bank_liabilities',
  'trade_payables',
  'other_operating_income',
  'cost_of_materials',
  'personnel_expenses',
  'depreciation',
]

const NO_BALANCE: Cell[] = [null, null, null, null, null, null, null, null]
const NO_INCOME: Cell[] = [null, null, null, null]

interface FinancialYear extends FinancialFigures {
  id: number
  group_accounts: number
}

/** Splits an integer total into integer parts proportional to weights that sum exactly to the total. */
function splitInteger(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0) || 1
  const parts = weights.map((weight) => Math.trunc((total * weight) / sum) || 0)
  const assigned = parts.reduce((acc, part) => acc + part, 0)
  parts[parts.length - 1]! += total - assigned
  return parts
}

/**
 * A split's weights around their base shares. Module-level rather than a closure per call: tsx
 * keeps function names with a helper call for every closure it creates, which cost over a
 * second across a million accounts.
 */
const balanceWeight = (random: Random, base: number) => base * (0.5 + random.next())
const incomeWeight = (random: Random, base: number) => base * (0.6 + random.next() * 0.8)

/**
 * Intangible and tangible assets, inventories, capital and revenue reserves, tax provisions,
 * bank liabilities and trade payables; the reserves are split only when the equity above the
 * subscribed capital and the year's result is positive (otherwise it is all carried-forward loss).
 */
function balanceSplits(row: WithBalance<FinancialFigures>, shareCapital: number | null): Cell[] {
  const random = randomFor(row.organization_id, `balance:${row.year}`)
  const [intangible, tangible] = splitInteger(row.fixed_assets, [
    balanceWeight(random, 0.1),
    balanceWeight(random, 0.65),
    balanceWeight(random, 0.25),
  ])
  const [inventories] = splitInteger(row.current_assets - row.cash, [
    balanceWeight(random, 0.45),
    balanceWeight(random, 0.55),
  ])
  const rest = row.equity - subscribedCapital(shareCapital) - (row.net_income ?? 0)
  const reserves =
    rest > 0
      ? splitInteger(rest, [
          balanceWeight(random, 0.3),
          balanceWeight(random, 0.3),
          balanceWeight(random, 0.4),
        ])
      : [0, 0]
  const [taxProvisions] = splitInteger(row.provisions, [
    balanceWeight(random, 0.3),
    balanceWeight(random, 0.7),
  ])
  const [bank, trade] = splitInteger(row.liabilities, [
    balanceWeight(random, 0.45),
    balanceWeight(random, 0.35),
    balanceWeight(random, 0.2),
  ])
  return [
    intangible!,
    tangible!,
    inventories!,
    reserves[0]!,
    reserves[1]!,
    taxProvisions!,
    bank!,
    trade!,
  ]
}

/** Other operating income, then cost of materials, personnel and depreciation (as positive amounts). */
function incomeSplits(row: WithIncomeStatement<FinancialFigures>): Cell[] {
  const random = randomFor(row.organization_id, `income:${row.year}`)
  const otherIncome = Math.round(row.revenue * (0.005 + random.next() * 0.025))
  const expenses = row.revenue + otherIncome - row.ebit
  const [material, personnel, depreciation] = splitInteger(expenses, [
    incomeWeight(random, 0.4),
    incomeWeight(random, 0.3),
    incomeWeight(random, 0.06),
    incomeWeight(random, 0.24),
  ])
  return [otherIncome, material!, personnel!, depreciation!]
}

/** The stored row of one year's accounts, or none when it has neither a balance sheet nor a P&L. */
function accountsRow(
  row: FinancialFigures,
  id: number,
  group: number,
  shareCapital: number | null,
) {
  const balance = hasBalance(row) ? balanceSplits(row, shareCapital) : NO_BALANCE
  const income = hasIncomeStatement(row) ? incomeSplits(row) : NO_INCOME
  if (balance === NO_BALANCE && income === NO_INCOME) return undefined
  return [id, group, ...balance, ...income]
}

/** The group's figures are the parent's times a factor between 1.2 and 2, fixed per organization. */
const consolidationFactor = (organizationId: string) =>
  1.2 + randomFor(organizationId, 'group-accounts').next() * 0.8

/**
 * Called by generateFinancials for each financial_years row as it is written (so a million rows
 * are not read back): writes the year's own accounts and, for a group-accounts year with a
 * balance sheet, those of its group accounts and (once) the organization's factor.
 */
export function financialAccountsWriter(ctx: GenerateContext) {
  const insert = batchInserter(ctx.db, 'financial_accounts', COLUMNS)
  const insertFactor = ctx.db.prepare(
    'INSERT INTO group_accounts (organization_id, factor) VALUES (?, ?)',
  )
  let factorOf = { organizationId: '', factor: 0 }
  return {
    push(row: FinancialYear, shareCapital: number | null) {
      const own = accountsRow(row, row.id, 0, shareCapital)
      if (own) insert.push(own)
      if (row.group_accounts !== 1 || !hasBalance(row)) return
      // An organization's years are written one after the other.
      if (factorOf.organizationId !== row.organization_id) {
        factorOf = {
          organizationId: row.organization_id,
          factor: consolidationFactor(row.organization_id),
        }
        insertFactor.run(factorOf.organizationId, factorOf.factor)
      }
      const group = accountsRow(consolidated(row, factorOf.factor), row.id, 1, shareCapital)
      if (group) insert.push(group)
    },
    /** Writes the last rows; returns how many financial_accounts rows were written. */
    finish: () => insert.finish(),
  }
}
