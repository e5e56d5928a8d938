import { activateLocale } from '@/lib/i18n/i18n'
import { kindInWords, valueInWords } from './change-words'

// The texts are those proxy/monitor/describe.ts writes.
describe('valueInWords', () => {
  it('words a status code', () => {
    expect(valueInWords('status', 'ACTIVE')).toBe('Active')
    expect(valueInWords('status', 'INSOLVENCY_PROCEEDINGS')).toBe('Insolvency proceedings')
  })

  it('words an appointment’s role and date, and a departure', () => {
    expect(valueInWords('management-appointed', 'Jana Kühn (managing director, 2026-03-01)')).toBe(
      'Jana Kühn (Managing director, since 1 Mar 2026)',
    )
    expect(valueInWords('management-departed', 'Jana Kühn (prokurist)')).toBe(
      'Jana Kühn (Authorised officer (Prokurist))',
    )
    expect(valueInWords('management-departed', 'left 2026-04-30')).toBe('left on 30 Apr 2026')
  })

  it('keeps other text as it is, and names in brackets that are not roles', () => {
    expect(valueInWords('name', 'Alpha (Deutschland) GmbH')).toBe('Alpha (Deutschland) GmbH')
    expect(valueInWords('financial-year', '2025')).toBe('2025')
  })

  it('follows the interface language', async () => {
    await activateLocale('de')
    expect(valueInWords('status', 'INSOLVENCY_PROCEEDINGS')).toBe('Insolvenzverfahren')
    expect(kindInWords('name')).toBe('Name geändert')
    expect(valueInWords('management-departed', 'left 2026-04-30')).toBe(
      'ausgeschieden am 30.04.2026',
    )
  })

  it('says an unknown kind in plain words', () => {
    expect(kindInWords('record')).toBe('Record updated')
    expect(kindInWords('something-new')).toBe('something new')
  })
})
