// @vitest-environment jsdom
import { reportInStatuteOrder } from './statute-report'

/** The Data Hub's filed report as it renders it (hub/relations/resolvers/reports.ts), sanitized. */
const REPORT = `<article>
<table><caption>Bilanz</caption><thead><tr><th scope="col">Posten</th><th scope="col">31.12.2023 EUR</th></tr></thead>
<tbody><tr><th scope="row">Aktiva</th><td>100</td></tr><tr><th scope="row">A. Anlagevermögen</th><td>60</td></tr></tbody></table>
<table><caption>Gewinn- und Verlustrechnung</caption>
<thead><tr><th scope="col">Posten</th><th scope="col">31.12.2023 EUR</th><th scope="col">31.12.2022 EUR</th></tr></thead>
<tbody>
<tr><th scope="row">Jahresüberschuss/Jahresfehlbetrag</th><td>80</td><td>70</td></tr>
<tr><th scope="row">Betriebsergebnis</th><td>120</td><td>100</td></tr>
<tr><th scope="row">1. Umsatzerlöse</th><td>1.000</td><td>900</td></tr>
<tr><th scope="row">2. Sonstige betriebliche Erträge</th><td>20</td><td>0</td></tr>
<tr><th scope="row">3. Materialaufwand</th><td>-500</td><td>-450</td></tr>
<tr><th scope="row">4. Personalaufwand</th><td>-400</td><td>-350</td></tr>
<tr><th scope="row">Finanzergebnis</th><td>-10</td><td>-5</td></tr>
<tr><th scope="row">Steuern vom Einkommen und vom Ertrag</th><td>-30</td><td>-25</td></tr>
</tbody></table></article>`

describe('reportInStatuteOrder', () => {
  it('orders and numbers the filed profit and loss as § 275 (2), subtotals marked, the balance sheet untouched', () => {
    const { html, method } = reportInStatuteOrder(REPORT, { subtotal: 'Zwischensumme' })
    expect(method).toBe('total-cost')
    const document = new DOMParser().parseFromString(html, 'text/html')
    const [balance, pnl] = [...document.querySelectorAll('table')]
    expect([...balance!.querySelectorAll('tbody th')].map((cell) => cell.textContent)).toEqual([
      'Aktiva',
      'A. Anlagevermögen',
    ])
    const rows = [...pnl!.querySelectorAll<HTMLTableRowElement>('tbody tr')]
    expect(rows.map((row) => row.cells[0]!.textContent)).toEqual([
      '1. Umsatzerlöse',
      '4. Sonstige betriebliche Erträge',
      '5. Materialaufwand',
      '6. Personalaufwand',
      'Betriebsergebnis (Zwischensumme)',
      'Finanzergebnis (Zwischensumme)',
      '14. Steuern vom Einkommen und vom Ertrag',
      '17. Jahresüberschuss/Jahresfehlbetrag',
    ])
    // The figures travel with their line.
    expect(rows[2]!.cells[1]!.textContent).toBe('-500')
    expect(rows[7]!.querySelector('strong')).not.toBeNull()
  })

  it('leaves a report without a profit and loss as it is', () => {
    const html = '<p>Keine GuV.</p>'
    expect(reportInStatuteOrder(html, { subtotal: 'subtotal' })).toEqual({ html, method: null })
  })
})
