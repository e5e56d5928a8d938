import { t } from '@lingui/core/macro'
import { bool, record, text, tolerant } from './fields'

export interface OrganizationStatus {
  /** Upper-case register status, e.g. `ACTIVE`, `LIQUIDATION`; null when unknown. */
  code: string | null
  active: boolean | null
  detail: string | null
}

const INACTIVE = new Set([
  'INACTIVE',
  'DISSOLVED',
  'MERGED',
  'LIQUIDATION',
  'INSOLVENCY_PROCEEDINGS',
])

/** `status` is a string in search results and `{active, status, status_detail}` on records (§9.1). */
export const organizationStatus = tolerant((value): OrganizationStatus => {
  if (typeof value === 'string') {
    const code = value ? value.toUpperCase() : null
    return { code, active: code === null ? null : code === 'ACTIVE', detail: null }
  }
  const raw = record.parse(value)
  const code = text.parse(raw.status)?.toUpperCase() ?? null
  const active = bool.parse(raw.active) ?? (code === null ? null : !INACTIVE.has(code))
  return {
    code: code ?? (active === null ? null : active ? 'ACTIVE' : 'INACTIVE'),
    active,
    detail: text.parse(raw.status_detail),
  }
})

/** The status in words, in the language shown now: call it when rendering. */
export function statusLabel(status: OrganizationStatus): string {
  switch (status.code) {
    case 'ACTIVE':
      return t`Active`
    case 'INACTIVE':
      return t`Inactive`
    case 'DISSOLVED':
      return t`Dissolved`
    case 'MERGED':
      return t`Merged`
    case 'LIQUIDATION':
      return t`In liquidation`
    case 'INSOLVENCY_PROCEEDINGS':
      return t`Insolvency proceedings`
    case null:
      return t`Status unknown`
    default:
      return status.code.charAt(0) + status.code.slice(1).toLowerCase().replace(/_/g, ' ')
  }
}
