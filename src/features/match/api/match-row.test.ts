import { describe, expect, it } from 'vitest'
import type { Candidate } from './candidate'
import { matchRow, MAX_SEARCHES, nameQuery, relaxedQuery, type SearchRequest } from './match-row'

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

/** A search like the hub's: every word must be a prefix of a word of the name. */
function fakeSearch(organizations: Candidate[]) {
  const asked: SearchRequest[] = []
  const search = async (request: SearchRequest) => {
    asked.push(request)
    const register = /(HR[AB]) (\d+)/.exec(request.q)
    return organizations.filter((candidate) => {
      if (request.postalCode && candidate.postalCode !== request.postalCode) return false
      if (register) return candidate.register?.includes(`${register[1]} ${register[2]}`)
      const words = candidate.name.toLowerCase().split(/[^\p{L}\p{N}]+/u)
      return request.q.split(' ').every((q) => words.some((word) => word.startsWith(q)))
    })
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

  it('finds a typo late in a word with the relaxed query, still filtered by postal code', async () => {
    const { asked, search } = fakeSearch(list)
    const match = await matchRow(
      { name: 'Möbelwerkstäten Becker GmbH', postalCode: '29484' },
      search,
      signal,
    )
    expect(asked.map((request) => request.q)).toEqual(['möbelwerkstäten becker', 'möbelwerk beck'])
    expect(asked[1]!.postalCode).toBe('29484')
    expect(match.candidates[0]!.id).toBe('a'.repeat(32))
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
    expect(match.candidates[0]!.confidence).toBe(1)
  })

  it('spends at most MAX_SEARCHES on a name the register does not know', async () => {
    const { asked, search } = fakeSearch(list)
    const match = await matchRow(
      { name: 'Quorvex Zylbrantwerke GmbH', postalCode: '10115' },
      search,
      signal,
    )
    expect(match.candidates).toEqual([])
    expect(asked.length).toBe(MAX_SEARCHES)
  })
})

describe('queries', () => {
  it('searches the name without legal form and punctuation, letters as written', () => {
    expect(nameQuery('Großmann & Söhne GmbH & Co. KG')).toBe('großmann söhne')
    expect(relaxedQuery('Großmann und Söhne GmbH')).toBe('großm söhn')
    expect(relaxedQuery('AB GmbH')).toBeNull()
  })
})
