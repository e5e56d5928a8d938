import { describe, expect, it } from 'vitest'
import type { Candidate } from './candidate'
import { organizationPage } from '@/lib/datahub/organization-search-item'
import { toCandidate } from './candidate'

/** An answer of organization search as the matcher reads it (through the one organization reading). */
const readCandidates = (body: unknown) => organizationPage(body).items.map(toCandidate)
import { isAmbiguous, prepareRow, rankCandidates, scoreCandidate } from './scoring'

const candidate = (patch: Partial<Candidate>): Candidate => ({
  id: 'a'.repeat(32),
  name: 'Bäckerei Huber GmbH',
  status: 'ACTIVE',
  address: 'Leopoldstraße 12, 80802 Munich, Germany',
  postalCode: '80802',
  city: 'Munich',
  register: 'München HRB 271144',
  searchScore: 10,
  ...patch,
})

describe('scoreCandidate', () => {
  it('is confident for the same name, postal code and city, and says why', () => {
    const scored = scoreCandidate(
      prepareRow({ name: 'Bäckerei Huber GmbH', postalCode: '80802', city: 'München' }),
      candidate({}),
    )
    expect(scored.confidence).toBe(1)
    expect(scored.reasons.map((reason) => reason.text)).toEqual([
      'Same name',
      'Postal code matches',
      'City matches',
      'Legal form GmbH',
    ])
  })

  it('lowers the confidence for a differing postal code, city and legal form', () => {
    const scored = scoreCandidate(
      prepareRow({ name: 'Bäckerei Huber AG', postalCode: '10115', city: 'Berlin' }),
      candidate({}),
    )
    expect(scored.confidence).toBeLessThan(0.75)
    expect(scored.reasons.filter((reason) => reason.effect === 'against')).toHaveLength(3)
  })

  it('lets a matching register ID nearly settle a match with an alike name, never at 100 %', () => {
    const scored = scoreCandidate(
      prepareRow({ name: 'Baeckerei Huber', registerId: 'HRB 271144' }),
      candidate({}),
    )
    expect(scored.confidence).toBeGreaterThanOrEqual(0.95)
    expect(scored.confidence).toBeLessThan(1)
    expect(scored.reasons).toContainEqual(
      expect.objectContaining({ kind: 'register', effect: 'for' }),
    )
    const other = scoreCandidate(
      prepareRow({ name: 'Bäckerei Huber GmbH', registerId: 'HRB 999' }),
      candidate({}),
    )
    expect(other.confidence).toBeLessThan(0.8)
  })
})

describe('"Same name" and the confidence', () => {
  const score = (row: string, name: string, postalCode: string | null = null) =>
    scoreCandidate(prepareRow({ name: row, postalCode }), candidate({ name }))

  it('says "Same name" only for equal names, legal form included', () => {
    expect(score('Fischer Verlag GmbH', 'Fischer Verlag GmbH').reasons[0]!.text).toBe('Same name')
    expect(score('FISCHER VERLAG G.m.b.H.', 'Fischer Verlag GmbH').reasons[0]!.text).toBe(
      'Same name',
    )
    expect(
      score('Fischer Verlag Gesellschaft mit beschränkter Haftung', 'Fischer Verlag GmbH')
        .reasons[0]!.text,
    ).toBe('Same name')
    const leftOff = score('Fischer Verlag', 'Fischer Verlag GmbH', '80802')
    expect(leftOff.reasons[0]!.text).toBe('Name 95 % alike')
    expect(leftOff.confidence).toBeLessThan(1)
    expect(leftOff.confidence).toBeGreaterThan(0.9)
    expect(score('Fischer Verlag KG', 'Fischer Verlag GmbH').reasons[0]!.text).toBe(
      'Name 90 % alike',
    )
  })

  it('keeps an unequal name below 100 % whatever else matches', () => {
    for (const row of ['Bäckerei Hubr GmbH', 'Baeckerei Huber', 'Bäckerei Huber AG']) {
      const scored = scoreCandidate(
        prepareRow({ name: row, postalCode: '80802', city: 'München' }),
        candidate({}),
      )
      expect(scored.confidence, row).toBeLessThan(1)
      expect(Math.round(scored.confidence * 100), row).toBeLessThan(100)
    }
  })

  it('follows how alike the names are: the more alike, the more a postal code counts', () => {
    const close = score('Bäckerei Hubr GmbH', 'Bäckerei Huber GmbH', '80802')
    const far = score('Bäckerei Hansen GmbH', 'Bäckerei Huber GmbH', '80802')
    expect(close.confidence).toBeGreaterThan(0.9)
    expect(far.confidence).toBeLessThan(0.85)
    // A postal code adds nothing to a name less than 70 % alike.
    const weak = scoreCandidate(prepareRow({ name: 'Hansen Logistik GmbH' }), candidate({}))
    const weakHere = scoreCandidate(
      prepareRow({ name: 'Hansen Logistik GmbH', postalCode: '80802' }),
      candidate({}),
    )
    expect(weakHere.confidence).toBe(weak.confidence)
  })

  it('reads umlauts written out as the same name', () => {
    expect(score('Baeckerei Huber GmbH', 'Bäckerei Huber GmbH').confidence).toBe(1)
    expect(score('Grossmann Moebel GmbH', 'Großmann Möbel GmbH').reasons[0]!.text).toBe('Same name')
  })
})

describe('rankCandidates', () => {
  it('drops candidates whose names are not alike', () => {
    const ranked = rankCandidates(
      prepareRow({ name: 'Zylbrant Werke GmbH', postalCode: '80802' }),
      [candidate({ name: 'Bäckerei Huber GmbH' })],
    )
    expect(ranked).toEqual([])
  })

  it('ranks best first, removes duplicates and flags an ambiguous best', () => {
    const row = prepareRow({ name: 'Huber GmbH' })
    const ranked = rankCandidates(row, [
      candidate({ id: '1'.repeat(32), name: 'Huber GmbH', postalCode: '80802' }),
      candidate({ id: '2'.repeat(32), name: 'Huber GmbH', postalCode: '10115' }),
      candidate({ id: '2'.repeat(32), name: 'Huber GmbH', postalCode: '10115' }),
      candidate({ id: '3'.repeat(32), name: 'Schmidt AG' }),
    ])
    // Schmidt AG is no candidate for Huber GmbH: its name is not alike.
    expect(ranked).toHaveLength(2)
    expect(isAmbiguous(ranked[0])).toBe(true)
  })

  it('does not flag a clear best', () => {
    const ranked = rankCandidates(prepareRow({ name: 'Huber GmbH', postalCode: '80802' }), [
      candidate({ id: '1'.repeat(32), name: 'Huber GmbH' }),
      candidate({ id: '2'.repeat(32), name: 'Huber GmbH', postalCode: '10115', city: 'Berlin' }),
    ])
    expect(isAmbiguous(ranked[0])).toBe(false)
  })
})

describe('readCandidates', () => {
  it('reads postal code and city from the one-line address, and skips items without an ID', () => {
    const candidates = readCandidates({
      results: [
        {
          entity_type: 'ORGANIZATION',
          entity: {
            fb_entity_id: 'ab'.repeat(16),
            status: 'active',
            display_address: 'Leopoldstraße 12, 80802 Munich, Germany',
            registration_authority_entity_name: 'München HRB 271144',
            display_name: 'Huber GmbH',
          },
          score: 3.2,
        },
        { entity: { display_name: 'no id' } },
      ],
      total: 2,
    })
    expect(candidates).toEqual([
      expect.objectContaining({
        name: 'Huber GmbH',
        status: 'ACTIVE',
        postalCode: '80802',
        city: 'Munich',
        searchScore: 3.2,
      }),
    ])
    expect(readCandidates(null)).toEqual([])
  })
})
