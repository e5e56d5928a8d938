/**
 * A row never matches an organization of another legal form: a GmbH and an AG of the same name are
 * two legal persons. The swaps an analyst met (AG/GmbH, KG/GmbH, e.V./eG, UG/GmbH, …) go to review
 * with the difference as the reason, whatever the name, place, register ID or threshold say; a
 * spelled-out form is the same form; a row without a form matches as before.
 */
import { describe, expect, it } from 'vitest'
import type { Candidate } from './candidate'
import { newJob, rowStatus, type RowState } from './match-job'
import { toListTable } from './list-input'
import {
  hasOtherLegalForm,
  OTHER_LEGAL_FORM_MAX,
  prepareRow,
  rankCandidates,
  scoreCandidate,
  type ListRow,
} from './scoring'

const candidate = (name: string, patch: Partial<Candidate> = {}): Candidate => ({
  id: 'c'.repeat(32),
  name,
  status: 'ACTIVE',
  address: 'Kurfürstendamm 21, 10719 Berlin, Germany',
  postalCode: '10719',
  city: 'Berlin',
  register: 'Charlottenburg (Berlin) HRB 123456',
  searchScore: 10,
  ...patch,
})

const place = { postalCode: '10719', city: 'Berlin' }
const status = (row: ListRow, found: Candidate, threshold = 0.85) => {
  const state: RowState = {
    matched: true,
    candidates: rankCandidates(prepareRow(row), [found]),
    searches: 1,
    error: null,
    decision: null,
  }
  return rowStatus(state, threshold)
}

describe('the legal-form rule', () => {
  const swaps: [string, string, string, string][] = [
    ['Centrabau AG', 'Centrabau GmbH', 'AG', 'GmbH'],
    ['Centrabau GmbH', 'Centrabau AG', 'GmbH', 'AG'],
    ['Kirchner Lebensmittelmarkt KG', 'Kirchner Lebensmittelmarkt GmbH', 'KG', 'GmbH'],
    ['Volksbank Berlin e.V.', 'Volksbank Berlin eG', 'e.V.', 'eG'],
    ['Dachdeckerei Berlin UG', 'Dachdeckerei Berlin GmbH', 'UG (haftungsbeschränkt)', 'GmbH'],
    ['Huber Logistik GmbH', 'Huber Logistik GmbH & Co. KG', 'GmbH', 'GmbH & Co. KG'],
    ['Huber Logistik OHG', 'Huber Logistik KG', 'OHG', 'KG'],
    ['Nordwerk SE', 'Nordwerk AG', 'SE', 'AG'],
    ['Centrabau Aktiengesellschaft', 'Centrabau GmbH', 'AG', 'GmbH'],
    ['Kirchner Gesellschaft mit beschränkter Haftung', 'Kirchner KG', 'GmbH', 'KG'],
    ['Winzer Mosel eingetragene Genossenschaft', 'Winzer Mosel e.V.', 'eG', 'e.V.'],
  ]

  it.each(swaps)(
    'sends “%s” against “%s” to review, saying which forms differ',
    (row, name, listed, theirs) => {
      const scored = scoreCandidate(prepareRow({ name: row, ...place }), candidate(name))
      expect(scored.confidence).toBeLessThanOrEqual(OTHER_LEGAL_FORM_MAX)
      expect(hasOtherLegalForm(scored)).toBe(true)
      expect(scored.reasons).toContainEqual(
        expect.objectContaining({
          kind: 'legalForm',
          effect: 'against',
          detail: { code: 'legalFormDiffers', value: theirs, listed },
        }),
      )
      expect(status({ name: row, ...place }, candidate(name))).toBe('review')
    },
  )

  it('holds even with a matching register ID and the lowest threshold the page offers', () => {
    const row = { name: 'Centrabau AG', ...place, registerId: 'Charlottenburg (Berlin) HRB 123456' }
    const found = candidate('Centrabau GmbH')
    expect(scoreCandidate(prepareRow(row), found).registerMatches).toBe(true)
    expect(status(row, found, 0.5)).toBe('review')
  })

  it('takes a spelled-out form as the form it stands for', () => {
    for (const [row, name] of [
      ['Centrabau Aktiengesellschaft', 'Centrabau AG'],
      ['Kirchner Gesellschaft mit beschränkter Haftung', 'Kirchner GmbH'],
      [
        'Dachdeckerei Berlin Unternehmergesellschaft (haftungsbeschränkt)',
        'Dachdeckerei Berlin UG (haftungsbeschränkt)',
      ],
      ['Volksbank Berlin eingetragene Genossenschaft', 'Volksbank Berlin eG'],
      ['Turnverein Moabit eingetragener Verein', 'Turnverein Moabit e.V.'],
      ['Huber Logistik GmbH & Co. Kommanditgesellschaft', 'Huber Logistik GmbH & Co. KG'],
      ['Dachdeckerei Berlin UG', 'Dachdeckerei Berlin UG (haftungsbeschränkt)'],
    ]) {
      const scored = scoreCandidate(prepareRow({ name: row!, ...place }), candidate(name!))
      expect(hasOtherLegalForm(scored), row).toBe(false)
      expect(scored.confidence, row).toBe(1)
      expect(status({ name: row!, ...place }, candidate(name!)), row).toBe('matched')
    }
  })

  it('matches a row without a legal form as before', () => {
    const row = { name: 'Centrabau', ...place }
    const scored = scoreCandidate(prepareRow(row), candidate('Centrabau GmbH'))
    expect(hasOtherLegalForm(scored)).toBe(false)
    expect(scored.confidence).toBeGreaterThanOrEqual(0.85)
    expect(status(row, candidate('Centrabau GmbH'))).toBe('matched')
  })

  it('ranks the organization of the named form above the other one', () => {
    const ranked = rankCandidates(prepareRow({ name: 'Centrabau AG', ...place }), [
      candidate('Centrabau GmbH', { id: 'a'.repeat(32) }),
      candidate('Centrabau AG', { id: 'b'.repeat(32) }),
    ])
    expect(ranked.map((found) => found.name)).toEqual(['Centrabau AG', 'Centrabau GmbH'])
    expect(ranked[0]!.confidence).toBe(1)
  })

  it('keeps a saved job whose best candidate is of another form in review', () => {
    // Saved before the rule: 89 % and only "Legal form differs (GmbH)" against it.
    const job = newJob(
      toListTable([['Firma'], ['Centrabau AG']], null),
      {
        name: 0,
        postalCode: null,
        city: null,
        registerId: null,
      },
      [],
    )
    const saved: RowState = {
      ...job.rows[0]!,
      matched: true,
      candidates: [
        {
          ...candidate('Centrabau GmbH'),
          confidence: 0.89,
          reasons: [
            { kind: 'name', effect: 'for', text: 'Name 90 % alike' },
            { kind: 'legalForm', effect: 'against', text: 'Legal form differs (GmbH)' },
          ],
        },
      ],
    }
    expect(rowStatus(saved, 0.85)).toBe('review')
  })
})
