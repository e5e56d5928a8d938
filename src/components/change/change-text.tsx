import { useLingui } from '@lingui/react/macro'
import { formatRatio } from '@/lib/format'
import { changeSign } from '@/lib/relative-change'

/**
 * A year-on-year change: the signed amount, then the percentage or "n/m" where a percentage
 * means nothing (lib/relative-change.ts). One unbreakable run: a minus on its own line would read
 * as a gain.
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
  return (
    <span className="whitespace-nowrap tabular-nums">
      {sign}
      {format(Math.abs(delta))} (
      {ratio === null ? (
        <abbr
          title={t`not meaningful: the previous year's figure is zero or negative, or the sign changed`}
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
