import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatCode, formatEuro, formatRatio } from '@/lib/format'
import {
  accountChange,
  parseAccountYears,
  type AccountNode,
  type AccountYear,
} from '../api/models/financial-models'
import { defineSlice, type SliceViewProps } from '../slice'

export const slice = defineSlice({
  parse: parseAccountYears,
  isEmpty: (years) => years.length === 0,
  View: AccountTreeView,
})

/**
 * Balance sheet or profit & loss as a tree per fiscal year (WAI-ARIA treegrid would be heavier
 * than needed: nested disclosure rows keep native keyboard handling), with the change against
 * the year before.
 */
function AccountTreeView({ model: years, definition }: SliceViewProps<AccountYear[]>) {
  const [selected, setSelected] = useState<number | null>(null)
  const { t } = useLingui()
  const year = years.find((entry) => entry.year === selected) ?? years[0]!
  const hasPrevious = years.some((entry) => entry.year < year.year)
  const shown = formatCode(year.year)
  const pnl = definition.label === 'PROFIT_AND_LOSS'
  const caption = pnl
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
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table className="w-full text-sm">
          <caption className="px-3 py-2 text-left font-semibold text-slate-800">{caption}</caption>
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
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
                <Trans>Change</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {year.roots.map((node) => (
              <AccountRows key={`${year.year}${node.path}`} node={node} level={0} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function AccountRows({ node, level }: { node: AccountNode; level: number }) {
  // Roots (Aktiva, Passiva) start open so the structure is visible at once.
  const [open, setOpen] = useState(level === 0)
  const { i18n, t } = useLingui()
  const change = accountChange(node)
  // German readers get the German account name; English readers the English one, with the
  // German term beside it for reference.
  const german = i18n.locale === 'de'
  const name = (german ? (node.germanName ?? node.name) : node.name) ?? t`Unnamed account`
  const hasChildren = node.children.length > 0
  return (
    <>
      <tr className={`border-t border-slate-100 ${level === 0 ? 'font-semibold' : ''}`}>
        <th
          scope="row"
          className="px-3 py-1.5 text-left font-normal"
          style={{ paddingLeft: `${0.75 + level * 1.25}rem` }}
        >
          {hasChildren ? (
            <button
              type="button"
              aria-expanded={open}
              onClick={() => setOpen((value) => !value)}
              className="flex items-center gap-1 text-left hover:underline"
            >
              <span aria-hidden="true" className="inline-block w-3">
                {open ? '▾' : '▸'}
              </span>
              <span className={level === 0 ? 'font-semibold' : ''}>{name}</span>
            </button>
          ) : (
            <span className="pl-4">{name}</span>
          )}
          {node.germanName && !german ? (
            <span className="ml-1 text-xs text-slate-500" lang="de">
              ({node.germanName})
            </span>
          ) : null}
        </th>
        <td className="px-3 py-1.5 text-right tabular-nums">{formatEuro(node.total)}</td>
        <td className="px-3 py-1.5 text-right text-slate-600 tabular-nums">
          {formatEuro(node.previous)}
        </td>
        <td
          className={`px-3 py-1.5 text-right tabular-nums ${change && change.delta < 0 ? 'text-red-800' : 'text-emerald-800'}`}
        >
          {change
            ? `${change.delta > 0 ? '+' : ''}${formatEuro(change.delta)}${change.ratio !== null ? ` (${change.ratio > 0 ? '+' : ''}${formatRatio(change.ratio)})` : ''}`
            : '—'}
        </td>
      </tr>
      {open
        ? node.children.map((child) => (
            <AccountRows key={child.path} node={child} level={level + 1} />
          ))
        : null}
    </>
  )
}
