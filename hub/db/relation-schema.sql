-- Relation data of the embedded Data Hub (filings, register history, news, insolvencies, statistics,
-- location risks).
-- Filled by hub/generate/relation-data.ts after the core tables; read by hub/relations/*.
-- Money is whole EUR (INTEGER) so balance-sheet trees built from these figures sum exactly.
-- Indexes are created after bulk loading (see relationIndexes in hub/generate/relation-data.ts).

-- One row per organization and published fiscal year (the largest table: ≥ 1,000,000 rows at the
-- default scale, exposed as the "yearly KPIs per company" dataset). Identities that always hold:
--   fixed_assets + current_assets = total_assets = equity + provisions + liabilities, cash <= current_assets.
-- The latest year of an organization equals its figures on the organizations table (emp_count,
-- pl_revenue, pl_net_income, pl_ebit, bs_assets_total, bs_equity_total, bs_cash_and_equivalents).
CREATE TABLE financial_years (
  id INTEGER PRIMARY KEY,
  organization_id TEXT NOT NULL,
  year INTEGER NOT NULL,            -- fiscal year
  publication_date TEXT NOT NULL,   -- YYYY-MM-DD, when the accounts were published
  size_class TEXT,                  -- micro | small | medium | large (HGB § 267)
  employees INTEGER,                -- average headcount (estimate), null when unknown
  revenue INTEGER,                  -- Umsatzerlöse; null when no P&L is published (small companies)
  ebit INTEGER,                     -- Betriebsergebnis; null with revenue
  net_income INTEGER,               -- Jahresüberschuss/-fehlbetrag; null when unpublished
  total_assets INTEGER,    -- Bilanzsumme
  fixed_assets INTEGER,    -- Anlagevermögen
  current_assets INTEGER,  -- Umlaufvermögen incl. prepaid expenses
  cash INTEGER,            -- Kassenbestand, Guthaben bei Kreditinstituten
  equity INTEGER,          -- Eigenkapital (may be negative)
  provisions INTEGER,      -- Rückstellungen
  liabilities INTEGER,     -- Verbindlichkeiten incl. deferred income
  group_accounts INTEGER NOT NULL DEFAULT 0  -- 1 when a Konzernabschluss was published for the year
);

-- The sub-accounts of BALANCE_SHEET, PROFIT_AND_LOSS and FINANCIAL_REPORTS below the totals of a
-- financial_years row (hub/generate/relation-accounts.ts). Only the parts a tree cannot derive are
-- stored; the remaining account of each split is its total minus the stored ones:
--   Finanzanlagen = fixed_assets - intangible_assets - tangible_assets
--   Forderungen = current_assets - cash - inventories
--   Gewinnvortrag = equity - subscribed capital (hub/domain/accounts.ts) - net_income - both reserves
--   Sonstige Rückstellungen = provisions - tax_provisions
--   Sonstige Verbindlichkeiten = liabilities - bank_liabilities - trade_payables
--   Sonstige betriebliche Aufwendungen = revenue + other_operating_income - ebit - the three expenses
-- A row exists for every year with a balance sheet or a P&L; the balance columns are null without a
-- balance sheet, the P&L columns without a P&L (hub/domain/accounts.ts hasIncomeStatement).
CREATE TABLE financial_accounts (
  financial_year_id INTEGER NOT NULL,  -- financial_years.id
  consolidated INTEGER NOT NULL,       -- 0: the company's own accounts; 1: its group accounts (a
                                       -- group_accounts year, totals scaled by group_accounts.factor)
  intangible_assets INTEGER,           -- Immaterielle Vermögensgegenstände
  tangible_assets INTEGER,             -- Sachanlagen
  inventories INTEGER,                 -- Vorräte
  capital_reserves INTEGER,            -- Kapitalrücklage
  revenue_reserves INTEGER,            -- Gewinnrücklagen
  tax_provisions INTEGER,              -- Steuerrückstellungen
  bank_liabilities INTEGER,            -- Verbindlichkeiten gegenüber Kreditinstituten
  trade_payables INTEGER,              -- Verbindlichkeiten aus Lieferungen und Leistungen
  other_operating_income INTEGER,      -- Sonstige betriebliche Erträge
  cost_of_materials INTEGER,           -- Materialaufwand (expenses positive; the P&L shows them negative)
  personnel_expenses INTEGER,          -- Personalaufwand
  depreciation INTEGER,                -- Abschreibungen
  PRIMARY KEY (financial_year_id, consolidated)
) WITHOUT ROWID;

-- Organizations that publish group accounts: the group's figures are the parent's times factor,
-- rounded to whole euros (hub/domain/accounts.ts consolidated).
CREATE TABLE group_accounts (
  organization_id TEXT PRIMARY KEY,
  factor REAL NOT NULL                 -- 1.2 to 2
) WITHOUT ROWID;

-- Commercial-register announcements (Handelsregisterbekanntmachungen), consistent with roles:
-- every management role has a MEMBER_ENTRY at its start_date and a MEMBER_EXIT at its end_date.
CREATE TABLE register_publications (
  id INTEGER PRIMARY KEY,
  organization_id TEXT NOT NULL,
  date TEXT NOT NULL,               -- YYYY-MM-DD
  category TEXT NOT NULL,           -- NEW_REGISTRATION | NAME_CHANGE | SEAT_CHANGE | MEMBER_ENTRY | MEMBER_EXIT |
                                    -- CAPITAL_CHANGE | ARTICLES_CHANGE | STATUS_CHANGE | DELETION
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  source TEXT NOT NULL,             -- 'Amtsgericht München, HRB 271144'
  holder_id TEXT,                   -- MEMBER_*: the person or organization entering or leaving
  holder_type TEXT,                 -- PERSON | ORGANIZATION
  role_label TEXT                   -- MEMBER_*: MANAGING_DIRECTOR, PROKURIST, ...
);

CREATE TABLE news_items (
  id TEXT PRIMARY KEY,              -- 32-hex
  organization_id TEXT NOT NULL,
  headline TEXT NOT NULL,
  published_at TEXT NOT NULL,       -- ISO 8601 with offset
  source TEXT NOT NULL,
  url TEXT NOT NULL
) WITHOUT ROWID;

-- Notices of insolvency courts for organizations in insolvency proceedings (and some in liquidation).
CREATE TABLE insolvency_notices (
  id INTEGER PRIMARY KEY,
  organization_id TEXT NOT NULL,
  date TEXT NOT NULL,               -- YYYY-MM-DD
  court TEXT NOT NULL,              -- 'Amtsgericht München - Insolvenzgericht -'
  case_number TEXT NOT NULL,        -- '1503 IN 1234/24'
  category TEXT NOT NULL,           -- SECURING_MEASURES | OPENING | DATES | DISMISSAL_FOR_LACK_OF_ASSETS | TERMINATION
  text TEXT NOT NULL
);

-- Regional statistics per district (Kreis) and reference year, derived from the real population and
-- area of the district. Shares and rates in percent, money in EUR.
CREATE TABLE regional_statistics (
  district_ags TEXT NOT NULL,
  year INTEGER NOT NULL,
  unemployment_rate REAL NOT NULL,
  unemployed INTEGER NOT NULL,
  youth_unemployment_rate REAL NOT NULL,
  share_under_18 REAL NOT NULL,
  share_18_to_29 REAL NOT NULL,
  share_30_to_49 REAL NOT NULL,
  share_50_to_64 REAL NOT NULL,
  share_65_plus REAL NOT NULL,
  average_age REAL NOT NULL,
  population INTEGER NOT NULL,
  population_change_pct REAL NOT NULL,
  births INTEGER NOT NULL,
  deaths INTEGER NOT NULL,
  net_migration INTEGER NOT NULL,
  household_income_per_capita INTEGER NOT NULL,
  private_debt_ratio REAL NOT NULL,
  land_price_eur_m2 INTEGER NOT NULL,
  house_price_eur_m2 INTEGER NOT NULL,
  rent_eur_m2 REAL NOT NULL,
  gdp_million_eur REAL NOT NULL,
  gdp_per_capita INTEGER NOT NULL,
  gdp_per_employed INTEGER NOT NULL,
  employed INTEGER NOT NULL,
  PRIMARY KEY (district_ags, year)
) WITHOUT ROWID;

-- Police crime statistics per district, year and category, with the population-weighted national rate.
CREATE TABLE crime_statistics (
  district_ags TEXT NOT NULL,
  year INTEGER NOT NULL,
  category TEXT NOT NULL,
  cases INTEGER NOT NULL,
  cases_per_100k REAL NOT NULL,
  national_average REAL NOT NULL,   -- national cases per 100,000 inhabitants
  deviation_from_average REAL NOT NULL,  -- percent: (cases_per_100k / national_average - 1) * 100
  PRIMARY KEY (district_ags, year, category)
) WITHOUT ROWID;

-- FLOOD_RISKS__AT_POINT and FIRE_RISKS: one row per LOCALITY location
-- (hub/generate/relation-location-risks.ts). Distances in meters.
CREATE TABLE location_risks (
  location_id TEXT PRIMARY KEY,
  flood_zone INTEGER NOT NULL,         -- innermost zone the point lies in: 0 HQ_haeufig, 1 HQ100,
                                       -- 2 HQ_extrem, 3 none (the zones nest)
  extreme_distance INTEGER NOT NULL,   -- to the HQ_extrem zone, 0 inside it
  hq100_distance INTEGER NOT NULL,     -- to the HQ100 zone, 0 inside it
  frequent_distance INTEGER NOT NULL,  -- to the HQ_haeufig zone, 0 inside it
  drinking_water_area INTEGER,         -- water_protection_areas.id of a drinking-water area nearby
  drinking_water_in_zone INTEGER,      -- 0/1, null without an area
  mineral_spring_area INTEGER,         -- water_protection_areas.id of a mineral-spring area nearby
  mineral_spring_in_zone INTEGER,      -- 0/1, null without an area
  fire_station_1 INTEGER NOT NULL,     -- fire_stations.id, nearest first; one to three stations
  fire_distance_1 INTEGER NOT NULL,
  fire_station_2 INTEGER,
  fire_distance_2 INTEGER,
  fire_station_3 INTEGER,
  fire_distance_3 INTEGER
) WITHOUT ROWID;

-- Fire stations and water protection areas are named after their place and shared by its addresses.
CREATE TABLE fire_stations (
  id INTEGER PRIMARY KEY,
  fb_entity_id TEXT NOT NULL,          -- 32-hex
  name TEXT NOT NULL,
  category TEXT NOT NULL               -- Berufsfeuerwehr | Freiwillige Feuerwehr | Werkfeuerwehr
);

CREATE TABLE water_protection_areas (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL                   -- 'Wasserschutzgebiet München Zone III', 'Heilquellenschutzgebiet Bad Aibling'
);
