import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { humanizeLabel } from '@/lib/format/format'

/**
 * Codes the Data Hub sends as they are (announcement and notice categories), worded at render
 * time in the reader's language. A code not listed keeps its humanized form. Register roles are
 * worded by `roleInWords` (lib/datahub/roles.ts), shared with compare and connections.
 */
/** Register announcements (docs/datahub-api.md §7) and insolvency notices. */
const CATEGORY_WORDS: Record<string, MessageDescriptor> = {
  NEW_REGISTRATION: msg`New registration`,
  NAME_CHANGE: msg`Name change`,
  SEAT_CHANGE: msg`Seat change`,
  MEMBER_ENTRY: msg`Member entry`,
  MEMBER_EXIT: msg`Member exit`,
  CAPITAL_CHANGE: msg`Capital change`,
  ARTICLES_CHANGE: msg`Articles change`,
  STATUS_CHANGE: msg`Status change`,
  DELETION: msg`Deletion`,
  SECURING_MEASURES: msg`Securing measures`,
  OPENING: msg`Opening`,
  DATES: msg`Dates`,
  DISMISSAL_FOR_LACK_OF_ASSETS: msg`Dismissal for lack of assets`,
  TERMINATION: msg`Termination`,
}

export function categoryWords(i18n: I18n, category: string | null): string {
  const words = category ? CATEGORY_WORDS[category] : undefined
  return words ? i18n._(words) : humanizeLabel(category)
}

export function entityKind(i18n: I18n, type: string | null | undefined): string {
  if (type === 'PERSON') return i18n._(msg`Person`)
  if (type === 'ORGANIZATION') return i18n._(msg`Organization`)
  if (type === 'LOCATION') return i18n._(msg`Location`)
  return '—'
}
