/**
 * The profit and loss account as § 275 HGB sets it out, whatever numbering the filing or the Data
 * Hub's tree gives its lines: § 275 (2) for the total cost method (Gesamtkostenverfahren), § 275 (3)
 * where the filing uses the cost-of-sales method (Umsatzkostenverfahren). Each line is recognised by
 * its name (German or English, with any delivered number stripped) and gets the number the statute
 * gives its item; lines the statute does not list (Betriebsergebnis, Finanzergebnis, Rohergebnis)
 * are subtotals: unnumbered, marked as such, and placed after the items they sum. Lines nobody
 * recognises keep their place behind the line delivered before them.
 *
 * Pure and language-free: the views word the method and the "subtotal" mark.
 */

export type ProfitAndLossMethod = 'total-cost' | 'cost-of-sales'

export type StatuteLineKind =
  /** A numbered item of § 275. */
  | 'item'
  /** A numbered item of § 275 that is itself a result (Jahresüberschuss, Ergebnis nach Steuern). */
  | 'result'
  /** A sum the statute does not list as an item: unnumbered, marked as a subtotal. */
  | 'subtotal'
  /** A line this table does not recognise: unnumbered, kept where it was delivered. */
  | 'other'

export interface StatuteLine {
  /** The item's number in § 275 (2) or (3); null for subtotals and unrecognised lines. */
  number: number | null
  kind: StatuteLineKind
  /** Where the line goes: the item's number; a subtotal after the last item it sums. */
  position: number
}

interface ItemRule {
  /** Its number in (2) and in (3); null where that method has no such item. */
  total: number | null
  sales: number | null
  german: RegExp
  english: RegExp
  result?: true
}

/** § 275 (2) and (3) HGB as amended by BilRUG (2015), items in the statute's words. */
const ITEMS: ItemRule[] = [
  { total: 1, sales: 1, german: /^umsatzerl[öo]se/, english: /^(revenue|sales|turnover)\b/ },
  {
    total: 2,
    sales: null,
    german: /bestand(s|sver[äa]nderung)|erh[öo]hung oder verminderung des bestands/,
    english: /(increase|decrease|change)s? in (inventor|finished|work in progress)/,
  },
  {
    total: 3,
    sales: null,
    german: /aktivierte eigenleistungen/,
    english: /own work capitali[sz]ed/,
  },
  {
    total: null,
    sales: 2,
    german: /^herstellungskosten/,
    english: /^cost of (sales|goods sold|revenue)/,
  },
  {
    total: null,
    sales: 3,
    german: /^bruttoergebnis vom umsatz/,
    english: /^gross (profit|result)/,
    result: true,
  },
  {
    total: null,
    sales: 4,
    german: /^vertriebskosten/,
    english: /^(selling|distribution) (costs|expenses)/,
  },
  {
    total: null,
    sales: 5,
    german: /verwaltungskosten/,
    english: /^(general )?administrative (costs|expenses)/,
  },
  {
    total: 4,
    sales: 6,
    german: /^sonstige betriebliche ertr[äa]ge/,
    english: /^other operating income/,
  },
  { total: 5, sales: null, german: /^materialaufwand/, english: /^(cost of materials|material)/ },
  {
    total: 6,
    sales: null,
    german: /^personalaufwand/,
    english: /^(personnel|staff|employee benefits?) (expenses|costs)/,
  },
  {
    total: 7,
    sales: null,
    german: /^abschreibungen(?! auf finanzanlagen)/,
    english: /^(depreciation|amortisation|amortization)(?!.*financial assets)/,
  },
  {
    total: 8,
    sales: 7,
    german: /^sonstige betriebliche aufwendungen/,
    english: /^other operating expenses/,
  },
  {
    total: 9,
    sales: 8,
    german: /^ertr[äa]ge aus beteiligungen/,
    english: /^income from (participations|investments|equity investments)/,
  },
  {
    total: 10,
    sales: 9,
    german: /^ertr[äa]ge aus anderen wertpapieren/,
    english: /^income from other (securities|investments and loans)/,
  },
  {
    total: 11,
    sales: 10,
    german: /^sonstige zinsen und [äa]hnliche ertr[äa]ge/,
    english: /^other interest( and similar)? income/,
  },
  {
    total: 12,
    sales: 11,
    german: /^abschreibungen auf finanzanlagen/,
    english: /^(write-downs|amortisation|depreciation) (of|on) financial assets/,
  },
  {
    total: 13,
    sales: 12,
    german: /^zinsen und [äa]hnliche aufwendungen/,
    english: /^interest( and similar)? expenses/,
  },
  {
    total: 14,
    sales: 13,
    german: /^steuern vom einkommen und vom ertrag/,
    english: /^(income taxes|taxes on income)/,
  },
  {
    total: 15,
    sales: 14,
    german: /^ergebnis nach steuern/,
    english: /^(result|profit or loss|earnings) after tax/,
    result: true,
  },
  { total: 16, sales: 15, german: /^sonstige steuern/, english: /^other taxes/ },
  {
    total: 17,
    sales: 16,
    german: /^jahres(überschuss|ueberschuss|fehlbetrag)/,
    english: /^net (income|profit|loss|result)/,
    result: true,
  },
]

interface SubtotalRule {
  german: RegExp
  english: RegExp
  /** After which item it stands, in (2) and in (3). */
  afterTotal: number
  afterSales: number
}

/** Sums analysts and data providers show that § 275 does not number. */
const SUBTOTALS: SubtotalRule[] = [
  // § 276: small and medium companies may combine items 1 to 5 (2) or 1 to 3 and 6 (3).
  { german: /^rohergebnis/, english: /^gross (profit|result)\b/, afterTotal: 5, afterSales: 6 },
  {
    german: /^betriebsergebnis|^operatives ergebnis/,
    english: /^(operating (result|profit|income)|ebit\b)/,
    afterTotal: 8,
    afterSales: 7,
  },
  {
    german: /^finanzergebnis/,
    english: /^(financial|finance) (result|income)/,
    afterTotal: 13,
    afterSales: 12,
  },
  {
    german: /^ergebnis (vor steuern|der gew[öo]hnlichen gesch[äa]ftst[äa]tigkeit)/,
    english: /^(result|profit or loss|earnings) (before tax|from ordinary activities)|^ebt\b/,
    afterTotal: 13.6,
    afterSales: 12.6,
  },
]

/** The cost-of-sales method's own items: their presence says the filing uses § 275 (3). */
const COST_OF_SALES =
  /^(herstellungskosten|vertriebskosten|allgemeine verwaltungskosten|bruttoergebnis vom umsatz|cost of sales|selling (costs|expenses)|distribution (costs|expenses)|general administrative)/

/** "3. Materialaufwand", "a) Löhne", "III. Posten", "Nr. 5 x" → the name alone, lower-cased. */
export function bareAccountName(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .replace(/^(?:nr\.\s*)?(?:\d{1,2}|[ivx]+|[a-h])[.)]\s+/i, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()
}

/** The same name without the number it was delivered with, case kept ("3. Materialaufwand" → "Materialaufwand"). */
export function withoutDeliveredNumber(name: string): string {
  return name.trim().replace(/^(?:nr\.\s*)?(?:\d{1,2}|[IVXivx]+)[.)]\s+/, '')
}

export interface NamedLine {
  german: string | null
  english: string | null
}

const names = (line: NamedLine) =>
  [line.german, line.english].filter((name): name is string => !!name).map(bareAccountName)

/** § 275 (3) when any line is an item only the cost-of-sales method has; else § 275 (2). */
export function profitAndLossMethod(lines: readonly NamedLine[]): ProfitAndLossMethod {
  return lines.some((line) => names(line).some((name) => COST_OF_SALES.test(name)))
    ? 'cost-of-sales'
    : 'total-cost'
}

function itemFor(line: NamedLine, method: ProfitAndLossMethod): ItemRule | null {
  for (const name of names(line)) {
    for (const rule of ITEMS) {
      const number = method === 'total-cost' ? rule.total : rule.sales
      if (number === null) continue
      if (rule.german.test(name) || rule.english.test(name)) return rule
    }
  }
  return null
}

function subtotalFor(line: NamedLine): SubtotalRule | null {
  for (const name of names(line))
    for (const rule of SUBTOTALS) if (rule.german.test(name) || rule.english.test(name)) return rule
  return null
}

/**
 * Each line's number, kind and place under § 275, in the delivered order (which the caller then
 * sorts by `position`, stably). `isSum` says whether a line sums others (a node with children):
 * an unrecognised sum is a subtotal, an unrecognised leaf an "other" line.
 */
export function statuteLines(
  lines: readonly (NamedLine & { isSum?: boolean })[],
  method: ProfitAndLossMethod = profitAndLossMethod(lines),
): StatuteLine[] {
  let previous = 0
  return lines.map((line) => {
    // Items first: in § 275 (3) "gross profit" is item 3, elsewhere the § 276 Rohergebnis.
    const item = itemFor(line, method)
    const subtotal = item ? null : subtotalFor(line)
    let result: StatuteLine
    if (item) {
      const number = (method === 'total-cost' ? item.total : item.sales)!
      result = { number, kind: item.result ? 'result' : 'item', position: number }
    } else if (subtotal) {
      const after = method === 'total-cost' ? subtotal.afterTotal : subtotal.afterSales
      result = { number: null, kind: 'subtotal', position: after + 0.5 }
    } else {
      // Kept behind the line delivered before it.
      result = { number: null, kind: line.isSum ? 'subtotal' : 'other', position: previous + 0.001 }
    }
    previous = result.position
    return result
  })
}

/** Sorts items by their § 275 place; equal places keep their delivered order. */
export function inStatuteOrder<T>(items: readonly T[], lines: readonly StatuteLine[]): T[] {
  return items
    .map((item, index) => ({ item, index, position: lines[index]!.position }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map(({ item }) => item)
}
