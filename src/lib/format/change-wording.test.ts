import {
  changeText,
  eventText,
  financialYearText,
  groupChanges,
  wordChange,
  wordAddress,
  type StoredChange,
} from './change-wording'

// The stored texts are those proxy/monitor/describe.ts writes.
const opening: StoredChange[] = [
  { kind: 'status', before: 'ACTIVE', after: 'INSOLVENCY_PROCEEDINGS' },
  {
    kind: 'publication',
    before: null,
    after:
      '2026-03-08 Eröffnung des Insolvenzverfahrens: Centrabau GmbH. Über das Vermögen der Gesellschaft ist das Insolvenzverfahren eröffnet.',
  },
  {
    kind: 'insolvency-notice',
    before: null,
    after:
      '2026-03-08 OPENING: 1698 IN 243/26: Über das Vermögen der Centrabau GmbH wird heute, am 08.03.2026, das Insolvenzverfahren eröffnet.',
  },
]
const withIds = (changes: StoredChange[], detectedAt = '2026-03-09T04:00:00.000Z') =>
  changes.map((change, index) => ({ ...change, id: `c${index}`, entityId: 'e1', detectedAt }))

describe('wordChange', () => {
  it('words an insolvency notice: event words and the date, never the code', () => {
    const notice = wordChange(opening[2]!, 'en')
    expect(notice.text).toBe('Insolvency notice of 8 Mar 2026: insolvency proceedings opened')
    expect(notice.text).not.toMatch(/OPENING|2026-03-08/)
    expect(notice.eventDate).toBe('2026-03-08')
    expect(notice.distress).toBe('insolvency')
    expect(notice.quote).toMatch(/^1698 IN 243\/26: Über das Vermögen/)
    expect(wordChange(opening[2]!, 'de').text).toBe(
      'Insolvenzbekanntmachung vom 08.03.2026: Insolvenzverfahren eröffnet',
    )
  })

  it('words a status in the language, and marks distress', () => {
    expect(wordChange(opening[0]!, 'en')).toMatchObject({
      text: 'Status changed from Active to Insolvency proceedings',
      distress: 'insolvency',
    })
    expect(wordChange(opening[0]!, 'de').text).toBe(
      'Status geändert von Aktiv in Insolvenzverfahren',
    )
    expect(
      wordChange({ kind: 'status', before: 'ACTIVE', after: 'LIQUIDATION' }, 'en').distress,
    ).toBe('liquidation')
    expect(
      wordChange({ kind: 'status', before: 'ACTIVE', after: 'DISSOLVED' }, 'en').distress,
    ).toBe('dissolution')
    expect(wordChange({ kind: 'status', before: 'INACTIVE', after: 'ACTIVE' }, 'en').distress).toBe(
      null,
    )
  })

  it('writes the country of an address in the chosen language, whichever language the record used', () => {
    const change = {
      kind: 'address',
      before: 'Leopoldstraße 12, 80802 München, Deutschland',
      after: 'Schweizer Straße 3, 10115 Berlin, Germany',
    }
    const en = wordChange(change, 'en').text
    expect(en).toBe(
      'Address changed from “Leopoldstraße 12, 80802 München, Germany” to “Schweizer Straße 3, 10115 Berlin, Germany”',
    )
    expect(en).not.toContain('Deutschland')
    expect(wordChange(change, 'de').text).toBe(
      'Anschrift geändert von „Leopoldstraße 12, 80802 München, Deutschland“ in „Schweizer Straße 3, 10115 Berlin, Deutschland“',
    )
    expect(wordAddress('Ring 1, 1010 Wien, Österreich', 'en')).toBe('Ring 1, 1010 Wien, Austria')
    // The feed and webhooks word it the same way.
    expect(changeText(change, 'en')).not.toContain('Deutschland')
    // A caller can word addresses itself (the Changes page renames cities too).
    expect(
      wordChange(change, 'en', { address: (line) => line.replace('München', 'Munich') }).text,
    ).toContain('“Leopoldstraße 12, 80802 Munich, Deutschland”')
  })

  it('says "new: X" where there was nothing before, and what was removed', () => {
    expect(wordChange({ kind: 'address', before: null, after: 'Hauptstr. 1' }, 'en').text).toBe(
      'Address new: “Hauptstr. 1”',
    )
    expect(wordChange({ kind: 'address', before: 'Hauptstr. 1', after: null }, 'de').text).toBe(
      'Anschrift entfernt (bisher „Hauptstr. 1“)',
    )
    expect(wordChange({ kind: 'something-new', before: null, after: 'X' }, 'en').text).toBe(
      'something new — new: X',
    )
    for (const lang of ['en', 'de'] as const)
      expect(
        wordChange({ kind: 'shareholder-new', before: null, after: 'A: 25 %' }, lang).text,
      ).not.toMatch(/none|→/)
  })

  it('words appointments and departures with the role and the date', () => {
    const appointed = {
      kind: 'management-appointed',
      before: null,
      after: 'Kühn, Jana (managing director, 2026-03-01)',
    }
    expect(wordChange(appointed, 'en')).toMatchObject({
      text: 'Kühn, Jana appointed managing director from 1 Mar 2026',
      eventDate: '2026-03-01',
    })
    expect(wordChange(appointed, 'de').text).toBe(
      'Kühn, Jana bestellt als Geschäftsführer/in ab 01.03.2026',
    )
    const departed = {
      kind: 'management-departed',
      before: 'Kühn, Jana (prokurist)',
      after: 'left 2026-04-30',
    }
    expect(wordChange(departed, 'en').text).toBe(
      'Kühn, Jana left as authorised officer (Prokurist) on 30 Apr 2026',
    )
    expect(wordChange(departed, 'de').text).toBe(
      'Kühn, Jana ausgeschieden als Prokurist/in am 30.04.2026',
    )
  })

  it('words shares with the language’s decimal sign', () => {
    const share = {
      kind: 'shareholder-share',
      before: 'Alpha GmbH: 50.5 %',
      after: 'Alpha GmbH: 25.25 %',
    }
    expect(wordChange(share, 'en').text).toBe('Share of Alpha GmbH changed from 50.5 % to 25.25 %')
    expect(wordChange(share, 'de').text).toBe(
      'Anteil von Alpha GmbH geändert von 50,5 % auf 25,25 %',
    )
  })

  it('shows a new financial year’s headline figures', () => {
    const after = financialYearText({
      year: 2025,
      revenue: 263_000_000,
      netIncome: -1_200_000,
      employees: 9060,
    })
    expect(after).toBe('2025 (revenue 263000000 EUR; net income -1200000 EUR; employees 9060)')
    const year = { kind: 'financial-year', before: null, after }
    expect(wordChange(year, 'en').text).toBe(
      'New financial year 2025: revenue €263m, net income -€1.2m, 9,060 employees',
    )
    expect(wordChange(year, 'de').text.replaceAll('\u00a0', ' ')).toBe(
      'Neues Geschäftsjahr 2025: Umsatz 263 Mio. €, Jahresergebnis -1,2 Mio. €, 9.060 Mitarbeitende',
    )
    // Stored before the figures were kept, or without any.
    expect(wordChange({ kind: 'financial-year', before: null, after: '2024' }, 'en').text).toBe(
      'New financial year 2024 (no figures published)',
    )
    expect(financialYearText({ year: 2024, revenue: null })).toBe('2024')
  })
})

describe('groupChanges', () => {
  it('makes one event of what one check found on one entity, its weightiest part first', () => {
    const later = withIds(
      [{ kind: 'name', before: 'A GmbH', after: 'B GmbH' }],
      '2026-03-16T04:00:00.000Z',
    )
    const events = groupChanges([...withIds([...opening].reverse()), ...later], 'en')
    expect(events).toHaveLength(2)
    expect(events[0]).toMatchObject({
      title: 'Insolvency proceedings opened',
      eventDate: '2026-03-08',
      distress: 'insolvency',
    })
    expect(events[0]!.changes.map((change) => change.kind)).toEqual([
      'status',
      'insolvency-notice',
      'publication',
    ])
    expect(events[1]).toMatchObject({
      title: 'Name changed',
      distress: null,
    })
    expect(groupChanges(withIds(opening), 'de')[0]!.title).toBe('Insolvenzverfahren eröffnet')
  })

  it('keeps the same change on two lists apart', () => {
    const change = { ...withIds([opening[0]!])[0]! }
    expect(
      groupChanges(
        [
          { ...change, listId: 'a' },
          { ...change, listId: 'b' },
        ],
        'en',
      ),
    ).toHaveLength(2)
  })
})

describe('texts for feeds and webhooks', () => {
  it('says an event in lines, with the register’s words quoted', () => {
    expect(eventText(opening, 'en').split('\n')).toEqual([
      'Insolvency proceedings opened (on 8 Mar 2026)',
      '- Status changed from Active to Insolvency proceedings',
      expect.stringMatching(
        /^- Insolvency notice of 8 Mar 2026: insolvency proceedings opened: “1698 IN/,
      ),
      expect.stringMatching(
        /^- Register publication of 8 Mar 2026: “Eröffnung des Insolvenzverfahrens: /,
      ),
    ])
    expect(eventText([{ kind: 'name', before: 'A', after: 'B' }], 'de')).toBe(
      'Name geändert von „A“ in „B“',
    )
  })

  it('says one change in a line', () => {
    expect(changeText({ kind: 'record', before: null, after: null }, 'en')).toBe(
      'Record updated (nothing the monitor describes changed)',
    )
  })
})

describe('beneficial owners in words', () => {
  // As proxy/monitor/describe.ts stores them.
  const crossing: StoredChange = {
    kind: 'beneficial-owners',
    before: 'Bernd Muster (direct, 80 %)',
    after: 'Bernd Muster (direct, 70 %); Anna Beispiel (direct, 30.5 %)',
  }
  const undetermined: StoredChange = {
    kind: 'beneficial-owners',
    before: 'nobody above 25 %',
    after:
      'cannot be determined: Muster Holding GmbH (45 %) not followed; 5 % not accounted for | owners for certain: Anna Beispiel (direct, 50 %)',
  }

  it('names the owners before and after, in either language', () => {
    expect(wordChange(crossing, 'en').text).toBe(
      'Beneficial owners (GwG § 3 (2)) changed: Bernd Muster (direct, 70 %); Anna Beispiel (direct, 30.5 %) (before: Bernd Muster (direct, 80 %))',
    )
    expect(wordChange(crossing, 'de').text).toBe(
      'Wirtschaftlich Berechtigte (GwG § 3 (2)) geändert: Bernd Muster (direkt, 70 %); Anna Beispiel (direkt, 30,5 %) (bisher: Bernd Muster (direkt, 80 %))',
    )
  })

  it('says why they cannot be determined, and who is an owner all the same', () => {
    expect(wordChange(undetermined, 'en').text).toBe(
      'Beneficial owners (GwG § 3 (2)) changed: cannot be determined (Muster Holding GmbH (45 %), whose owners are not followed; 5 % not accounted for); owners for certain: Anna Beispiel (direct, 50 %) (before: nobody above 25 % (the legal representatives count as the fictitious beneficial owners))',
    )
    expect(wordChange(undetermined, 'de').text).toBe(
      'Wirtschaftlich Berechtigte (GwG § 3 (2)) geändert: nicht feststellbar (Muster Holding GmbH (45 %), deren Gesellschafter nicht verfolgt werden; 5 % nicht zugeordnet); sicher wirtschaftlich berechtigt: Anna Beispiel (direkt, 50 %) (bisher: niemand über 25 % (die gesetzlichen Vertreter gelten als fiktive wirtschaftlich Berechtigte))',
    )
  })

  it('heads an event before the shareholder changes that caused it', () => {
    const events = groupChanges(
      withIds([
        { kind: 'shareholder-share', before: 'Anna Beispiel: 20 %', after: 'Anna Beispiel: 30 %' },
        crossing,
      ]),
      'de',
    )
    expect(events[0]!.title).toBe('Wirtschaftlich Berechtigte geändert')
    expect(events[0]!.changes.map((change) => change.kind)).toEqual([
      'beneficial-owners',
      'shareholder-share',
    ])
  })
})
