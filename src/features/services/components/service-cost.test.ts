import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { serviceCost } from './service-cost'

// The wording is Lingui's (the logic project has no component setup): English, as in the app.
beforeAll(() => activateLocale('en'))

describe('service cost', () => {
  it('says the published price, or that there is none', () => {
    expect(serviceCost(1)).toBe('1 credit per call')
    expect(serviceCost(5)).toBe('5 credits per call')
    expect(serviceCost(0)).toBe('0 credits per call')
    expect(serviceCost(null)).toBe('not published')
    expect(serviceCost(undefined)).toBe('not published')
    expect(serviceCost(-1)).toBe('not published')
  })
})
