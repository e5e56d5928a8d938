/** Building blocks for plausible German street names (Hauptstraße, Am Lindenweg, Goethering ...). */
export const STREET_STEMS = [
  'Haupt', 'Bahnhof', 'Schul', 'Garten', 'Kirch', 'Linden', 'Mühlen', 'Berg', 'Wald', 'Dorf', 'Wiesen',
  'Birken', 'Eichen', 'Ahorn', 'Tannen', 'Rosen', 'Sonnen', 'Feld', 'Markt', 'Industrie', 'Gewerbe',
  'Goethe', 'Schiller', 'Beethoven', 'Mozart', 'Lessing', 'Kant', 'Heine', 'Uhland', 'Friedrich',
  'Wilhelm', 'Bismarck', 'Kaiser', 'König', 'Luisen', 'Marien', 'Park', 'Ring', 'Post', 'Brunnen',
  'Burg', 'Schloss', 'Hafen', 'Rhein', 'Main', 'Neckar', 'Donau', 'Elb', 'Berliner', 'Münchner',
  'Hamburger', 'Frankfurter', 'Kölner', 'Leipziger', 'Dresdner', 'Bremer', 'Hannoversche', 'Ulmer',
  'Gartenfeld', 'Lerchen', 'Amsel', 'Finken', 'Falken', 'Adler', 'Jahn', 'Einstein', 'Röntgen', 'Daimler',
  'Benz', 'Siemens', 'Bosch', 'Diesel', 'Humboldt', 'Leibniz', 'Luther', 'Bach', 'Händel', 'Dürer',
] as const

export const STREET_SUFFIXES: readonly (readonly [string, number])[] = [
  ['straße', 60], ['weg', 15], ['allee', 5], ['platz', 4], ['ring', 6], ['gasse', 3], ['damm', 2], ['steig', 1],
]

/** Stems that are adjectives of a place: written apart, `Berliner Straße`, not `Berlinerstraße`. */
const ADJECTIVE_STEMS = new Set(['Berliner', 'Münchner', 'Hamburger', 'Frankfurter', 'Kölner', 'Leipziger', 'Dresdner', 'Bremer', 'Hannoversche', 'Ulmer'])

export function streetName(stem: string, suffix: string): string {
  return ADJECTIVE_STEMS.has(stem) ? `${stem} ${suffix.charAt(0).toUpperCase()}${suffix.slice(1)}` : `${stem}${suffix}`
}
