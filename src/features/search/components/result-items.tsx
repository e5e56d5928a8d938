import { Link } from '@tanstack/react-router'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { OrganizationStatusBadge } from '@/components/entity-page/organization-status-badge'
import { sortRoles, type PersonSearchItem } from '@/lib/datahub/person-search-item'
import { pickText } from '@/lib/datahub/fields'
import { subtypeName } from '@/lib/datahub/location'
import { roleInWords } from '@/lib/datahub/roles'
import { countryName, localizeAddress, placeName } from '@/lib/datahub/vocabulary'
import type { OrganizationItem } from '@/lib/datahub/organization-search-item'
import type { DataItem, LocationItem, RelationItem } from '../api/search-items'
import { useOrganizationResultAction } from './organization-result-action'

const itemClass = 'py-3'
const linkClass = 'font-medium text-sky-800 underline-offset-2 hover:underline'

export function OrganizationResult({ item }: { item: OrganizationItem }) {
  const action = useOrganizationResultAction()
  return (
    <li className={itemClass} data-testid="organization-result">
      <div className="flex flex-wrap items-center gap-2">
        <Link to="/organizations/$id" params={{ id: item.id }} className={linkClass}>
          {item.name}
        </Link>
        <OrganizationStatusBadge status={item.status} />
        {action?.({ id: item.id, name: item.name })}
      </div>
      <p className="text-sm text-slate-700">
        {[item.register, item.address && localizeAddress(item.address)]
          .filter(Boolean)
          .join(' · ') || '—'}
      </p>
    </li>
  )
}

export function PersonResult({
  item,
  roleLimit = Infinity,
}: {
  item: PersonSearchItem
  roleLimit?: number
}) {
  const { t } = useLingui()
  const roles = sortRoles(item.roles)
  const name = item.name
  const more = roles.length - roleLimit
  return (
    <li className={itemClass} data-testid="person-result">
      <Link to="/persons/$id" params={{ id: item.id }} className={linkClass}>
        {item.name}
      </Link>
      {item.home ? (
        <span className="ml-2 text-sm text-slate-700">{localizeAddress(item.home)}</span>
      ) : null}
      {roles.length > 0 ? (
        <ul
          className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700"
          aria-label={t`Roles of ${name}`}
        >
          {roles.slice(0, roleLimit).map((role, index) => (
            <RoleEntry key={`${role.organization.id}-${role.label}-${index}`} role={role} />
          ))}
          {more > 0 ? (
            <li>
              <Plural value={more} one="and # more" other="and # more" />
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  )
}

function RoleEntry({ role }: { role: PersonSearchItem['roles'][number] }) {
  const label = roleInWords(role.label)
  const organization = (
    <Link
      to="/organizations/$id"
      params={{ id: role.organization.id }}
      className="text-sky-800 underline"
    >
      {role.organization.name}
    </Link>
  )
  return (
    <li>
      {role.endDate ? (
        <Trans>
          {label} (former) at {organization}
        </Trans>
      ) : (
        <Trans>
          {label} at {organization}
        </Trans>
      )}
    </li>
  )
}

export function LocationResult({ item }: { item: LocationItem }) {
  const { subtype, state } = item.location
  return (
    <li className={itemClass} data-testid="location-result">
      <Link to="/locations/$id" params={{ id: item.id }} className={linkClass}>
        {localizeAddress(item.title)}
      </Link>
      <p className="text-sm text-slate-700">
        {[subtype ? subtypeName(subtype) : null, state && placeName(state)]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </li>
  )
}

export function DataResult({ item }: { item: DataItem }) {
  const { t, i18n } = useLingui()
  const name = pickText(item.names, i18n.locale) ?? item.name
  return (
    <li className={itemClass} data-testid="data-result">
      {item.kind === 'SERVICE' ? (
        <Link to="/services/$key" params={{ key: item.key }} className={linkClass}>
          {name}
        </Link>
      ) : (
        <Link to="/datasets/$id" params={{ id: item.key }} className={linkClass}>
          {name}
        </Link>
      )}
      <p className="text-sm text-slate-700">
        {[
          item.kind === 'SERVICE' ? t`Data service` : t`Dataset`,
          item.source,
          item.coverage.map((code) => countryName(code) ?? code).join(', '),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </li>
  )
}

/** The documented relation parameters (docs/datahub-api.md §7), worded when shown. */
const PARAMETER_NAMES: Record<string, MessageDescriptor> = {
  reference_year: msg`Reference year`,
  document_type: msg`Document type`,
  depth: msg`Depth`,
  radius_km: msg`Radius (km)`,
}

/** `reference_year` → "Reference year"; a parameter the explorer does not know, humanized. */
function parameterName(i18n: I18n, name: string): string {
  const known = PARAMETER_NAMES[name]
  if (known) return i18n._(known)
  const words = name.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function parameterText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value)
}

export function RelationResult({ item }: { item: RelationItem }) {
  const { i18n } = useLingui()
  const description = pickText(item.description, i18n.locale)
  return (
    <li className={itemClass} data-testid="relation-result">
      <span className="font-medium text-slate-900">
        {pickText(item.names, i18n.locale) ?? item.name}
      </span>
      {description ? <p className="text-sm text-slate-700">{description}</p> : null}
      {Object.keys(item.parameters).length > 0 ? (
        <p className="text-sm text-slate-700" data-testid="relation-parameters">
          {Object.entries(item.parameters)
            .map(([name, value]) => `${parameterName(i18n, name)}: ${parameterText(value)}`)
            .join(' · ')}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        <Trans>Open an entity to read this relation in its tabs.</Trans>
      </p>
    </li>
  )
}
