import { formatDate } from '@/lib/format'
import type { ChainShare, ConnectionPathView, StepRole } from '../api/connection-paths'
import { ConnectionEntityLink, entityKind } from './connection-entity-link'

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 })
const formatPercent = (value: number) => `${percent.format(value)} %`

function roleDates(role: StepRole): string {
  if (role.current) return role.startDate ? `since ${formatDate(role.startDate)}` : 'since —'
  return `${formatDate(role.startDate)} – ${formatDate(role.endDate)}`
}

const lower = (words: string) => words.charAt(0).toLowerCase() + words.slice(1)

/** "is managing director of" when the earlier entity holds the role, "has … " when the later does. */
function RoleLine({ role }: { role: StepRole }) {
  const share = role.sharePercentage === null ? '' : ` (${formatPercent(role.sharePercentage)})`
  return (
    <li data-testid="connection-role">
      <span className="font-medium">
        {role.forward
          ? `is ${lower(role.words)}${share} of`
          : `has as ${lower(role.words)}${share}`}
      </span>{' '}
      <span className="text-slate-700">{roleDates(role)}</span>{' '}
      <span
        className={
          role.current
            ? 'rounded bg-emerald-50 px-1.5 text-xs text-emerald-900'
            : 'rounded bg-slate-100 px-1.5 text-xs text-slate-700'
        }
      >
        {role.current ? 'current' : 'past'}
      </span>
    </li>
  )
}

function ChainLine({ chain }: { chain: ChainShare }) {
  return (
    <p
      className="mt-2 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950"
      data-testid="effective-share"
    >
      Effective share: <strong>{chain.holder.name}</strong> holds{' '}
      <strong>{formatPercent(chain.effectivePercentage)}</strong> of{' '}
      <strong>{chain.held.name}</strong> ({chain.factors.map(formatPercent).join(' × ')}).
    </p>
  )
}

/** One path as a chain: entity, role(s) with dates and current or past, entity, … */
export function ConnectionPath({ view, index }: { view: ConnectionPathView; index: number }) {
  const headingId = `connection-path-${index}`
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-md border border-slate-200 p-4"
      data-testid="connection-path"
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-700">
        Path {index + 1}
      </h3>
      <ol className="mt-2 space-y-1">
        {view.entities.map((entity, position) => {
          const step = view.steps[position]
          return (
            <li key={`${entity.id}-${position}`}>
              <p>
                <ConnectionEntityLink entity={entity} />{' '}
                <span className="text-xs text-slate-600">({entityKind(entity.type)})</span>
              </p>
              {step ? (
                <ul
                  aria-label={`Roles between ${step.from.name} and ${step.to.name}`}
                  className="my-1 ml-3 space-y-0.5 border-l-2 border-slate-300 pl-4 text-sm"
                >
                  {step.roles.map((role, roleIndex) => (
                    <RoleLine key={roleIndex} role={role} />
                  ))}
                </ul>
              ) : null}
            </li>
          )
        })}
      </ol>
      {view.chains.map((chain) => (
        <ChainLine key={`${chain.firstStep}-${chain.lastStep}`} chain={chain} />
      ))}
    </section>
  )
}
