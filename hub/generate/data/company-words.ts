/** Word material for company names beyond surnames and trade words. */
export const FANTASY_PREFIXES = [
  'Nova', 'Alpha', 'Delta', 'Omega', 'Terra', 'Aqua', 'Vita', 'Proxi', 'Inno', 'Futura', 'Helio', 'Lumen',
  'Areon', 'Brisk', 'Centra', 'Dyna', 'Evo', 'Flexi', 'Geo', 'Hexa', 'Infra', 'Kompa', 'Lexa', 'Meta',
  'Nordi', 'Opti', 'Pria', 'Quanta', 'Rheno', 'Solva', 'Tecno', 'Ultra', 'Vario', 'Westa', 'Xeno', 'Zenit',
  'Alpen', 'Nord', 'Süd', 'Ost', 'West', 'Rhein', 'Elbe', 'Isar', 'Main', 'Spree', 'Weser', 'Harz',
] as const

export const FANTASY_SUFFIXES = [
  'tec', 'tex', 'line', 'net', 'plan', 'form', 'bau', 'log', 'med', 'soft', 'tron', 'wert', 'werk', 'sys',
  'con', 'data', 'print', 'mobil', 'care', 'energie', 'invest', 'trade', 'vision', 'fix', 'lux', 'pro',
] as const

export const REGION_WORDS = ['Bayerische', 'Norddeutsche', 'Süddeutsche', 'Rheinische', 'Westfälische', 'Hanseatische', 'Sächsische', 'Schwäbische', 'Fränkische', 'Märkische'] as const

/** Business-purpose sentence templates; `{trade}` is the industry label, `{word}` a trade word. */
export const PURPOSE_TEMPLATES_DE = [
  'Gegenstand des Unternehmens ist {trade} sowie alle damit zusammenhängenden Geschäfte.',
  'Gegenstand des Unternehmens ist die Erbringung von Dienstleistungen im Bereich {trade}, insbesondere {word}.',
  'Gegenstand des Unternehmens ist {trade}. Die Gesellschaft ist berechtigt, Zweigniederlassungen zu errichten und sich an anderen Unternehmen zu beteiligen.',
] as const

export const PURPOSE_TEMPLATES_EN = [
  'The object of the company is {trade} and all related business.',
  'The object of the company is the provision of services in the field of {trade}.',
  'The object of the company is {trade}. The company may establish branches and acquire interests in other companies.',
] as const
