import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { secondaryButtonClass } from './form-parts'

/**
 * A value shown once (a private feed URL, a webhook's secret): in a read-only box to select, with a
 * copy button; the box keeps working where the clipboard is refused.
 */
export function CopyableValue({
  label,
  value,
  testId,
}: {
  label: string
  value: string
  testId: string
}) {
  const { t } = useLingui()
  const id = useId()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  return (
    <div className="mt-2 space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          readOnly
          value={value}
          data-testid={testId}
          onFocus={(event) => event.target.select()}
          className="w-full max-w-2xl rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-sm"
        />
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            navigator.clipboard.writeText(value).then(
              () => setState('copied'),
              () => setState('failed'),
            )
          }
        >
          <Trans>Copy</Trans>
        </button>
        <span role="status" className="text-sm text-slate-700">
          {state === 'copied'
            ? t`Copied`
            : state === 'failed'
              ? t`Copy failed: select the text`
              : ''}
        </span>
      </div>
    </div>
  )
}
