import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { formatRatio } from '@/lib/format/format'

/** The confidence a best candidate needs to be taken without review, in percent. */
export function ThresholdInput({
  value,
  onChange,
}: {
  value: number
  onChange: (value: number) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const percent = Math.round(value * 100)
  const shown = formatRatio(percent / 100)
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium">
        <Trans>Accept without review from</Trans>
      </label>
      <input
        id={id}
        type="range"
        min={50}
        max={100}
        step={1}
        value={percent}
        aria-valuetext={t`${shown} confidence`}
        onChange={(event) => onChange(Number(event.target.value) / 100)}
        className="w-40"
      />
      <output htmlFor={id} className="w-14 tabular-nums">
        {shown}
      </output>
    </div>
  )
}
