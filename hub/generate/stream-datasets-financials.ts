/**
 * Yearly KPIs per company over the financial_years relation table: the million-row dataset at the
 * default scale, and the one the bench pages deep into.
 */
import type { DatasetSpec } from './stream-builder'
import { ORG_COLUMN, ORG_ID_AND_NAME, REGISTER_SOURCE } from './stream-datasets-register'

export const financialsDataset: DatasetSpec = {
  key: '5601746999',
  table: 'ds_yearly_kpis',
  name: { en: 'Yearly KPIs per company', de: 'Jahreskennzahlen je Unternehmen' },
  description: {
    en: 'Published annual accounts per company and fiscal year: employees, revenue, EBIT, net income and balance-sheet totals.',
    de: 'Veröffentlichte Jahresabschlüsse je Unternehmen und Geschäftsjahr: Mitarbeiter, Umsatz, EBIT, Jahresüberschuss und Bilanzsummen.',
  },
  keywords:
    'kennzahlen kpi finanzen financials jahresabschluss annual accounts bilanz balance sheet umsatz revenue ' +
    'gewinn profit mitarbeiter employees statistik statistics daten data dataset zeitreihe time series',
  coverage: ['DEU'],
  source: {
    ...REGISTER_SOURCE,
    key: '1051122950',
    name: 'Unternehmensregister (Jahresabschlüsse)',
    uri: 'https://www.unternehmensregister.de',
  },
  columns: [
    ...ORG_ID_AND_NAME,
    { name: 'year', type: 'int', description: 'Fiscal year.', semanticType: 'year' },
    {
      name: 'publication_date',
      type: 'Date',
      description: 'Date the accounts were published.',
      semanticType: 'date',
    },
    ORG_COLUMN.sizeClass,
    {
      name: 'employees',
      type: 'int',
      description: 'Average headcount in the fiscal year.',
      unit: 'persons',
      tags: ['kpi'],
    },
    {
      name: 'revenue_eur',
      type: 'float',
      description: 'Revenue (Umsatzerlöse); empty when no P&L was published.',
      unit: 'EUR',
      tags: ['kpi'],
    },
    {
      name: 'ebit_eur',
      type: 'float',
      description: 'Operating result (EBIT).',
      unit: 'EUR',
      tags: ['kpi'],
    },
    {
      name: 'net_income_eur',
      type: 'float',
      description: 'Net income or loss for the year (Jahresüberschuss/-fehlbetrag).',
      unit: 'EUR',
      tags: ['kpi'],
    },
    {
      name: 'total_assets_eur',
      type: 'float',
      description: 'Balance-sheet total (Bilanzsumme).',
      unit: 'EUR',
      tags: ['kpi'],
    },
    {
      name: 'equity_eur',
      type: 'float',
      description: 'Equity (Eigenkapital); may be negative.',
      unit: 'EUR',
      tags: ['kpi'],
    },
    {
      name: 'liabilities_eur',
      type: 'float',
      description: 'Liabilities including deferred income.',
      unit: 'EUR',
      tags: ['kpi'],
    },
    {
      name: 'cash_eur',
      type: 'float',
      description: 'Cash and bank balances.',
      unit: 'EUR',
      tags: ['kpi'],
    },
    {
      name: 'group_accounts',
      type: 'bool',
      description: 'True when consolidated (group) accounts were published for the year.',
    },
  ],
  select: () =>
    `SELECT f.organization_id AS organization_id, o.name AS organization_name, f.year AS year,
       f.publication_date AS publication_date, f.size_class AS size_class, f.employees AS employees,
       f.revenue AS revenue_eur, f.ebit AS ebit_eur, f.net_income AS net_income_eur,
       f.total_assets AS total_assets_eur, f.equity AS equity_eur, f.liabilities AS liabilities_eur,
       f.cash AS cash_eur, f.group_accounts AS group_accounts
     FROM financial_years f JOIN organizations o ON o.id = f.organization_id`,
  // No composite index for two-key sorts: every sort is served from the stored column orders
  // (generate/stream-sort-orders.ts), which cost less to build and store than one index per pair.
}
