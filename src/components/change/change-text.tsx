import { useLingui } from '@lingui/react/macro'
import { formatRatio } from '@/lib/format/format'
import { changeSign } from '@/lib/format/relative-change'

/**
 * A year-on-year change: the signed amount, then the percentage or "n/m" where a percentage
 * means nothing (lib/format/relative-change.ts). One unbreakable run: a minus on its own line would read
 * as a gain. No change at all shows no "n/m": there is nothing a percentage could say.
 */
export function ChangeText({
  delta,
  ratio,
  format,
}: {
  delta: number
  /** From relativeChange: null means not meaningful. */
  ratio: number | null
  /** Formats the absolute amount (the sign is written here). */
  format: (value: number) => string
}) {
  const { t } = useLingui()
  const sign = changeSign(delta)
  if (delta === 0 && ratio === null)
    return (
      <span className="whitespace-nowrap tabular-nums">
        {sign}
        {format(0)}
      </span>
    )
  return (
    <span className="whitespace-nowrap tabular-nums">
      {sign}
      {format(Math.abs(delta))} (
      {ratio === null ? (
        <abbr
          title={t`not meaningful: the earlier figure is zero or negative, or the sign changed`}
          className="no-underline"
        >
          {t`n/m`}
        </abbr>
      ) : (
        `${changeSign(ratio)}${formatRatio(Math.abs(ratio))}`
      )}
      )
    </span>
  )
}

/** The visible key to "n/m", under every table that shows it. */
export function NotMeaningfulNote() {
  const { t } = useLingui()
  const abbreviation = t`n/m`
  const meaning = t`not meaningful: the earlier figure is zero or negative, or the sign changed`
  return (
    <p className="text-xs text-slate-600" data-testid="not-meaningful-note">
      <abbr className="no-underline">{abbreviation}</abbr>: {meaning}
    </p>
  )
}
