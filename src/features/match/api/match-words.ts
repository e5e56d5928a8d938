/**
 * Matching's words for its codes, in the interface's language (worded when called): a row's match
 * status and the representatives with their role. The results table and the exported file use the
 * same words; the file also keeps each code in a column of its own for programs.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { roleInWords } from '@/lib/datahub/roles'
import type { Representatives } from './enrichment'
import type { RowStatus } from './match-job'

export const ROW_STATUS_WORDS: Record<RowStatus, MessageDescriptor> = {
  pending: msg`Not matched yet`,
  matched: msg`Matched`,
  accepted: msg`Confirmed`,
  review: msg`Needs review`,
  rejected: msg`Rejected`,
  none: msg`No candidate`,
  error: msg`Failed`,
}

/** Statuses an analyst must not miss: the company is winding up or gone. */
export const WARNING_STATUSES = new Set(['INSOLVENCY_PROCEEDINGS', 'LIQUIDATION', 'DISSOLVED'])

/** `Anna Huber; Bo Meier (Board member)`, the role in the interface's language. */
export function representativesText(
  value: Representatives | null,
  roleWords: (role: string) => string = roleInWords,
): string | null {
  if (!value?.names.length) return null
  const names = value.names.join('; ')
  return value.role ? `${names} (${roleWords(value.role)})` : names
}
