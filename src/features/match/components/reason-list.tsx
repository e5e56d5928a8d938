import type { Reason } from '../api/scoring'

const EFFECT_CLASS: Record<Reason['effect'], string> = {
  for: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  against: 'border-red-300 bg-red-50 text-red-900',
  neutral: 'border-slate-300 bg-slate-50 text-slate-800',
}

const EFFECT_WORD: Record<Reason['effect'], string> = {
  for: 'for',
  against: 'against',
  neutral: 'neutral',
}

/** Why a candidate scores as it does, one chip per piece of evidence. */
export function ReasonList({ reasons }: { reasons: readonly Reason[] }) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Reasons">
      {reasons.map((reason, index) => (
        <li
          key={index}
          className={`rounded border px-1.5 py-0.5 text-xs ${EFFECT_CLASS[reason.effect]}`}
        >
          <span className="sr-only">Evidence {EFFECT_WORD[reason.effect]}: </span>
          {reason.text}
        </li>
      ))}
    </ul>
  )
}

export const confidenceText = (confidence: number) => `${Math.round(confidence * 100)} %`
