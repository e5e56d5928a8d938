import { activateLocale, i18n } from '@/lib/i18n/i18n'
import { textOf, type Text } from '../relation-text'
import { buildRelationTabs } from './relation-discovery'
import { fallbackDefinitions } from './relation-catalogue'
import { relationListSchema } from './relation-schemas'

// Titles are messages translated when shown; these tests read them in English.
const english = (text: Text) => textOf(i18n, text)
beforeAll(() => activateLocale('en'))

const def = (key: string, label: string, extra: Record<string, unknown> = {}) => ({
  id: `relations/${key}`,
  key,
  label,
  name: { en: `${label} name`, de: 'x' },
  description: { en: `${label} description` },
  model_from: ['ORGANIZATION'],
  model_to: 'FEATURE',
  resolve: { parameter_definition: [] },
  ...extra,
})

describe('buildRelationTabs', () => {
  it('orders known relations like the catalogue and appends unknown ones in list order', () => {
    const list = relationListSchema.parse([
      def('5162071547', 'NEWS'),
      def('111', 'BRAND_NEW_THING'),
      def('5906082026', 'MANAGEMENT'),
      def('5601746763', 'FINANCIALS_KPI'),
      def('222', 'ANOTHER'),
    ])
    const tabs = buildRelationTabs('ORGANIZATION', list)
    expect(tabs.map((tab) => tab.slug)).toEqual([
      'management',
      'financials',
      'news',
      'brand-new-thing',
      'another',
    ])
    expect(english(tabs[0]!.title)).toBe('Management')
    expect(english(tabs[3]!.title)).toBe('BRAND_NEW_THING name')
    expect(english(tabs[3]!.description)).toBe('BRAND_NEW_THING description')
  })

  it('merges an old and a new financial key into one tab, current key first, older keys after', () => {
    const list = relationListSchema.parse([
      def('67533702', 'FINANCIALS_KPI'),
      def('5601746763', 'FINANCIALS_KPI'),
    ])
    const [tab] = buildRelationTabs('ORGANIZATION', list)
    expect(tab!.keys[0]).toBe('5601746763')
    expect(tab!.keys[1]).toBe('67533702')
    expect(tab!.keys).toContain('3867665248')
  })

  it('takes parameters from the definition, falls back to the catalogue, and tolerates id-only items', () => {
    const list = relationListSchema.parse([
      def('3138484719', 'ENTITY_NETWORK', {
        resolve: { parameter_definition: [{ name: 'depth', type: 'integer', default: 2 }] },
      }),
      { id: 'relations/8246474913', label: 'NEARBY_ORGANIZATIONS', model_from: 'ORGANIZATION' },
      'not an object',
    ])
    const tabs = buildRelationTabs('ORGANIZATION', list)
    expect(tabs.map((tab) => [tab.slug, tab.keys[0], tab.parameters.map((p) => p.name)])).toEqual([
      ['network', '3138484719', ['depth']],
      ['nearby', '8246474913', ['radius_km']],
    ])
  })

  it('skips definitions for other entity types and keeps slugs unique', () => {
    const list = relationListSchema.parse([
      def('1', 'X', { model_from: ['PERSON'] }),
      def('2', 'SAME'),
      def('3', 'SAME', { label: 'same' }),
    ])
    const tabs = buildRelationTabs('ORGANIZATION', list)
    expect(tabs.map((tab) => tab.slug)).toEqual(['same', 'same-3'])
  })

  it('uses PUBLICATIONS as career for persons', () => {
    const tabs = buildRelationTabs(
      'PERSON',
      relationListSchema.parse([def('5990434853', 'PUBLICATIONS', { model_from: ['PERSON'] })]),
    )
    expect(tabs[0]).toMatchObject({ slug: 'career' })
    expect(english(tabs[0]!.title)).toBe('Career history')
  })
})

describe('fallbackDefinitions', () => {
  it('covers §7 for each entity type with older financial keys attached', () => {
    expect(fallbackDefinitions('ORGANIZATION')).toHaveLength(14)
    expect(fallbackDefinitions('PERSON').map((tab) => tab.slug)).toEqual(['career', 'network'])
    expect(fallbackDefinitions('LOCATION')).toHaveLength(10)
    const balance = fallbackDefinitions('ORGANIZATION').find(
      (tab) => tab.label === 'BALANCE_SHEET',
    )!
    expect(balance.keys).toEqual([
      '5601746108',
      '67533742',
      '3867665248',
      '4091408618',
      '890549372',
    ])
    const report = fallbackDefinitions('ORGANIZATION').find(
      (tab) => tab.label === 'FINANCIAL_REPORTS',
    )!
    expect(report.parameters.map((p) => p.name)).toEqual(['reference_year', 'document_type'])
  })
})
