import { describe, expect, it } from 'vitest'
import type { Candidate } from './candidate'
import {
  LISTING_LIMIT,
  matchRow,
  MAX_SEARCHES,
  nameQuery,
  partialQuery,
  umlautQuery,
  type SearchRequest,
} from './match-row'

const org = (
  id: string,
  name: string,
  postalCode = '80802',
  register: string | null = null,
): Candidate => ({
  id: id.repeat(32),
  name,
  status: 'ACTIVE',
  address: `Weg 1, ${postalCode} München, Germany`,
  postalCode,
  city: 'München',
  register,
  searchScore: 1,
})

/**
 * A search as documented, no more: every word must be a prefix of a word of the name as written
 * (no typo tolerance, no folding of umlauts), a filter alone lists, `limit` caps the answer.
 */
function fakeSearch(organizations: Candidate[]) {
  const asked: SearchRequest[] = []
  const search = async (request: SearchRequest) => {
    asked.push(request)
    const register = /(HR[AB]) (\d+)/.exec(request.q)
    return organizations
      .filter((candidate) => {
        if (request.postalCode && candidate.postalCode !== request.postalCode) return false
        if (register) return candidate.register?.includes(`${register[1]} ${register[2]}`)
        const words = candidate.name.toLowerCase().split(/[^\p{L}\p{N}]+/u)
        const query = request.q.split(' ').filter(Boolean)
        return query.every((q) => words.some((word) => word.startsWith(q)))
      })
      .slice(0, request.limit ?? 10)
  }
  return { asked, search }
}

const signal = new AbortController().signal

describe('matchRow', () => {
  const list = [
    org('a', 'Möbelwerkstätten Becker GmbH', '29484'),
    org('b', 'Becker Bau GmbH', '80802'),
    org('c', 'Kaiser Wohnbau AG', '81547', 'München HRB 233180'),
  ]

  it('stops after one search when the name and postal code find a clear match', async () => {
    const { asked, search } = fakeSearch(list)
    const match = await matchRow({ name: 'Becker Bau GmbH', postalCode: '80802' }, search, signal)
    expect(asked).toEqual([{ q: 'becker bau', postalCode: '80802' }])
    expect(match.candidates[0]!.id).toBe('b'.repeat(32))
    expect(match.searches).toBe(1)
  })

  it('finds a typo with the listing of the postal code, scored in the browser', async () => {
    const { asked, search } = fakeSearch(list)
    const match = await matchRow(
      { name: 'Möbelwerkstäten Becker GmbH', postalCode: '29484' },
      search,
      signal,
    )
    expect(asked).toEqual([
      { q: 'möbelwerkstäten becker', postalCode: '29484' },
      { q: '', postalCode: '29484', limit: LISTING_LIMIT },
    ])
    expect(match.candidates[0]!.id).toBe('a'.repeat(32))
    expect(match.candidates[0]!.confidence).toBeLessThan(1)
  })

  it('finds umlauts written out without a postal code by putting them back', async () => {
    const { asked, search } = fakeSearch(list)
    const match = await matchRow({ name: 'Moebelwerkstaetten Becker GmbH' }, search, signal)
    expect(asked.map((request) => request.q)).toEqual([
      'moebelwerkstaetten becker',
      'möbelwerkstätten becker',
    ])
    expect(match.candidates[0]!.id).toBe('a'.repeat(32))
    expect(match.candidates[0]!.reasons[0]!.text).toBe('Same name')
  })

  it('finds a typo without a postal code by the first letters of each word', async () => {
    const { asked, search } = fakeSearch(list)
    const match = await matchRow({ name: 'Möbelwerkstätten Bekcer GmbH' }, search, signal)
    expect(asked.at(-1)).toEqual({ q: 'möb bek', postalCode: null, limit: LISTING_LIMIT })
    expect(match.candidates).toEqual([])
    const swapped = await matchRow({ name: 'Möbelwrekstätten Becker GmbH' }, search, signal)
    expect(swapped.candidates[0]!.id).toBe('a'.repeat(32))
  })

  it('drops the postal-code filter when the company is not at that postal code', async () => {
    const { asked, search } = fakeSearch(list)
    const match = await matchRow({ name: 'Kaiser Wohnbau AG', postalCode: '10115' }, search, signal)
    expect(asked.at(-1)!.postalCode).toBeNull()
    expect(match.candidates[0]!.id).toBe('c'.repeat(32))
    expect(match.searches).toBeLessThanOrEqual(MAX_SEARCHES)
  })

  it('asks the register ID first and stops there', async () => {
    const { asked, search } = fakeSearch(list)
    const match = await matchRow(
      { name: 'Kaiser Wohnbau', registerId: 'München HRB 233180' },
      search,
      signal,
    )
    expect(asked).toEqual([{ q: 'München HRB 233180', postalCode: null }])
    // The register ID matches; the name lacks its legal form, so not 100 %.
    expect(match.candidates[0]!.confidence).toBeGreaterThan(0.95)
    expect(match.candidates[0]!.confidence).toBeLessThan(1)
  })

  it('spends at most MAX_SEARCHES on a name the register does not know', async () => {
    const { asked, search } = fakeSearch(list)
    const match = await matchRow(
      { name: 'Quorvex Zylbrantwerke GmbH', postalCode: '10115' },
      search,
      signal,
    )
    expect(match.candidates).toEqual([])
    // The listing of 10115 was complete: no partial name there, so three searches.
    expect(asked.length).toBe(3)
    expect(asked.length).toBeLessThanOrEqual(MAX_SEARCHES)
  })
})

describe('queries', () => {
  it('searches the name without legal form and punctuation, letters as written', () => {
    expect(nameQuery('Großmann & Söhne GmbH & Co. KG')).toBe('großmann söhne')
    expect(nameQuery('Huber Bau Gesellschaft mit beschränkter Haftung')).toBe('huber bau')
  })

  it('puts umlauts back where ae/oe/ue likely stand for one', () => {
    expect(umlautQuery('Mueller Baeckerei GmbH')).toBe('müller bäckerei')
    expect(umlautQuery('Bauer Quelle Neue Werke')).toBeNull()
    expect(umlautQuery('Huber Bau')).toBeNull()
  })

  it('cuts each word to its first letters, before a written-out umlaut or ß', () => {
    expect(partialQuery('Großmann und Söhne GmbH')).toBe('gro söh')
    expect(partialQuery('Grossmann Moebel GmbH')).toBe('gro mo')
    expect(partialQuery('AB GmbH')).toBeNull()
  })
})
