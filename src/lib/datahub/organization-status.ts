import { t } from '@lingui/core/macro'
import { bool, record, text, tolerant } from './fields'
import { humanizeCode } from './vocabulary'

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
  'LIQUIDATED',
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
    case 'LIQUIDATED':
      return t`Liquidated`
    case 'UNKNOWN':
    case null:
      return t`Status unknown`
    default:
      return humanizeCode(status.code)
  }
}

/** A company that is winding up or gone: what an analyst must not miss wherever it appears. */
export type Distress = 'INSOLVENCY' | 'LIQUIDATION' | 'DISSOLVED'

const DISTRESS: Record<string, Distress> = {
  INSOLVENCY_PROCEEDINGS: 'INSOLVENCY',
  INSOLVENCY: 'INSOLVENCY',
  LIQUIDATION: 'LIQUIDATION',
  IN_LIQUIDATION: 'LIQUIDATION',
  LIQUIDATED: 'DISSOLVED',
  DISSOLVED: 'DISSOLVED',
}

/** Whether the status is insolvency proceedings, liquidation or dissolution; null otherwise. */
export function distressOf(status: Pick<OrganizationStatus, 'code'> | null): Distress | null {
  return (status?.code && DISTRESS[status.code]) || null
}

/** The sentence an organization's page opens with when it is in distress. */
export function distressNotice(distress: Distress): string {
  switch (distress) {
    case 'INSOLVENCY':
      return t`This company is in insolvency proceedings. Check the insolvency notices before relying on it as a business partner.`
    case 'LIQUIDATION':
      return t`This company is in liquidation: it is being wound up and no longer trades as before.`
    case 'DISSOLVED':
      return t`This company has been dissolved: it no longer exists as a trading company.`
  }
}
