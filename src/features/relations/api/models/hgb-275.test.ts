import { profitAndLossMethod, statuteLines, inStatuteOrder } from './hgb-275'

const line = (german: string, english: string | null = null, isSum = false) => ({
  german,
  english,
  isSum,
})

describe('statuteLines (§ 275 HGB)', () => {
  it('numbers the hub tree’s lines as § 275 (2) numbers them, whatever they were delivered with', () => {
    // The Data Hub's tree read bottom-up: its own numbering 1–6 in sequence.
    const delivered = [
      line('1. Umsatzerlöse', 'Revenue'),
      line('2. Sonstige betriebliche Erträge', 'Other operating income'),
      line('3. Materialaufwand', 'Cost of materials'),
      line('4. Personalaufwand', 'Personnel expenses'),
      line('5. Abschreibungen', 'Depreciation and amortisation'),
      line('6. Sonstige betriebliche Aufwendungen', 'Other operating expenses'),
      line('Betriebsergebnis', 'Operating result (EBIT)', true),
      line('Finanzergebnis', 'Financial result'),
      line('Steuern vom Einkommen und vom Ertrag', 'Income taxes'),
      line('Jahresüberschuss/Jahresfehlbetrag', 'Net income or loss for the year', true),
    ]
    expect(profitAndLossMethod(delivered)).toBe('total-cost')
    const lines = statuteLines(delivered)
    expect(lines.map((entry) => entry.number)).toEqual([1, 4, 5, 6, 7, 8, null, null, 14, 17])
    expect(lines.map((entry) => entry.kind)).toEqual([
      'item',
      'item',
      'item',
      'item',
      'item',
      'item',
      'subtotal',
      'subtotal',
      'item',
      'result',
    ])
  })

  it('puts a report listed net income first into the statute’s order', () => {
    const delivered = [
      line('Jahresüberschuss/Jahresfehlbetrag'),
      line('Betriebsergebnis'),
      line('1. Umsatzerlöse'),
      line('2. Sonstige betriebliche Erträge'),
      line('3. Materialaufwand'),
      line('4. Personalaufwand'),
      line('Finanzergebnis'),
      line('Steuern vom Einkommen und vom Ertrag'),
    ]
    const ordered = inStatuteOrder(delivered, statuteLines(delivered))
    expect(ordered.map((entry) => entry.german)).toEqual([
      '1. Umsatzerlöse',
      '2. Sonstige betriebliche Erträge',
      '3. Materialaufwand',
      '4. Personalaufwand',
      'Betriebsergebnis',
      'Finanzergebnis',
      'Steuern vom Einkommen und vom Ertrag',
      'Jahresüberschuss/Jahresfehlbetrag',
    ])
  })

  it('reads the cost-of-sales method as § 275 (3)', () => {
    const delivered = [
      line('Umsatzerlöse'),
      line('Herstellungskosten der zur Erzielung der Umsatzerlöse erbrachten Leistungen'),
      line('Bruttoergebnis vom Umsatz'),
      line('Vertriebskosten'),
      line('allgemeine Verwaltungskosten'),
      line('sonstige betriebliche Erträge'),
      line('Zinsen und ähnliche Aufwendungen'),
      line('Jahresüberschuss'),
    ]
    expect(profitAndLossMethod(delivered)).toBe('cost-of-sales')
    expect(statuteLines(delivered).map((entry) => entry.number)).toEqual([1, 2, 3, 4, 5, 6, 12, 16])
  })

  it('keeps a line it does not know behind the line delivered before it, unnumbered', () => {
    const delivered = [line('Umsatzerlöse'), line('Sondereffekt'), line('Materialaufwand')]
    const lines = statuteLines(delivered)
    expect(lines.map((entry) => [entry.number, entry.kind])).toEqual([
      [1, 'item'],
      [null, 'other'],
      [5, 'item'],
    ])
    expect(inStatuteOrder(delivered, lines).map((entry) => entry.german)).toEqual([
      'Umsatzerlöse',
      'Sondereffekt',
      'Materialaufwand',
    ])
  })

  it('tells § 276’s Rohergebnis from § 275 (3)’s gross profit', () => {
    expect(statuteLines([line('Rohergebnis', 'Gross profit')])[0]).toMatchObject({
      number: null,
      kind: 'subtotal',
    })
    expect(
      statuteLines([line('Vertriebskosten'), line('Bruttoergebnis vom Umsatz', 'Gross profit')])[1],
    ).toMatchObject({ number: 3, kind: 'result' })
  })
})
