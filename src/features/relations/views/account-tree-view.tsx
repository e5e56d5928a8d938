import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChangeText } from '@/components/change/change-text'
import { formatCode, formatEuro, formatEuroAmount } from '@/lib/format/format'
import {
  parseAccountYears,
  type AccountNode,
  type AccountYear,
} from '../api/models/financial-models'
import {
  accountChange,
  balanceSheetOrder,
  higherIsBetter,
  profitAndLossStatement,
  statuteName,
  type StatementLine,
  type Statement,
} from '../api/models/account-statement'
import { StatuteNote } from '../components/statute-note'
import { NotMeaningfulNote } from '@/components/change/change-text'
import { defineSlice, type SliceViewProps } from '../slice'

export const slice = defineSlice({
  parse: parseAccountYears,
  isEmpty: (years) => years.length === 0,
  View: AccountTreeView,
})

const NUMBER_CELL = 'px-3 py-1.5 text-right whitespace-nowrap tabular-nums'

/**
 * Balance sheet (HGB § 266: assets, then equity and liabilities, as a tree that folds) or profit
 * and loss (HGB § 275: from revenue down to net income, each result under its parts) per fiscal
 * year, with the change against the year before (nested disclosure rows keep native keyboard
 * handling; a WAI-ARIA treegrid would be heavier than needed).
 */
function AccountTreeView({ model: years, definition }: SliceViewProps<AccountYear[]>) {
  const [selected, setSelected] = useState<number | null>(null)
  const { t } = useLingui()
  const year = years.find((entry) => entry.year === selected) ?? years[0]!
  const hasPrevious = years.some((entry) => entry.year < year.year)
  const shown = formatCode(year.year)
  const statement: Statement =
    definition.label === 'PROFIT_AND_LOSS' ? 'profit-and-loss' : 'balance-sheet'
  const pnl = statement === 'profit-and-loss' ? profitAndLossStatement(year.roots) : null
  const balance = pnl ? null : balanceSheetOrder(year.roots)
  const changes = pnl ? pnl.lines.map((line) => line.node) : flattenTree(balance ?? [])
  const anyNotMeaningful = changes.some((node) => accountChange(node)?.ratio === null)
  const caption =
    statement === 'profit-and-loss'
      ? hasPrevious
        ? t`Profit and loss statement ${shown} with the change against the previous year`
        : t`Profit and loss statement ${shown}`
      : hasPrevious
        ? t`Balance sheet ${shown} with the change against the previous year`
        : t`Balance sheet ${shown}`
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t`Fiscal year`}>
        {years.map((entry) => (
          <button
            key={entry.year}
            type="button"
            aria-pressed={entry.year === year.year}
            onClick={() => setSelected(entry.year)}
            className={`rounded-md border px-2.5 py-1 text-sm ${
              entry.year === year.year
                ? 'border-sky-700 bg-sky-700 text-white'
                : 'border-slate-300 text-slate-800 hover:bg-slate-100'
            }`}
          >
            {formatCode(entry.year)}
          </button>
        ))}
      </div>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div
        className="wide-table overflow-x-auto rounded-md border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table className="w-full text-sm" data-statement={statement}>
          <caption className="px-3 py-2 text-left font-semibold text-slate-800">{caption}</caption>
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                <Trans>Account</Trans>
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {shown}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                <Trans>Previous year</Trans>
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t({ message: 'Change', context: 'difference from the previous year' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {pnl
              ? pnl.lines.map((line) => (
                  <AccountRow
                    key={`${year.year}${line.node.path}`}
                    node={line.node}
                    level={0}
                    statement={statement}
                    emphasis={line.subtotal}
                    statute={line}
                  />
                ))
              : (balance ?? []).map((node) => (
                  <BalanceRows key={`${year.year}${node.path}`} node={node} level={0} />
                ))}
          </tbody>
        </table>
      </div>
      {pnl ? <StatuteNote method={pnl.method} /> : null}
      {anyNotMeaningful ? <NotMeaningfulNote /> : null}
    </div>
  )
}

function flattenTree(nodes: AccountNode[]): AccountNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)])
}

function BalanceRows({ node, level }: { node: AccountNode; level: number }) {
  // Roots (assets, equity and liabilities) start open so the structure is visible at once.
  const [open, setOpen] = useState(level === 0)
  const hasChildren = node.children.length > 0
  return (
    <>
      <AccountRow
        node={node}
        level={level}
        statement="balance-sheet"
        emphasis={level === 0}
        toggle={hasChildren ? { open, onToggle: () => setOpen((value) => !value) } : undefined}
      />
      {open
        ? node.children.map((child) => (
            <BalanceRows key={child.path} node={child} level={level + 1} />
          ))
        : null}
    </>
  )
}

function AccountRow({
  node,
  level,
  statement,
  emphasis,
  toggle,
  statute,
}: {
  node: AccountNode
  level: number
  statement: Statement
  /** Roots of the balance sheet and results of the profit and loss: bold, with a rule above. */
  emphasis: boolean
  toggle?: { open: boolean; onToggle: () => void }
  /** A profit and loss line's place in § 275: its number, or the mark of a subtotal. */
  statute?: Pick<StatementLine, 'number' | 'kind'>
}) {
  const { i18n, t } = useLingui()
  const change = accountChange(node)
  // German readers get the German account name; English readers the English one, with the
  // German term beside it for reference. A profit and loss line carries the statute's number,
  // not the one it was delivered with.
  const german = i18n.locale === 'de'
  const rename = (value: string | null) => (statute ? statuteName(value) : value)
  const germanName = rename(node.germanName)
  const number = statute?.number == null ? '' : `${statute.number}. `
  const name = `${number}${rename(german ? (node.germanName ?? node.name) : node.name) ?? t`Unnamed account`}`
  // Colour says good or bad news only where the direction is clear (revenue, results).
  const tone =
    change && change.delta !== 0 && higherIsBetter(node, statement)
      ? change.delta > 0
        ? 'text-emerald-800'
        : 'text-red-800'
      : 'text-slate-700'
  return (
    <tr className={`border-t ${emphasis ? 'border-slate-300 font-semibold' : 'border-slate-100'}`}>
      <th
        scope="row"
        className={`px-3 py-1.5 text-left ${emphasis ? 'font-semibold' : 'font-normal'}`}
        style={{ paddingLeft: `${0.75 + level * 1.25}rem` }}
      >
        {toggle ? (
          <button
            type="button"
            aria-expanded={toggle.open}
            onClick={toggle.onToggle}
            className="flex items-center gap-1 text-left hover:underline"
          >
            <span aria-hidden="true" className="inline-block w-3">
              {toggle.open ? '▾' : '▸'}
            </span>
            <span>{name}</span>
          </button>
        ) : (
          <span className={statement === 'balance-sheet' ? 'pl-4' : ''}>{name}</span>
        )}
        {germanName && !german ? (
          <span className="ml-1 text-xs font-normal text-slate-500" lang="de">
            ({germanName})
          </span>
        ) : null}
        {statute?.kind === 'subtotal' ? (
          <span className="ml-1.5 rounded bg-slate-100 px-1 text-xs font-normal text-slate-600">
            {t({ message: 'subtotal', context: 'a sum the statute does not number' })}
          </span>
        ) : null}
      </th>
      <td className={NUMBER_CELL}>{formatEuroAmount(node.total)}</td>
      <td className={`${NUMBER_CELL} text-slate-600`}>{formatEuroAmount(node.previous)}</td>
      <td className={`${NUMBER_CELL} ${tone}`}>
        {change ? (
          <ChangeText
            delta={change.delta}
            ratio={change.ratio}
            format={(value) => formatEuro(value)}
          />
        ) : node.total === 0 && node.previous === 0 ? (
          // Nothing in either year: no change to state.
          <>
            <span aria-hidden="true">–</span>
            <span className="sr-only">{t`zero in both years`}</span>
          </>
        ) : (
          '—'
        )}
      </td>
    </tr>
  )
}
