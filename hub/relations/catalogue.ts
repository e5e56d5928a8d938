/**
 * The relation catalogue of docs/datahub-api.md §7: what `/relation/list` and `/relation/get` serve and
 * what `/relation/resolve` dispatches on (by label and entity type, see resolve.ts). Older
 * financial keys (§9.10) are kept as aliases that resolve exactly like their successors, so clients
 * with hard-coded old keys keep working. How to add a relation: hub/relations/README.md.
 *
 * Keys, labels and entity types are the contract's (contract/relations.ts), shared with the SPA
 * and the proxy; the names, descriptions and parameters below are the hub's own data.
 */
import type { EntityType } from '../../contract/entity-types'
import {
  DOCUMENTED_OLDER_KEYS,
  relationKey,
  relationOf,
  UNMAPPED_OLDER_FINANCIAL_KEYS,
} from '../../contract/relations'

export interface ParameterDefinition {
  name: string
  type: 'string' | 'integer' | 'number'
  description: { en: string }
  required: boolean
  default: string | number | null
}

/** One catalogue entry as written below; `label` and `modelFrom` pick its resolver. */
interface RelationEntry {
  key: string
  label: string
  name: { en: string; de: string }
  description: { en: string; de: string }
  modelFrom: readonly EntityType[]
  parameters: readonly ParameterDefinition[]
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

/** A relation's key, label and entity types as the contract publishes them. */
function published<const R extends { key: string; label: string; types: readonly EntityType[] }>(
  relation: R,
): { key: string; label: R['label']; modelFrom: R['types'] } {
  return { key: relation.key, label: relation.label, modelFrom: relation.types }
}

/** The six district statistics share their entity type and their one parameter. */
function regional<const Label extends string>(
  entry: Pick<RelationEntry, 'key' | 'name' | 'description' | 'modelFrom'> & { label: Label },
): RelationEntry & { label: Label; modelFrom: readonly ['LOCATION'] } {
  return { ...entry, modelFrom: ['LOCATION'], parameters: [REFERENCE_YEAR] }
}

/** In the order `/relation/list` serves them. */
const ENTRIES = [
  {
    ...published(relationOf('ORGANIZATION', 'MANAGEMENT')),
    name: { en: 'Management', de: 'Geschäftsführung und Vertretung' },
    description: {
      en: 'Current and past managing directors, board members, authorised officers (Prokura) and liquidators from the commercial register.',
      de: 'Aktuelle und ehemalige Geschäftsführer, Vorstände, Prokuristen und Liquidatoren laut Handelsregister.',
    },
    parameters: [],
  },
  {
    ...published(relationOf('ORGANIZATION', 'SHAREHOLDERS')),
    name: { en: 'Shareholders', de: 'Gesellschafter' },
    description: {
      en: 'Shareholders and partners with their share of the capital, from filed shareholder lists.',
      de: 'Gesellschafter und Kommanditisten mit ihrem Anteil am Kapital laut Gesellschafterliste.',
    },
    parameters: [],
  },
  {
    ...published(relationOf('ORGANIZATION', 'SHAREHOLDINGS')),
    name: { en: 'Shareholdings', de: 'Beteiligungen' },
    description: {
      en: 'Organizations in which this organization holds shares.',
      de: 'Unternehmen, an denen dieses Unternehmen beteiligt ist.',
    },
    parameters: [],
  },
  {
    ...published(relationOf('ORGANIZATION', 'UBO')),
    name: { en: 'Ultimate beneficial owners', de: 'Wirtschaftlich Berechtigte' },
    description: {
      en: 'Natural persons who ultimately own the organization, with effective shares multiplied along holding chains.',
      de: 'Natürliche Personen, denen das Unternehmen letztlich gehört; effektive Anteile entlang der Beteiligungsketten multipliziert.',
    },
    parameters: [],
  },
  {
    ...published(relationOf('ORGANIZATION', 'FINANCIALS_KPI')),
    name: { en: 'Key financial figures', de: 'Finanzkennzahlen' },
    description: {
      en: 'Yearly employees, revenue, net income and balance-sheet total (EUR) from published annual accounts.',
      de: 'Jährliche Mitarbeiterzahl, Umsatz, Jahresergebnis und Bilanzsumme (EUR) aus veröffentlichten Jahresabschlüssen.',
    },
    parameters: [],
  },
  {
    ...published(relationOf('ORGANIZATION', 'BALANCE_SHEET')),
    name: { en: 'Balance sheet', de: 'Bilanz' },
    description: {
      en: 'Balance sheet per fiscal year as a tree of accounts (Aktiva, Passiva) whose children sum to their parents.',
      de: 'Bilanz je Geschäftsjahr als Kontenbaum (Aktiva, Passiva).',
    },
    parameters: [],
  },
  {
    ...published(relationOf('ORGANIZATION', 'PROFIT_AND_LOSS')),
    name: { en: 'Profit and loss', de: 'Gewinn- und Verlustrechnung' },
    description: {
      en: 'Profit and loss statement per fiscal year (published by larger companies only).',
      de: 'Gewinn- und Verlustrechnung je Geschäftsjahr (nur größere Unternehmen veröffentlichen sie).',
    },
    parameters: [],
  },
  {
    ...published(relationOf('ORGANIZATION', 'FINANCIAL_REPORTS')),
    name: { en: 'Financial reports', de: 'Jahresabschlüsse' },
    description: {
      en: 'The published annual (or group) accounts of one fiscal year as HTML.',
      de: 'Der veröffentlichte Jahres- oder Konzernabschluss eines Geschäftsjahres als HTML.',
    },
    parameters: [
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
  },
  {
    ...published(relationOf('ORGANIZATION', 'INSOLVENCY')),
    name: { en: 'Insolvency notices', de: 'Insolvenzbekanntmachungen' },
    description: {
      en: 'Public notices of insolvency courts about the organization.',
      de: 'Bekanntmachungen der Insolvenzgerichte zum Unternehmen.',
    },
    parameters: [],
  },
  {
    ...published(relationOf('ORGANIZATION', 'PUBLICATIONS')),
    name: { en: 'Register publications', de: 'Registerbekanntmachungen' },
    description: {
      en: 'History of commercial-register announcements: registration, name and seat changes, officers, capital, status.',
      de: 'Historie der Handelsregisterbekanntmachungen: Eintragung, Firmen- und Sitzänderungen, Organe, Kapital, Status.',
    },
    parameters: [],
  },
  {
    ...published(relationOf('ORGANIZATION', 'REGISTER_DOCUMENTS')),
    name: { en: 'Register documents', de: 'Registerdokumente' },
    description: {
      en: 'Documents filed with the commercial register (articles, shareholder lists, annual accounts).',
      de: 'Beim Handelsregister eingereichte Dokumente (Satzung, Gesellschafterlisten, Jahresabschlüsse).',
    },
    parameters: [],
  },
  {
    ...published(relationOf('ORGANIZATION', 'NEWS')),
    name: { en: 'News', de: 'Nachrichten' },
    description: {
      en: 'News articles mentioning the organization, newest first.',
      de: 'Nachrichten über das Unternehmen, neueste zuerst.',
    },
    parameters: [],
  },
  {
    ...published(relationOf('ORGANIZATION', 'ENTITY_NETWORK')),
    name: { en: 'Entity network', de: 'Netzwerk' },
    description: {
      en: 'Persons and organizations connected through management and shareholder roles, up to three hops.',
      de: 'Über Organ- und Gesellschafterrollen verbundene Personen und Unternehmen, bis zu drei Stufen.',
    },
    parameters: [DEPTH],
  },
  {
    ...published(relationOf('ORGANIZATION', 'NEARBY_ORGANIZATIONS')),
    name: { en: 'Nearby organizations', de: 'Unternehmen in der Nähe' },
    description: {
      en: 'Organizations registered within a radius, nearest first (at most 100).',
      de: 'Unternehmen im Umkreis, nächste zuerst (höchstens 100).',
    },
    parameters: [
      {
        name: 'radius_km',
        type: 'number',
        description: { en: 'Search radius in kilometres (greater than 0, at most 25).' },
        required: false,
        default: 2,
      },
    ],
  },
  {
    ...published(relationOf('PERSON', 'PUBLICATIONS')),
    name: { en: 'Career history', de: 'Registerhistorie der Person' },
    description: {
      en: 'Register announcements naming the person: appointments and departures.',
      de: 'Registerbekanntmachungen zur Person: Bestellungen und Abberufungen.',
    },
    parameters: [],
  },
  {
    ...published(relationOf('PERSON', 'ENTITY_NETWORK')),
    name: { en: 'Entity network', de: 'Netzwerk' },
    description: {
      en: 'Organizations and persons connected to the person through roles, up to three hops.',
      de: 'Mit der Person über Rollen verbundene Unternehmen und Personen, bis zu drei Stufen.',
    },
    parameters: [DEPTH],
  },
  {
    ...published(relationOf('LOCATION', 'FLOOD_RISKS__AT_POINT')),
    name: { en: 'Flood risk at the address', de: 'Hochwassergefahr am Standort' },
    description: {
      en: 'Flood hazard zones (frequent, 100-year, extreme) and water-protection areas at a building-level location.',
      de: 'Hochwassergefahrenzonen (häufig, HQ100, extrem) und Wasserschutzgebiete an einem Gebäudestandort.',
    },
    parameters: [],
  },
  {
    ...published(relationOf('LOCATION', 'FIRE_RISKS')),
    name: { en: 'Fire brigades nearby', de: 'Feuerwehren in der Nähe' },
    description: {
      en: 'Fire stations serving a building-level location, nearest first.',
      de: 'Feuerwachen im Umfeld eines Gebäudestandorts, nächste zuerst.',
    },
    parameters: [],
  },
  {
    ...published(relationOf('LOCATION', 'GERMAN_CRIME_STATISTICS')),
    name: { en: 'Crime statistics', de: 'Kriminalstatistik' },
    description: {
      en: 'Police crime statistics of the district per category, with the national rate for comparison (deviation in percent).',
      de: 'Polizeiliche Kriminalstatistik des Kreises je Deliktsgruppe mit Bundesdurchschnitt (Abweichung in Prozent).',
    },
    parameters: [REFERENCE_YEAR],
  },
  regional({
    ...published(relationOf('LOCATION', 'GERMAN_STAT__UNEMPLOYMENT_RATE')),
    name: { en: 'Unemployment rate', de: 'Arbeitslosenquote' },
    description: {
      en: 'Registered unemployment of the district.',
      de: 'Registrierte Arbeitslosigkeit im Kreis.',
    },
  }),
  regional({
    ...published(relationOf('LOCATION', 'GERMAN_STAT__AGE_STRUCTURE')),
    name: { en: 'Age structure', de: 'Altersstruktur' },
    description: {
      en: 'Shares of age bands in the population and the mean age.',
      de: 'Anteile der Altersgruppen an der Bevölkerung und Durchschnittsalter.',
    },
  }),
  regional({
    ...published(relationOf('LOCATION', 'GERMAN_STAT__POPULATION_DEVELOPMENT')),
    name: { en: 'Population development', de: 'Bevölkerungsentwicklung' },
    description: {
      en: 'Population, births, deaths and migration per year.',
      de: 'Bevölkerung, Geburten, Sterbefälle und Wanderungssaldo je Jahr.',
    },
  }),
  regional({
    ...published(relationOf('LOCATION', 'GERMAN_STAT__HOUSEHOLD_INCOME')),
    name: { en: 'Household income', de: 'Haushaltseinkommen' },
    description: {
      en: 'Disposable household income per inhabitant and private debt ratio.',
      de: 'Verfügbares Einkommen je Einwohner und Schuldnerquote.',
    },
  }),
  regional({
    ...published(relationOf('LOCATION', 'GERMAN_STAT__BUILDING_AND_RENT_PRICES')),
    name: { en: 'Building and rent prices', de: 'Bau- und Mietpreise' },
    description: {
      en: 'Land prices, house prices and asking rents.',
      de: 'Baulandpreise, Hauspreise und Angebotsmieten.',
    },
  }),
  regional({
    ...published(relationOf('LOCATION', 'GERMAN_STAT__ECONOMIC_PERFORMANCE')),
    name: { en: 'Economic performance', de: 'Wirtschaftsleistung' },
    description: {
      en: 'Gross domestic product, per inhabitant and per person employed.',
      de: 'Bruttoinlandsprodukt, je Einwohner und je Erwerbstätigen.',
    },
  }),
] as const satisfies readonly RelationEntry[]

type Entry = (typeof ENTRIES)[number]

/** Every label of the catalogue (PUBLICATIONS and ENTITY_NETWORK exist for two entity types). */
export type RelationLabel = Entry['label']

type LabelFor<E, T extends EntityType> = E extends {
  label: infer Label
  modelFrom: readonly (infer From)[]
}
  ? T extends From
    ? Label
    : never
  : never

/** The labels of the relations that apply to entities of type `T`: one resolver each (resolve.ts). */
export type RelationLabelFor<T extends EntityType> = LabelFor<Entry, T>

export interface RelationDefinition extends RelationEntry {
  label: RelationLabel
}

/**
 * Older financial keys (§9.10). 67533702/67533742/67533762 are documented as KPI/balance sheet/P&L;
 * the three undocumented keys are mapped in the same order (hub decision): 3867665248 → KPIs,
 * 4091408618 → balance sheet, 890549372 → profit and loss.
 */
const FINANCIAL_SLICES = ['FINANCIALS_KPI', 'BALANCE_SHEET', 'PROFIT_AND_LOSS'] as const

export const FINANCIAL_ALIASES: Record<string, string> = Object.fromEntries([
  ...FINANCIAL_SLICES.map((label) => [
    DOCUMENTED_OLDER_KEYS[label],
    relationKey('ORGANIZATION', label),
  ]),
  ...UNMAPPED_OLDER_FINANCIAL_KEYS.map((key, at) => [
    key,
    relationKey('ORGANIZATION', FINANCIAL_SLICES[at]!),
  ]),
])

export const CURRENT_RELATIONS: readonly RelationDefinition[] = ENTRIES

/** The key of an organization relation, for slices that link to another slice (ENTITY_NETWORK). */
export function organizationRelationKey(label: RelationLabelFor<'ORGANIZATION'>): string {
  const relation = CURRENT_RELATIONS.find(
    (candidate) => candidate.label === label && candidate.modelFrom.includes('ORGANIZATION'),
  )
  if (!relation) throw new Error(`No organization relation ${label}`)
  return relation.key
}

const byKey = new Map(CURRENT_RELATIONS.map((relation) => [relation.key, relation]))

/** An alias keeps its successor's label and types, so it runs the same resolver. */
const ALIAS_RELATIONS: RelationDefinition[] = Object.entries(FINANCIAL_ALIASES).map(
  ([key, target]) => {
    const current = byKey.get(target)!
    return {
      ...current,
      key,
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

/** Aliases are resolvable but not listed, so a client discovering tabs sees each slice once. */
export const relationsFor = (type: EntityType) =>
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
