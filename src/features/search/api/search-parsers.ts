/**
 * The search responses' parsers. search-queries.ts loads this module together with the first
 * request (the header's typeahead makes the queries part of every page), so the parsers and the
 * zod code behind them stay out of the initial JavaScript.
 */
import { listOf, num, record } from '@/lib/datahub/fields'
import { personSearchItem } from '@/lib/datahub/person-search-item'
import { fusionResult } from './fusion'
import { locationItem } from './search-items'

const page =
  <T>(items: { parse: (value: unknown) => T[] }) =>
  (value: unknown) => {
    const body = record.parse(value)
    return { items: items.parse(body.results), total: num.parse(body.total) }
  }

export const fusion = (value: unknown) => fusionResult.parse(value)
export const personPage = page(listOf(personSearchItem))
export const locationPage = page(listOf(locationItem))
