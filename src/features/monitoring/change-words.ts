/**
 * Changes in words: the kinds the checker writes (proxy/monitor/describe.ts) grouped into the
 * filters an analyst thinks in, and the before/after values worded (a status code becomes
 * "In insolvency proceedings", a register role "Managing director") in the language shown now.
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { formatDate } from '@/lib/format'
import { statusLabel } from '@/lib/datahub/organization-status'
import { roleInWords } from '@/lib/datahub/roles'
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
  insolvency: msg`Insolvency notices`,
  publication: msg`Publications`,
  'financial-year': msg`Financial years`,
}

const KIND_WORDS: Record<string, MessageDescriptor> = {
  name: msg`Name changed`,
  status: msg`Status changed`,
  address: msg`Address changed`,
  'legal-form': msg`Legal form changed`,
  capital: msg`Capital changed`,
  'management-appointed': msg`Appointed to the management`,
  'management-departed': msg`Left the management`,
  'shareholder-new': msg`New shareholder`,
  'shareholder-share': msg`Share changed`,
  'shareholder-left': msg`Shareholder left`,
  'insolvency-notice': msg`Insolvency notice`,
  publication: msg`Register publication`,
  'financial-year': msg`New financial year`,
  // The version changed, though nothing the monitor describes did.
  record: msg`Record updated`,
}

export function kindInWords(kind: string): string {
  const known = KIND_WORDS[kind]
  return known ? i18n._(known) : kind.replaceAll('-', ' ')
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** "Jane Doe (managing director, 2026-03-01)": the role and date worded. */
function appointmentInWords(value: string): string {
  const match = /^(.*) \(([^,()]+)(?:, (\d{4}-\d{2}-\d{2}))?\)$/.exec(value)
  if (!match) return value
  const [, name, label, since] = match
  const role = roleInWords(label!.trim().toUpperCase().replaceAll(' ', '_'))
  if (!since) return `${name} (${role})`
  const from = formatDate(since)
  return `${name} (${role}, ${t`since ${from}`})`
}

/** A before or after value in words; null means there was none (a new entry, a removal). */
export function valueInWords(kind: string, value: string): string {
  if (kind === 'status') {
    return statusLabel({ code: value.toUpperCase(), active: null, detail: null })
  }
  if (kind === 'management-appointed' || kind === 'management-departed') {
    const left = /^left (\d{4}-\d{2}-\d{2})$/.exec(value)
    if (left) {
      const on = formatDate(left[1])
      return t`left on ${on}`
    }
    return appointmentInWords(value)
  }
  if (ISO_DAY.test(value)) return formatDate(value)
  return value
}
