import { Trans, useLingui } from '@lingui/react/macro'
import { OrganizationDistressBadge } from '@/components/entity-page/organization-status-badge'
import { formatDate, formatPercent } from '@/lib/format/format'
import { determineBeneficialOwners, isAboveThreshold } from '@/lib/datahub/gwg-beneficial-owners'
import type { ChainShare, ConnectionPathView, StepRole } from '../api/connection-paths'
import { ConnectionEntityLink, entityKind } from './connection-entity-link'

/** "is managing director of" when the earlier entity holds the role, "has … " when the later does. */
function RoleLine({ role }: { role: StepRole }) {
  const { t, i18n } = useLingui()
  // English role words start lower case inside a sentence; German nouns keep their capital.
  const words =
    i18n.locale === 'de' ? role.words : role.words.charAt(0).toLowerCase() + role.words.slice(1)
  const share = role.sharePercentage === null ? '' : formatPercent(role.sharePercentage)
  const start = formatDate(role.startDate)
  const dates = role.current ? t`since ${start}` : `${start} – ${formatDate(role.endDate)}`
  return (
    <li data-testid="connection-role">
      <span className="font-medium">
        {role.forward
          ? share
            ? t`is ${words} (${share}) of`
            : t`is ${words} of`
          : share
            ? t`has as ${words} (${share})`
            : t`has as ${words}`}
      </span>{' '}
      <span className="text-slate-700">{dates}</span>{' '}
      <span
        className={
          role.current
            ? 'rounded bg-emerald-50 px-1.5 text-xs text-emerald-900'
            : 'rounded bg-slate-100 px-1.5 text-xs text-slate-700'
        }
      >
        {role.current ? <Trans>current</Trans> : <Trans>past</Trans>}
      </span>
    </li>
  )
}

/**
 * What the GwG rule says on this chain alone: the holder's counted share in the held company when
 * the holder controls every company on the way (more than 50 %), else none. Other holdings, not on
 * the path, can only add to it.
 */
function countedOnChain(chain: ChainShare): number | null {
  if (chain.holder.type !== 'PERSON') return null
  const ids = chain.factors.map((_, index) => (index === 0 ? chain.holder.id : `chain-${index}`))
  const company = { id: `chain-${chain.factors.length}`, type: 'ORGANIZATION' as const, name: '' }
  const result = determineBeneficialOwners({
    company,
    filings: (id) => {
      const index = Number(id.replace('chain-', ''))
      if (!id.startsWith('chain-') || !(index >= 1)) return { status: 'not-loaded' }
      return {
        status: 'filed',
        holders: [
          {
            holder: {
              id: ids[index - 1]!,
              type: index === 1 ? 'PERSON' : 'ORGANIZATION',
              name: index === 1 ? chain.holder.name : '',
            },
            share: chain.factors[index - 1]! / 100,
            since: null,
          },
        ],
      }
    },
  })
  const holding = [...result.owners, ...result.otherHolders].find(
    (entry) => entry.person.id === chain.holder.id,
  )
  return holding?.countedShare ?? 0
}

function ChainLine({ chain }: { chain: ChainShare }) {
  const holder = chain.holder.name
  const held = chain.held.name
  const effective = formatPercent(chain.effectivePercentage)
  const factors = chain.factors.map(formatPercent).join(' × ')
  const counted = countedOnChain(chain)
  const countedText = counted === null ? '' : formatPercent(counted * 100)
  return (
    <div
      className="mt-2 space-y-1 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950"
      data-testid="effective-share"
    >
      <p>
        <Trans>
          Economic interest (shares multiplied, for information): <strong>{holder}</strong> holds{' '}
          <strong>{effective}</strong> of <strong>{held}</strong> ({factors}).
        </Trans>
      </p>
      {counted === null ? null : isAboveThreshold(counted) ? (
        <p data-testid="chain-rule">
          <Trans>
            GwG § 3 (2) on this chain alone: {holder} controls every company on the way and counts{' '}
            {countedText} of {held}, so is a beneficial owner of it.
          </Trans>
        </p>
      ) : (
        <p data-testid="chain-rule">
          <Trans>
            GwG § 3 (2) on this chain alone: {holder} is no beneficial owner of {held} through it
            (control of every company on the way and more than 25% are needed); other holdings could
            change that.
          </Trans>
        </p>
      )}
    </div>
  )
}

interface ConnectionPathProps {
  view: ConnectionPathView
  index: number
  /** An organization's register status code, when read (path-statuses.ts). */
  statusOf: (id: string) => string | null
}

/**
 * One path as a chain: entity, role(s) with dates and current or past, entity, … An organization
 * in insolvency, in liquidation or dissolved carries its badge, at the ends and in between.
 */
export function ConnectionPath({ view, index, statusOf }: ConnectionPathProps) {
  const { t } = useLingui()
  const headingId = `connection-path-${index}`
  const pathNumber = index + 1
  const rolesBetween = (from: string, to: string) => t`Roles between ${from} and ${to}`
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-md border border-slate-200 p-4"
      data-testid="connection-path"
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-700">
        <Trans>Path {pathNumber}</Trans>
      </h3>
      <ol className="mt-2 space-y-1">
        {view.entities.map((entity, position) => {
          const step = view.steps[position]
          return (
            <li key={`${entity.id}-${position}`}>
              <p>
                <ConnectionEntityLink entity={entity} />{' '}
                <span className="text-xs text-slate-600">({entityKind(entity.type)})</span>
                {entity.type === 'ORGANIZATION' ? (
                  <>
                    {' '}
                    <OrganizationDistressBadge status={{ code: statusOf(entity.id) }} />
                  </>
                ) : null}
              </p>
              {step ? (
                <ul
                  aria-label={rolesBetween(step.from.name, step.to.name)}
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
