/**
 * Datasets over the relation tables (hub/db/relation-schema.sql): register publications, insolvency
 * notices and the regional statistics per district and year, plus the yearly KPIs (own file).
 */
import type { DatasetSpec } from './stream-builder'
import {
  ORG_COLUMN,
  ORG_ID_AND_NAME,
  REGISTER_ID_SQL,
  REGISTER_SOURCE,
} from './stream-datasets-register'
import { financialsDataset } from './stream-datasets-financials'
import { GEO_COLUMN } from './stream-datasets-geo'

const publicationsDataset: DatasetSpec = {
  key: '5990427999',
  table: 'ds_register_publications',
  name: { en: 'Commercial register publications', de: 'Handelsregisterbekanntmachungen' },
  description: {
    en: 'Announcements of the register courts: new registrations, name and seat changes, appointments, capital changes, deletions.',
    de: 'Bekanntmachungen der Registergerichte: Neueintragungen, Namens- und Sitzänderungen, Bestellungen, Kapitaländerungen, Löschungen.',
  },
  keywords:
    'bekanntmachung publication announcement handelsregister register eintragung registration änderung change ' +
    'daten data dataset datensatz',
  coverage: ['DEU'],
  source: REGISTER_SOURCE,
  columns: [
    ...ORG_ID_AND_NAME,
    ORG_COLUMN.registerId,
    { name: 'date', type: 'Date', description: 'Date of the announcement.', semanticType: 'date' },
    {
      name: 'category',
      type: 'String',
      description:
        'NEW_REGISTRATION, NAME_CHANGE, SEAT_CHANGE, MEMBER_ENTRY, MEMBER_EXIT, CAPITAL_CHANGE, ARTICLES_CHANGE, STATUS_CHANGE or DELETION.',
    },
    { name: 'title', type: 'String', description: 'Headline of the announcement.' },
    {
      name: 'text',
      type: 'String',
      description: 'Full text of the announcement.',
      semanticType: 'text',
      indexed: false,
    },
    {
      name: 'source',
      type: 'String',
      description: 'Publishing court and register ID.',
    },
  ],
  select: () =>
    `SELECT p.organization_id AS organization_id, o.name AS organization_name, ${REGISTER_ID_SQL} AS register_id,
       p.date AS date, p.category AS category, p.title AS title, p.text AS text, p.source AS source
     FROM register_publications p JOIN organizations o ON o.id = p.organization_id`,
}

const insolvencyDataset: DatasetSpec = {
  key: '4655345999',
  table: 'ds_insolvency_notices',
  name: { en: 'Insolvency notices', de: 'Insolvenzbekanntmachungen' },
  description: {
    en: 'Notices of the insolvency courts: securing measures, openings, hearing dates, dismissals and terminations.',
    de: 'Bekanntmachungen der Insolvenzgerichte: Sicherungsmaßnahmen, Eröffnungen, Termine, Abweisungen mangels Masse und Aufhebungen.',
  },
  keywords:
    'insolvenz insolvency konkurs bankruptcy gericht court bekanntmachung notice daten data dataset',
  coverage: ['DEU'],
  source: {
    key: '1051122961',
    name: 'Insolvenzbekanntmachungen der Länder',
    uri: 'https://neu.insolvenzbekanntmachungen.de',
  },
  columns: [
    ...ORG_ID_AND_NAME,
    ORG_COLUMN.registerId,
    { name: 'date', type: 'Date', description: 'Date of the notice.', semanticType: 'date' },
    { name: 'court', type: 'String', description: 'Insolvency court.' },
    {
      name: 'case_number',
      type: 'String',
      description: 'Case number (Aktenzeichen), e.g. "1503 IN 1234/24".',
      semanticType: 'identifier',
    },
    {
      name: 'category',
      type: 'String',
      description:
        'SECURING_MEASURES, OPENING, DATES, DISMISSAL_FOR_LACK_OF_ASSETS or TERMINATION.',
    },
    {
      name: 'text',
      type: 'String',
      description: 'Full text of the notice.',
      semanticType: 'text',
      indexed: false,
    },
    ORG_COLUMN.city,
    GEO_COLUMN.state,
  ],
  select: () =>
    `SELECT n.organization_id AS organization_id, o.name AS organization_name, ${REGISTER_ID_SQL} AS register_id,
       n.date AS date, n.court AS court, n.case_number AS case_number, n.category AS category, n.text AS text,
       o.city AS city, o.state AS state
     FROM insolvency_notices n JOIN organizations o ON o.id = n.organization_id`,
}

const metric = (
  name: string,
  description: string,
  unit: string,
  type: 'int' | 'float' = 'float',
) => ({
  name,
  type,
  description,
  unit,
  tags: ['statistics'],
})

const regionalStatisticsDataset: DatasetSpec = {
  key: '9210215999',
  table: 'ds_regional_statistics',
  name: {
    en: 'Regional statistics by district and year',
    de: 'Regionalstatistik nach Kreis und Jahr',
  },
  description: {
    en: 'Labour market, demographics, population development, income, prices and economic output per German district and year.',
    de: 'Arbeitsmarkt, Altersstruktur, Bevölkerungsentwicklung, Einkommen, Preise und Wirtschaftsleistung je Kreis und Jahr.',
  },
  keywords:
    'statistik statistics regionalstatistik daten data dataset bevölkerung population arbeitslosigkeit unemployment ' +
    'einkommen income miete rent bip gdp kreis district zeitreihe time series',
  coverage: ['DEU'],
  source: {
    key: '2201430077',
    name: 'Regionaldatenbank Deutschland (modelled)',
    uri: 'https://www.regionalstatistik.de',
  },
  columns: [
    GEO_COLUMN.districtKey,
    {
      name: 'district',
      type: 'String',
      description: 'Name of the district.',
      semanticType: 'name',
    },
    GEO_COLUMN.state,
    { name: 'year', type: 'int', description: 'Reference year.', semanticType: 'year' },
    metric('population', 'Inhabitants at the end of the year.', 'persons', 'int'),
    metric('population_change_pct', 'Population change against the previous year.', '%'),
    metric('unemployment_rate', 'Unemployed as a share of the civilian labour force.', '%'),
    metric('average_age', 'Average age of the inhabitants.', 'years'),
    metric('share_65_plus', 'Share of inhabitants aged 65 or older.', '%'),
    metric(
      'household_income_per_capita',
      'Disposable household income per inhabitant.',
      'EUR',
      'int',
    ),
    metric('rent_eur_m2', 'Average asking rent per square metre.', 'EUR/m²'),
    metric('gdp_per_capita', 'Gross domestic product per inhabitant.', 'EUR', 'int'),
  ],
  select: () =>
    `SELECT r.district_ags AS district_key, d.name AS district, s.name AS state, r.year AS year,
       r.population AS population, r.population_change_pct AS population_change_pct,
       r.unemployment_rate AS unemployment_rate, r.average_age AS average_age, r.share_65_plus AS share_65_plus,
       r.household_income_per_capita AS household_income_per_capita, r.rent_eur_m2 AS rent_eur_m2,
       r.gdp_per_capita AS gdp_per_capita
     FROM regional_statistics r JOIN districts d ON d.ags = r.district_ags JOIN states s ON s.code = d.state_code`,
}

export const relationDatasets: DatasetSpec[] = [
  financialsDataset,
  publicationsDataset,
  insolvencyDataset,
  regionalStatisticsDataset,
]
