import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChangeText } from '@/components/change/change-text'
import { formatCode, formatEuro, formatEuroAmount } from '@/lib/format'
import {
  parseAccountYears,
  type AccountNode,
  type AccountYear,
} from '../api/models/financial-models'
import {
  accountChange,
  balanceSheetOrder,
  higherIsBetter,
  profitAndLossLines,
  type Statement,
} from '../api/models/account-statement'
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
            {statement === 'profit-and-loss'
              ? profitAndLossLines(year.roots).map(({ node, subtotal }) => (
                  <AccountRow
                    key={`${year.year}${node.path}`}
                    node={node}
                    level={0}
                    statement={statement}
                    emphasis={subtotal}
                  />
                ))
              : balanceSheetOrder(year.roots).map((node) => (
                  <BalanceRows key={`${year.year}${node.path}`} node={node} level={0} />
                ))}
          </tbody>
        </table>
      </div>
    </div>
  )
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
}: {
  node: AccountNode
  level: number
  statement: Statement
  /** Roots of the balance sheet and results of the profit and loss: bold, with a rule above. */
  emphasis: boolean
  toggle?: { open: boolean; onToggle: () => void }
}) {
  const { i18n, t } = useLingui()
  const change = accountChange(node)
  // German readers get the German account name; English readers the English one, with the
  // German term beside it for reference.
  const german = i18n.locale === 'de'
  const name = (german ? (node.germanName ?? node.name) : node.name) ?? t`Unnamed account`
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
        {node.germanName && !german ? (
          <span className="ml-1 text-xs font-normal text-slate-500" lang="de">
            ({node.germanName})
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
        ) : (
          '—'
        )}
      </td>
    </tr>
  )
}
