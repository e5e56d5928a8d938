/**
 * The relation catalogue of datahub-api.md §7: what `/relation/list` and `/relation/get` serve and
 * what `/relation/resolve` dispatches on. Older financial keys (§9.10) are kept as aliases that
 * resolve exactly like their successors, so clients with hard-coded old keys keep working.
 */

export type RelationEntityType = 'ORGANIZATION' | 'PERSON' | 'LOCATION'

export interface ParameterDefinition {
  name: string
  type: 'string' | 'integer' | 'number'
  description: { en: string }
  required: boolean
  default: string | number | null
}

export interface RelationDefinition {
  key: string
  label: string
  name: { en: string; de: string }
  description: { en: string; de: string }
  modelFrom: RelationEntityType[]
  parameters: ParameterDefinition[]
  /** Set on §9.10 aliases: the current key this older key resolves like. */
  aliasOf?: string
}

const REFERENCE_YEAR: ParameterDefinition = {
  name: 'reference_year',
  type: 'string',
  description: { en: 'Only observations of this year (YYYY); all years when omitted.' },
  required: false,
  default: null,
}
const DEPTH: ParameterDefinition = {
  name: 'depth',
  type: 'integer',
  description: { en: 'How many hops to follow from the entity (1–3).' },
  required: false,
  default: 2,
}

type Entry = [
  key: string,
  label: string,
  from: RelationEntityType[],
  en: string,
  de: string,
  descEn: string,
  descDe: string,
  params?: ParameterDefinition[],
]

const ORG: RelationEntityType[] = ['ORGANIZATION']
const PERSON: RelationEntityType[] = ['PERSON']
const LOC: RelationEntityType[] = ['LOCATION']
const regional = (
  key: string,
  label: string,
  en: string,
  de: string,
  descEn: string,
  descDe: string,
): Entry => [key, label, LOC, en, de, descEn, descDe, [REFERENCE_YEAR]]

const ENTRIES: Entry[] = [
  [
    '5906082026',
    'MANAGEMENT',
    ORG,
    'Management',
    'Geschäftsführung und Vertretung',
    'Current and past managing directors, board members, authorised officers (Prokura) and liquidators from the commercial register.',
    'Aktuelle und ehemalige Geschäftsführer, Vorstände, Prokuristen und Liquidatoren laut Handelsregister.',
  ],
  [
    '7326258463',
    'SHAREHOLDERS',
    ORG,
    'Shareholders',
    'Gesellschafter',
    'Shareholders and partners with their share of the capital, from filed shareholder lists.',
    'Gesellschafter und Kommanditisten mit ihrem Anteil am Kapital laut Gesellschafterliste.',
  ],
  [
    '9136475649',
    'SHAREHOLDINGS',
    ORG,
    'Shareholdings',
    'Beteiligungen',
    'Organizations in which this organization holds shares.',
    'Unternehmen, an denen dieses Unternehmen beteiligt ist.',
  ],
  [
    '9136468925',
    'UBO',
    ORG,
    'Ultimate beneficial owners',
    'Wirtschaftlich Berechtigte',
    'Natural persons who ultimately own the organization, with effective shares multiplied along holding chains.',
    'Natürliche Personen, denen das Unternehmen letztlich gehört; effektive Anteile entlang der Beteiligungsketten multipliziert.',
  ],
  [
    '5601746763',
    'FINANCIALS_KPI',
    ORG,
    'Key financial figures',
    'Finanzkennzahlen',
    'Yearly employees, revenue, net income and balance-sheet total (EUR) from published annual accounts.',
    'Jährliche Mitarbeiterzahl, Umsatz, Jahresergebnis und Bilanzsumme (EUR) aus veröffentlichten Jahresabschlüssen.',
  ],
  [
    '5601746108',
    'BALANCE_SHEET',
    ORG,
    'Balance sheet',
    'Bilanz',
    'Balance sheet per fiscal year as a tree of accounts (Aktiva, Passiva) whose children sum to their parents.',
    'Bilanz je Geschäftsjahr als Kontenbaum (Aktiva, Passiva).',
  ],
  [
    '5601734199',
    'PROFIT_AND_LOSS',
    ORG,
    'Profit and loss',
    'Gewinn- und Verlustrechnung',
    'Profit and loss statement per fiscal year (published by larger companies only).',
    'Gewinn- und Verlustrechnung je Geschäftsjahr (nur größere Unternehmen veröffentlichen sie).',
  ],
  [
    '6322183029',
    'FINANCIAL_REPORTS',
    ORG,
    'Financial reports',
    'Jahresabschlüsse',
    'The published annual (or group) accounts of one fiscal year as HTML.',
    'Der veröffentlichte Jahres- oder Konzernabschluss eines Geschäftsjahres als HTML.',
    [
      {
        ...REFERENCE_YEAR,
        description: { en: 'Fiscal year (YYYY); the latest published year when omitted.' },
      },
      {
        name: 'document_type',
        type: 'string',
        description: { en: 'Jahresabschluss (single entity) or Konzernabschluss (group).' },
        required: false,
        default: 'Jahresabschluss',
      },
    ],
  ],
  [
    '4655345278',
    'INSOLVENCY',
    ORG,
    'Insolvency notices',
    'Insolvenzbekanntmachungen',
    'Public notices of insolvency courts about the organization.',
    'Bekanntmachungen der Insolvenzgerichte zum Unternehmen.',
  ],
  [
    '5990427555',
    'PUBLICATIONS',
    ORG,
    'Register publications',
    'Registerbekanntmachungen',
    'History of commercial-register announcements: registration, name and seat changes, officers, capital, status.',
    'Historie der Handelsregisterbekanntmachungen: Eintragung, Firmen- und Sitzänderungen, Organe, Kapital, Status.',
  ],
  [
    '6391320624',
    'REGISTER_DOCUMENTS',
    ORG,
    'Register documents',
    'Registerdokumente',
    'Documents filed with the commercial register (articles, shareholder lists, annual accounts).',
    'Beim Handelsregister eingereichte Dokumente (Satzung, Gesellschafterlisten, Jahresabschlüsse).',
  ],
  [
    '5162071547',
    'NEWS',
    ORG,
    'News',
    'Nachrichten',
    'News articles mentioning the organization, newest first.',
    'Nachrichten über das Unternehmen, neueste zuerst.',
  ],
  [
    '3138484719',
    'ENTITY_NETWORK',
    ORG,
    'Entity network',
    'Netzwerk',
    'Persons and organizations connected through management and shareholder roles, up to three hops.',
    'Über Organ- und Gesellschafterrollen verbundene Personen und Unternehmen, bis zu drei Stufen.',
    [DEPTH],
  ],
  [
    '8246474913',
    'NEARBY_ORGANIZATIONS',
    ['ORGANIZATION', 'LOCATION'],
    'Nearby organizations',
    'Unternehmen in der Nähe',
    'Organizations registered within a radius, nearest first (at most 100).',
    'Unternehmen im Umkreis, nächste zuerst (höchstens 100).',
    [
      {
        name: 'radius_km',
        type: 'number',
        description: { en: 'Search radius in kilometres (greater than 0, at most 25).' },
        required: false,
        default: 2,
      },
    ],
  ],
  [
    '5990434853',
    'PUBLICATIONS',
    PERSON,
    'Career history',
    'Registerhistorie der Person',
    'Register announcements naming the person: appointments and departures.',
    'Registerbekanntmachungen zur Person: Bestellungen und Abberufungen.',
  ],
  [
    '2545866067',
    'ENTITY_NETWORK',
    PERSON,
    'Entity network',
    'Netzwerk',
    'Organizations and persons connected to the person through roles, up to three hops.',
    'Mit der Person über Rollen verbundene Unternehmen und Personen, bis zu drei Stufen.',
    [DEPTH],
  ],
  [
    '9209128402',
    'FLOOD_RISKS__AT_POINT',
    LOC,
    'Flood risk at the address',
    'Hochwassergefahr am Standort',
    'Flood hazard zones (frequent, 100-year, extreme) and water-protection areas at a building-level location.',
    'Hochwassergefahrenzonen (häufig, HQ100, extrem) und Wasserschutzgebiete an einem Gebäudestandort.',
  ],
  [
    '9209240732',
    'FIRE_RISKS',
    LOC,
    'Fire brigades nearby',
    'Feuerwehren in der Nähe',
    'Fire stations serving a building-level location, nearest first.',
    'Feuerwachen im Umfeld eines Gebäudestandorts, nächste zuerst.',
  ],
  [
    '9209216968',
    'GERMAN_CRIME_STATISTICS',
    LOC,
    'Crime statistics',
    'Kriminalstatistik',
    'Police crime statistics of the district per category, with the national rate for comparison (deviation in percent).',
    'Polizeiliche Kriminalstatistik des Kreises je Deliktsgruppe mit Bundesdurchschnitt (Abweichung in Prozent).',
    [REFERENCE_YEAR],
  ],
  regional(
    '9210180619',
    'GERMAN_STAT__UNEMPLOYMENT_RATE',
    'Unemployment rate',
    'Arbeitslosenquote',
    'Registered unemployment of the district.',
    'Registrierte Arbeitslosigkeit im Kreis.',
  ),
  regional(
    '9210215359',
    'GERMAN_STAT__AGE_STRUCTURE',
    'Age structure',
    'Altersstruktur',
    'Shares of age bands in the population and the mean age.',
    'Anteile der Altersgruppen an der Bevölkerung und Durchschnittsalter.',
  ),
  regional(
    '9210215409',
    'GERMAN_STAT__POPULATION_DEVELOPMENT',
    'Population development',
    'Bevölkerungsentwicklung',
    'Population, births, deaths and migration per year.',
    'Bevölkerung, Geburten, Sterbefälle und Wanderungssaldo je Jahr.',
  ),
  regional(
    '9210215391',
    'GERMAN_STAT__HOUSEHOLD_INCOME',
    'Household income',
    'Haushaltseinkommen',
    'Disposable household income per inhabitant and private debt ratio.',
    'Verfügbares Einkommen je Einwohner und Schuldnerquote.',
  ),
  regional(
    '9210215367',
    'GERMAN_STAT__BUILDING_AND_RENT_PRICES',
    'Building and rent prices',
    'Bau- und Mietpreise',
    'Land prices, house prices and asking rents.',
    'Baulandpreise, Hauspreise und Angebotsmieten.',
  ),
  regional(
    '9210215377',
    'GERMAN_STAT__ECONOMIC_PERFORMANCE',
    'Economic performance',
    'Wirtschaftsleistung',
    'Gross domestic product, per inhabitant and per person employed.',
    'Bruttoinlandsprodukt, je Einwohner und je Erwerbstätigen.',
  ),
]

/**
 * Older financial keys (§9.10). 67533702/67533742/67533762 are documented as KPI/balance sheet/P&L;
 * the three undocumented keys are mapped in the same order (hub decision): 3867665248 → KPIs,
 * 4091408618 → balance sheet, 890549372 → profit and loss.
 */
export const FINANCIAL_ALIASES: Record<string, string> = {
  '67533702': '5601746763',
  '67533742': '5601746108',
  '67533762': '5601734199',
  '3867665248': '5601746763',
  '4091408618': '5601746108',
  '890549372': '5601734199',
}

export const CURRENT_RELATIONS: RelationDefinition[] = ENTRIES.map(
  ([key, label, modelFrom, en, de, descEn, descDe, params]) => ({
    key,
    label,
    name: { en, de },
    description: { en: descEn, de: descDe },
    modelFrom,
    parameters: params ?? [],
  }),
)

const byKey = new Map(CURRENT_RELATIONS.map((relation) => [relation.key, relation]))

const ALIAS_RELATIONS: RelationDefinition[] = Object.entries(FINANCIAL_ALIASES).map(
  ([key, target]) => {
    const current = byKey.get(target)!
    return {
      ...current,
      key,
      aliasOf: target,
      description: {
        en: `${current.description.en} Older key, superseded by ${target}.`,
        de: `${current.description.de} Älterer Schlüssel, ersetzt durch ${target}.`,
      },
    }
  },
)

for (const alias of ALIAS_RELATIONS) byKey.set(alias.key, alias)

/** Accepts the bare key or the long form `relations/<key>`. */
export function findRelation(id: string): RelationDefinition | undefined {
  return byKey.get(id.startsWith('relations/') ? id.slice('relations/'.length) : id)
}

/** The key whose resolver runs: the alias target for older keys. */
export const resolverKey = (relation: RelationDefinition) => relation.aliasOf ?? relation.key

/** Aliases are resolvable but not listed, so a client discovering tabs sees each slice once. */
export const relationsFor = (type: RelationEntityType) =>
  CURRENT_RELATIONS.filter((relation) => relation.modelFrom.includes(type))

const CATALOGUE_TIMESTAMPS = {
  created_at: '2024-05-14T08:00:00.000000+00:00',
  updated_at: '2025-11-03T10:30:00.000000+00:00',
}

/** The §7 record shape served by list and get. */
export function relationRecord(relation: RelationDefinition) {
  return {
    id: `relations/${relation.key}`,
    key: relation.key,
    label: relation.label,
    name: relation.name,
    description: relation.description,
    model_from: relation.modelFrom,
    model_to: 'FEATURE' as const,
    resolve: {
      parameter_definition: relation.parameters.map((parameter) => ({
        name: parameter.name,
        type: parameter.type,
        description: parameter.description,
        required: parameter.required,
        default: parameter.default,
      })),
    },
    ...CATALOGUE_TIMESTAMPS,
  }
}
