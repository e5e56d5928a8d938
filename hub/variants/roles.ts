/**
 * Management, shareholders and shareholdings as documented network-link records (docs/datahub-api.md
 * §7 and §9.14): a plain array, no `{current, past}` split, dates in `meta`. The person or company
 * holding the role is `entity_from`; the organization it holds the role in is `entity_to`.
 */
import { namedRef, rotatingForm, type HubRef } from './names'

interface HubRole extends HubRef {
  label?: string
  start_date?: string | null
  end_date?: string | null
  share_percentage?: number | null
  share_nominal_eur?: number | null
}

/** `{current, past}` flattened (current first); anything else is not the hub's shape: null. */
function rolesOf(value: unknown): HubRole[] | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const { current, past } = value as { current?: unknown; past?: unknown }
  if (!Array.isArray(current) || !Array.isArray(past)) return null
  return [...current, ...past] as HubRole[]
}

const dates = (role: HubRole) => ({
  start_date: role.start_date ?? null,
  end_date: role.end_date ?? null,
})

const shares = (role: HubRole) => ({
  share_percentage: role.share_percentage ?? null,
  share_nominal_eur: role.share_nominal_eur ?? null,
})

/** MANAGEMENT: the person (or company) is `entity_from`, the organization `entity_to`. */
export function managementLinks(value: unknown, organization: HubRef): unknown {
  const roles = rolesOf(value)
  if (!roles) return value
  return roles.map((role, index) => ({
    label: role.label ?? 'MANAGING_DIRECTOR',
    entity_from: namedRef(role, rotatingForm(index)),
    entity_to: namedRef(organization, rotatingForm(index)),
    meta: dates(role),
  }))
}

/** SHAREHOLDERS: the shareholder is `entity_from`, the organization `entity_to`. */
export function shareholderLinks(value: unknown, organization: HubRef): unknown {
  const roles = rolesOf(value)
  if (!roles) return value
  return roles.map((role, index) => ({
    label: role.label ?? 'SHAREHOLDER',
    entity_from: namedRef(role, rotatingForm(index)),
    entity_to: namedRef(organization, rotatingForm(index)),
    meta: { ...dates(role), ...shares(role) },
  }))
}

/** SHAREHOLDINGS: the organization itself is `entity_from`, the held company `entity_to`. */
export function shareholdingLinks(value: unknown, organization: HubRef): unknown {
  const roles = rolesOf(value)
  if (!roles) return value
  return roles.map((role, index) => ({
    label: role.label ?? 'SHAREHOLDER',
    entity_from: namedRef(organization, rotatingForm(index)),
    entity_to: namedRef(role, rotatingForm(index), role.entity_type ?? 'ORGANIZATION'),
    meta: { ...dates(role), ...shares(role) },
  }))
}
