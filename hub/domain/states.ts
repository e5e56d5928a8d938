/** The 16 German states keyed by the first two digits of the official municipality key (AGS). */
export const STATES: Record<string, { name: string; nameEn: string }> = {
  '01': { name: 'Schleswig-Holstein', nameEn: 'Schleswig-Holstein' },
  '02': { name: 'Hamburg', nameEn: 'Hamburg' },
  '03': { name: 'Niedersachsen', nameEn: 'Lower Saxony' },
  '04': { name: 'Bremen', nameEn: 'Bremen' },
  '05': { name: 'Nordrhein-Westfalen', nameEn: 'North Rhine-Westphalia' },
  '06': { name: 'Hessen', nameEn: 'Hesse' },
  '07': { name: 'Rheinland-Pfalz', nameEn: 'Rhineland-Palatinate' },
  '08': { name: 'Baden-Württemberg', nameEn: 'Baden-Württemberg' },
  '09': { name: 'Bayern', nameEn: 'Bavaria' },
  '10': { name: 'Saarland', nameEn: 'Saarland' },
  '11': { name: 'Berlin', nameEn: 'Berlin' },
  '12': { name: 'Brandenburg', nameEn: 'Brandenburg' },
  '13': { name: 'Mecklenburg-Vorpommern', nameEn: 'Mecklenburg-Western Pomerania' },
  '14': { name: 'Sachsen', nameEn: 'Saxony' },
  '15': { name: 'Sachsen-Anhalt', nameEn: 'Saxony-Anhalt' },
  '16': { name: 'Thüringen', nameEn: 'Thuringia' },
}

/** English exonyms of the few cities whose English name differs (search results use English). */
export const CITY_NAMES_EN: Record<string, string> = {
  München: 'Munich',
  Köln: 'Cologne',
  Nürnberg: 'Nuremberg',
  Hannover: 'Hanover',
  Braunschweig: 'Brunswick',
}

export const COUNTRY = { name: 'Deutschland', nameEn: 'Germany', iso3: 'DEU' }

/** Germany's geographic centre: where an area without any known place is located. */
export const COUNTRY_COORDINATE = { lat: 51.1657, lon: 10.4515 }
