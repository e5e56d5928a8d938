import { describe, expect, it } from 'vitest'
import type { Candidate } from './candidate'
import { readCandidates } from './candidate'
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

  it('lets a matching register ID settle a match with an alike name', () => {
    const scored = scoreCandidate(
      prepareRow({ name: 'Baeckerei Huber', registerId: 'HRB 271144' }),
      candidate({}),
    )
    expect(scored.confidence).toBe(1)
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

describe('rankCandidates', () => {
  it('ranks best first, removes duplicates and flags an ambiguous best', () => {
    const row = prepareRow({ name: 'Huber GmbH' })
    const ranked = rankCandidates(row, [
      candidate({ id: '1'.repeat(32), name: 'Huber GmbH', postalCode: '80802' }),
      candidate({ id: '2'.repeat(32), name: 'Huber GmbH', postalCode: '10115' }),
      candidate({ id: '2'.repeat(32), name: 'Huber GmbH', postalCode: '10115' }),
      candidate({ id: '3'.repeat(32), name: 'Schmidt AG' }),
    ])
    expect(ranked).toHaveLength(3)
    expect(ranked[2]!.name).toBe('Schmidt AG')
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
