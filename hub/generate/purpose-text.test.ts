import { describe, expect, it } from 'vitest'
import { WZ2025 } from '../domain/wz2025'
import { PURPOSE_ACTIVITIES } from './data/purposes'
import { PURPOSE_WORDINGS, purposeText } from './purpose-text'

describe('business purposes', () => {
  it('has a register-style activity for every industry code', () => {
    for (const industry of WZ2025)
      expect(PURPOSE_ACTIVITIES[industry.code], industry.code).toBeDefined()
  })

  it('reads as a register entry in German and English, never "im Bereich der Bereich"', () => {
    for (const industry of WZ2025)
      for (const form of ['GmbH', 'e.V.', 'eG', 'KG'])
        for (let wording = 0; wording < PURPOSE_WORDINGS; wording++) {
          const { de, en } = purposeText(industry, form, wording)
          expect(de).toMatch(
            /^(Gegenstand des Unternehmens|Zweck des Vereins|Zweck der Genossenschaft) ist (der|die|das) /,
          )
          expect(de).not.toMatch(/Bereich/)
          expect(de).not.toMatch(/\{|\}/)
          expect(en).toMatch(/^The (object|purpose) of the /)
          expect(en).not.toMatch(/\{|\}/)
        }
    expect(
      purposeText(
        WZ2025.find((code) => code.code === '56.30.0')!,
        'GmbH',
        0,
      ).de,
    ).toBe(
      'Gegenstand des Unternehmens ist der Betrieb einer Schankwirtschaft und der Ausschank von Getränken sowie alle damit zusammenhängenden Geschäfte.',
    )
    expect(
      purposeText(
        WZ2025.find((code) => code.code === '93.12.0')!,
        'e.V.',
        0,
      ).de,
    ).toBe('Zweck des Vereins ist die Pflege und Förderung des Sports.')
  })
})
