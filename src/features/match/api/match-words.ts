/**
 * The exported file's words for the API's codes: English in every interface language, as the
 * file's headers are, so files from German and English sessions line up. The page words the same
 * codes in the interface's language (lib/datahub/organization-status.ts, lib/datahub/roles.ts).
 * Local to matching: the shared status badge words statuses on screen.
 */
import type { Representatives } from './enrichment'

const STATUS_ENGLISH: Record<string, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  DISSOLVED: 'Dissolved',
  MERGED: 'Merged',
  LIQUIDATION: 'In liquidation',
  LIQUIDATED: 'Liquidated',
  INSOLVENCY_PROCEEDINGS: 'Insolvency proceedings',
  UNKNOWN: 'Status unknown',
}

/** A status code in English words; an unknown code in sentence case, never SNAKE_CASE. */
export function statusInEnglish(code: string | null): string | null {
  if (!code) return null
  return STATUS_ENGLISH[code] ?? sentenceCase(code)
}

/** Statuses an analyst must not miss: the company is winding up or gone. */
export const WARNING_STATUSES = new Set(['INSOLVENCY_PROCEEDINGS', 'LIQUIDATION', 'DISSOLVED'])

const ROLE_ENGLISH: Record<string, string> = {
  MANAGING_DIRECTOR: 'Managing director',
  BOARD_MEMBER: 'Board member',
  FULLY_LIABLE_PARTNER: 'General partner',
  OWNER: 'Owner',
  LIQUIDATOR: 'Liquidator',
  SHAREHOLDER: 'Partner',
}

function sentenceCase(code: string): string {
  const words = code.toLowerCase().replace(/_+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** `Anna Huber; Bo Meier (Board member)`. */
export function representativesText(
  value: Representatives | null,
  roleWords: (role: string) => string = (role) => ROLE_ENGLISH[role] ?? sentenceCase(role),
): string | null {
  if (!value?.names.length) return null
  const names = value.names.join('; ')
  return value.role ? `${names} (${roleWords(value.role)})` : names
}
