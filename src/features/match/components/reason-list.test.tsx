import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { prepareRow, rankCandidates } from '../api/scoring'
import type { Candidate } from '../api/candidate'
import { ReasonList, confidenceText } from './reason-list'
import { ThresholdInput } from './threshold-input'

const candidate = (id: string, name: string, postalCode: string, city: string): Candidate =>
  ({ id, name, postalCode, city, register: null, status: null, address: null }) as Candidate

const ranked = rankCandidates(
  prepareRow({ name: 'Muster Bau GmbH', postalCode: '80331', city: 'München' }),
  [
    candidate('a', 'Muster Bau GmbH', '80331', 'München'),
    candidate('b', 'Muster Bau GmbH', '80333', 'München'),
  ],
)

describe('ReasonList', () => {
  it('words the reasons in German at render time, with German percentages', async () => {
    await act(() => activateLocale('de'))
    render(<ReasonList reasons={ranked[0]!.reasons} />)
    const list = screen.getByRole('list', { name: 'Gründe' })
    expect(list).toHaveTextContent('Gleicher Name')
    expect(list).toHaveTextContent('Postleitzahl stimmt überein')
    expect(list).toHaveTextContent('Spricht dafür:')
    expect(list).toHaveTextContent(/Mehrdeutig: „Muster Bau GmbH“ erreicht \d+ %/)
    expect(confidenceText(0.925)).toBe('93\u00a0%') // Intl's no-break space
  })

  it('keeps the English words in the stored text (the exported file uses them)', () => {
    render(<ReasonList reasons={ranked[0]!.reasons} />)
    expect(screen.getByRole('list', { name: 'Reasons' })).toHaveTextContent('Postal code matches')
    expect(ranked[0]!.reasons.map((reason) => reason.text)).toContain('Postal code matches')
    expect(confidenceText(0.925)).toBe('93%')
  })

  it('names both legal forms when they differ, in German too', async () => {
    const [other] = rankCandidates(
      prepareRow({ name: 'Centrabau Aktiengesellschaft', postalCode: '80331', city: 'München' }),
      [candidate('c', 'Centrabau GmbH', '80331', 'München')],
    )
    const english = render(<ReasonList reasons={other!.reasons} />)
    expect(screen.getByRole('list', { name: 'Reasons' })).toHaveTextContent(
      'Evidence against: Another legal form: GmbH in the register, AG in the list',
    )
    english.unmount()
    await act(() => activateLocale('de'))
    render(<ReasonList reasons={other!.reasons} />)
    expect(screen.getByRole('list', { name: 'Gründe' })).toHaveTextContent(
      'Andere Rechtsform: GmbH im Register, AG in der Liste',
    )
  })

  it('shows a saved reason without detail as it was written', () => {
    render(<ReasonList reasons={[{ kind: 'name', effect: 'for', text: 'Same name' }]} />)
    expect(screen.getByRole('list')).toHaveTextContent('Same name')
  })
})

describe('ThresholdInput', () => {
  it('says the threshold as a German percentage', async () => {
    await act(() => activateLocale('de'))
    render(<ThresholdInput value={0.85} onChange={() => {}} />)
    expect(screen.getByRole('slider', { name: 'Ohne Prüfung übernehmen ab' })).toHaveAttribute(
      'aria-valuetext',
      '85\u00a0% Übereinstimmung',
    )
  })
})
