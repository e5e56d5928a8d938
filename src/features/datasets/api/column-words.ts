/**
 * Column headers in words, in the interface's language. The Data Hub names a column in code
 * (`revenue_eur`) and describes it in English only (§6.1 `description: {en}`): the headers of the
 * columns the explorer knows are worded here; another column is headed by the first phrase of its
 * description, or its name. The API name stays beside every header as a hint.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const COLUMN_WORDS: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  area_km2: msg`Area (km²)`,
  average_age: msg`Average age`,
  case_number: msg`Case number`,
  cash_eur: msg`Cash (EUR)`,
  category: msg`Category`,
  cessation_date: msg`Ceased on`,
  city: msg`City`,
  country: msg`Country`,
  court: msg`Court`,
  date: msg`Date`,
  district: msg`District`,
  district_count: msg`Districts`,
  district_key: msg`District key`,
  district_type: msg`Kind of district`,
  ebit_eur: msg`EBIT (EUR)`,
  employees: msg`Employees`,
  end_date: msg`End date`,
  equity_eur: msg`Equity (EUR)`,
  family_name: msg`Family name`,
  feature_code: msg`Feature code`,
  founding_date: msg`Founding date`,
  gdp_per_capita: msg`GDP per inhabitant`,
  geonames_id: msg`GeoNames ID`,
  given_name: msg`Given name`,
  group_accounts: msg`Group accounts`,
  household_income_per_capita: msg`Household income per inhabitant`,
  industry_code: msg`Industry code`,
  is_capital: msg`Capital city`,
  latitude: msg`Latitude`,
  liabilities_eur: msg`Liabilities (EUR)`,
  longitude: msg`Longitude`,
  municipality_key: msg`Municipality key`,
  name: msg`Name`,
  name_en: msg`English name`,
  net_income_eur: msg`Net income (EUR)`,
  nuts3_code: msg`NUTS-3 code`,
  organization_id: msg`Organization ID`,
  organization_name: msg`Organization`,
  person_id: msg`Person ID`,
  place: msg`Place`,
  population: msg`Population`,
  population_change_pct: msg`Population change (%)`,
  population_female: msg`Female population`,
  population_male: msg`Male population`,
  population_per_km2: msg`Inhabitants per km²`,
  postal_code: msg`Postal code`,
  publication_date: msg`Publication date`,
  register_court: msg`Register court`,
  register_id: msg`Register ID`,
  register_number: msg`Register number`,
  register_type: msg`Register type`,
  registration_date: msg`Registration date`,
  rent_eur_m2: msg`Rent (EUR/m²)`,
  revenue_eur: msg`Revenue (EUR)`,
  role: msg`Role`,
  share_65_plus: msg`Share aged 65+ (%)`,
  size_class: msg`Size class`,
  source: msg`Source`,
  start_date: msg`Start date`,
  state: msg`State`,
  state_code: msg`State key`,
  status: msg`Status`,
  street: msg`Street`,
  text: msg`Text`,
  title: msg`Title`,
  total_assets_eur: msg`Total assets (EUR)`,
  unemployment_rate: msg`Unemployment rate (%)`,
  year: msg`Year`,
  fb_id: msg`Row fingerprint`,
  fb_datetime: msg`Ingested at`,
  fb_data_version: msg`Data version`,
}

/** The first phrase of a description ("Revenue (Umsatzerlöse); empty when …" → "Revenue"). */
export function descriptionHeader(description: string): string | null {
  const phrase = description
    .split(/[.;:(]/)[0]!
    .replace(/\s+/g, ' ')
    .trim()
  // A list of codes ("ACTIVE, INACTIVE, …") or a long sentence is no header.
  if (!phrase || phrase.length > 32 || /^[A-Z0-9_]+,/.test(phrase)) return null
  return phrase
}

/** A column's header in the interface's language: its words, its description's, or its name. */
export function columnHeader(i18n: I18n, name: string, description: string): string {
  const words = COLUMN_WORDS[name]
  if (words) return i18n._(words)
  return descriptionHeader(description) ?? name
}
