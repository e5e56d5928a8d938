import {
  parseInsolvencyNotices,
  parseNews,
  parseRegisterDocuments,
  parseTimeline,
  safeHttpUrl,
} from './register-models'
import { pickText } from '@/lib/datahub/fields'

describe('parseNews', () => {
  it('maps both generations of the feed to one model, newest first', () => {
    const items = parseNews([
      {
        id: '1',
        headline: 'New style',
        published_at: '2024-03-02T09:14:05.120000+00:00',
        source: 'Handelsblatt',
        url: 'https://example.com/a',
      },
      {
        title: 'Old style',
        publication_date: '2024-05-01T10:00:00',
        source: { name: 'FAZ' },
        url: 'http://example.com/b',
      },
    ])!
    expect(items.map((item) => [item.headline, item.source, item.url])).toEqual([
      ['Old style', 'FAZ', 'http://example.com/b'],
      ['New style', 'Handelsblatt', 'https://example.com/a'],
    ])
  })

  it('never keeps a non-http(s) URL', () => {
    const [item] = parseNews([{ headline: 'x', url: 'javascript:alert(1)' }])!
    expect(item!.url).toBeNull()
    expect(safeHttpUrl('data:text/html,hi')).toBeNull()
    expect(safeHttpUrl('not a url')).toBeNull()
    expect(safeHttpUrl('https://ok.example/')).toBe('https://ok.example/')
  })
})

describe('parseTimeline', () => {
  it('maps register history and career entries (with the organization reference)', () => {
    const events = parseTimeline([
      {
        date: '2010-01-01',
        category: 'NEW_REGISTRATION',
        title: 'Neueintragung',
        text: 'Eingetragen',
        source: 'Amtsgericht X',
      },
      {
        date: '2015-02-03',
        category: 'MEMBER_ENTRY',
        label: 'MANAGING_DIRECTOR',
        organization: {
          fb_entity_id: 'c'.repeat(32),
          entity_type: 'ORGANIZATION',
          display_name: 'Y GmbH',
        },
        text: 'bestellt',
      },
    ])!
    expect(events[0]).toMatchObject({
      date: '2015-02-03',
      role: 'MANAGING_DIRECTOR',
      organization: { name: 'Y GmbH', type: 'ORGANIZATION' },
    })
    expect(events[1]).toMatchObject({ title: 'Neueintragung', source: 'Amtsgericht X' })
  })

  it('returns null for a non-list', () => {
    expect(parseTimeline({ a: 1 })).toBeNull()
  })
})

describe('documents and insolvency', () => {
  it('maps documents and notices, sorted newest first', () => {
    expect(
      parseRegisterDocuments([
        { document_type: 'SHAREHOLDER_LIST', date: '2020-01-01', title: 'Liste' },
        { date: '2021-01-01', title: 'Satzung' },
      ])!.map((doc) => doc.title),
    ).toEqual(['Satzung', 'Liste'])
    expect(
      parseInsolvencyNotices([
        {
          date: '2024-01-01',
          court: 'AG München',
          case_number: '1503 IN 1/24',
          category: 'OPENING',
          text: 'eröffnet',
        },
      ]),
    ).toEqual([
      {
        date: '2024-01-01',
        court: 'AG München',
        caseNumber: '1503 IN 1/24',
        category: 'OPENING',
        text: 'eröffnet',
      },
    ])
  })
})

describe('localized texts in a cached slice', () => {
  it('keep both languages, so the view picks the one shown when it renders', () => {
    const [item] = parseNews([{ headline: { en: 'Capital increase', de: 'Kapitalerhöhung' } }])!
    const [event] = parseTimeline([{ title: { en: 'New entry', de: 'Neueintragung' } }])!
    expect(pickText(item!.headline, 'de')).toBe('Kapitalerhöhung')
    expect(pickText(item!.headline, 'en')).toBe('Capital increase')
    expect(pickText(event!.title, 'de')).toBe('Neueintragung')
    // A bare string is the one language the Data Hub sent.
    expect(parseNews([{ headline: 'Nur Deutsch' }])![0]!.headline).toBe('Nur Deutsch')
  })
})
