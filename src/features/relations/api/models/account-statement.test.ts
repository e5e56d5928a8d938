import {
  accountChange,
  balanceSheetOrder,
  higherIsBetter,
  outlinePosition,
  profitAndLossLines,
} from './account-statement'
import type { AccountNode } from './financial-models'

const node = (
  de: string,
  en: string | null,
  total: number,
  children: AccountNode[] = [],
): AccountNode => ({
  path: `/${de}`,
  name: en ?? de,
  germanName: en ? de : null,
  total,
  previous: null,
  children,
})

const labels = (nodes: AccountNode[]) => nodes.map((entry) => entry.germanName ?? entry.name)

describe('profitAndLossLines (HGB § 275)', () => {
  it('reads a tree with net income at the root from revenue down to net income', () => {
    const tree = [
      node('Jahresüberschuss/Jahresfehlbetrag', 'Net income or loss for the year', 80, [
        node('Betriebsergebnis', 'Operating result (EBIT)', 120, [
          node('1. Umsatzerlöse', 'Revenue', 1000),
          node('3. Materialaufwand', 'Cost of materials', -500),
          node('2. Sonstige betriebliche Erträge', 'Other operating income', 20),
          node('4. Personalaufwand', 'Personnel expenses', -400),
        ]),
        node('Finanzergebnis', 'Financial result', -10),
        node('Steuern vom Einkommen und vom Ertrag', 'Income taxes', -30),
      ]),
    ]
    const lines = profitAndLossLines(tree)
    expect(lines.map((line) => line.node.germanName)).toEqual([
      '1. Umsatzerlöse',
      '2. Sonstige betriebliche Erträge',
      '3. Materialaufwand',
      '4. Personalaufwand',
      'Betriebsergebnis',
      'Finanzergebnis',
      'Steuern vom Einkommen und vom Ertrag',
      'Jahresüberschuss/Jahresfehlbetrag',
    ])
    expect(lines.filter((line) => line.subtotal).map((line) => line.node.name)).toEqual([
      'Operating result (EBIT)',
      'Financial result',
      'Net income or loss for the year',
    ])
    // Numbered as § 275 (2) numbers the items, not 1–4 as delivered; subtotals unnumbered.
    expect(lines.map((line) => line.number)).toEqual([1, 4, 5, 6, null, null, 14, 17])
    expect(lines.map((line) => line.kind)).toContain('subtotal')
  })

  it('keeps a flat statement in its delivered order', () => {
    const flat = [node('Umsatzerlöse', null, 10), node('Jahresüberschuss', null, 1)]
    expect(profitAndLossLines(flat).map((line) => line.node.name)).toEqual([
      'Umsatzerlöse',
      'Jahresüberschuss',
    ])
  })
})

describe('balanceSheetOrder (HGB § 266)', () => {
  it('puts assets before equity and liabilities and sorts by the outline letters and numerals', () => {
    const tree = [
      node('Passiva', 'Equity and liabilities', 100, [
        node('C. Verbindlichkeiten', 'Liabilities', 50),
        node('A. Eigenkapital', 'Equity', 30),
        node('B. Rückstellungen', 'Provisions', 20),
      ]),
      node('Aktiva', 'Assets', 100, [
        node('B. Umlaufvermögen', 'Current assets', 40),
        node('A. Anlagevermögen', 'Fixed assets', 60, [
          node('III. Finanzanlagen', 'Financial assets', 10),
          node('II. Sachanlagen', 'Property, plant and equipment', 30),
          node('I. Immaterielle Vermögensgegenstände', 'Intangible assets', 20),
        ]),
      ]),
    ]
    const ordered = balanceSheetOrder(tree)
    expect(labels(ordered)).toEqual(['Aktiva', 'Passiva'])
    expect(labels(ordered[0]!.children)).toEqual(['A. Anlagevermögen', 'B. Umlaufvermögen'])
    expect(labels(ordered[0]!.children[0]!.children)).toEqual([
      'I. Immaterielle Vermögensgegenstände',
      'II. Sachanlagen',
      'III. Finanzanlagen',
    ])
    expect(labels(ordered[1]!.children)).toEqual([
      'A. Eigenkapital',
      'B. Rückstellungen',
      'C. Verbindlichkeiten',
    ])
  })

  it('reads roman numerals by value (IV after III, IX after V)', () => {
    expect(outlinePosition('IV. Gewinnvortrag')).toEqual({ kind: 'roman', rank: 4 })
    expect(outlinePosition('IX. x')!.rank).toBeGreaterThan(outlinePosition('V. x')!.rank)
    expect(outlinePosition('Betriebsergebnis')).toBeNull()
  })
})

describe('higherIsBetter', () => {
  it('colours revenue and results only', () => {
    const revenue = node('1. Umsatzerlöse', 'Revenue', 1)
    const material = node('3. Materialaufwand', 'Cost of materials', -1)
    const ebit = node('Betriebsergebnis', 'Operating result (EBIT)', 1, [revenue])
    expect(higherIsBetter(revenue, 'profit-and-loss')).toBe(true)
    expect(higherIsBetter(ebit, 'profit-and-loss')).toBe(true)
    expect(higherIsBetter(material, 'profit-and-loss')).toBe(false)
    expect(higherIsBetter(node('C. Verbindlichkeiten', 'Liabilities', 1), 'balance-sheet')).toBe(
      false,
    )
    expect(higherIsBetter(node('Aktiva', 'Assets', 1), 'balance-sheet')).toBe(false)
    expect(
      higherIsBetter(
        node('V. Jahresüberschuss/Jahresfehlbetrag', 'Net income or loss for the year', 1),
        'balance-sheet',
      ),
    ).toBe(true)
  })
})

describe('accountChange', () => {
  it('gives the amount always and the percentage only on a positive base without a sign flip', () => {
    expect(accountChange({ total: -4442, previous: 100 })).toEqual({ delta: -4542, ratio: null })
    expect(accountChange({ total: 4442, previous: -100 })).toEqual({ delta: 4542, ratio: null })
    expect(accountChange({ total: 150, previous: 100 })).toEqual({ delta: 50, ratio: 0.5 })
    expect(accountChange({ total: 150, previous: null })).toBeNull()
  })

  it('has nothing to say when both years are zero (the view writes "–")', () => {
    expect(accountChange({ total: 0, previous: 0 })).toBeNull()
  })
})
