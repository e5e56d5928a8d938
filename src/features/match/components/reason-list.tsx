import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { reasonText } from '../api/reason-words'
import type { Reason } from '../api/scoring'

export { confidenceText } from '../api/reason-words'

const EFFECT_CLASS: Record<Reason['effect'], string> = {
  for: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  against: 'border-red-300 bg-red-50 text-red-900',
  neutral: 'border-slate-300 bg-slate-50 text-slate-800',
}

/** Why a candidate scores as it does, one chip per piece of evidence. */
export function ReasonList({ reasons }: { reasons: readonly Reason[] }) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t`Reasons`}>
      {reasons.map((reason, index) => (
        <li
          key={index}
          className={`rounded border px-1.5 py-0.5 text-xs ${EFFECT_CLASS[reason.effect]}`}
        >
          <span className="sr-only">
            {reason.effect === 'for' ? (
              <Trans>Evidence for:</Trans>
            ) : reason.effect === 'against' ? (
              <Trans>Evidence against:</Trans>
            ) : (
              <Trans>Neutral evidence:</Trans>
            )}{' '}
          </span>
          {reasonText(reason)}
        </li>
      ))}
    </ul>
  )
}
