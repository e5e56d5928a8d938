/**
 * The filters of the Changes page, by the start of the kinds the checker writes
 * (proxy/monitor/describe.ts; the server filters by prefix). Only the keys: the route's search
 * schema loads with the first page, the words for them (change-words.ts) with the page.
 */
export const KIND_FILTER_KEYS = [
  'name',
  'status',
  'address',
  'legal-form',
  'capital',
  'management',
  'shareholder',
  'beneficial-owners',
  'insolvency',
  'publication',
  'financial-year',
] as const
export type KindFilterKey = (typeof KIND_FILTER_KEYS)[number]
