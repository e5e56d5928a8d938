/**
 * The Changes page's filters in words: the kinds the checker writes (proxy/monitor/describe.ts)
 * grouped into the filters an analyst thinks in. The changes themselves are worded by
 * src/lib/format/change-wording.ts, which the server's feed and webhooks share.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { KindFilterKey } from './change-kinds'

/** The filters in words: each matches the kinds that start with its key. */
export const KIND_FILTER_WORDS: Record<KindFilterKey, MessageDescriptor> = {
  name: msg`Name`,
  status: msg`Status`,
  address: msg`Address`,
  'legal-form': msg`Legal form`,
  capital: msg`Capital`,
  management: msg`Management`,
  shareholder: msg`Shareholders`,
  'beneficial-owners': msg`Beneficial owners`,
  insolvency: msg`Insolvency notices`,
  publication: msg`Publications`,
  'financial-year': msg`Financial years`,
}
