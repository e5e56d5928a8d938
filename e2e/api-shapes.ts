/**
 * The e2e suite runs twice: project `chromium` on the normal hub and project `documented` on the
 * documented-variants mode (HUB_VARIANTS=documented, hub/variants/), which answers in the other
 * shapes of docs/datahub-api.md §9. The specs compare pages with the API truth; these helpers
 * bring that truth back to one shape (the normal hub's), so each spec's expectations read alike in
 * both projects. Only the test reads this way: the SPA must read every shape itself.
 */
import type { TestInfo } from '@playwright/test'
import { RELATIONS } from '../contract/relations'
import { PLAN_CAPPED_STREAM_KEYS } from '../hub/variants/plan-cap'

export const NORMAL_PROJECT = 'chromium'
export const DOCUMENTED_PROJECT = 'documented'

export const isDocumented = (info: Pick<TestInfo, 'project'>) =>
  info.project.name === DOCUMENTED_PROJECT

/** Streams the documented mode caps at 10 rows (the KPI dataset is not among them). */
export const isPlanCapped = (info: Pick<TestInfo, 'project'>, streamKey: string) =>
  isDocumented(info) && PLAN_CAPPED_STREAM_KEYS.has(streamKey)

// The API truth is compared field by field; a loose type keeps the mapping readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A name given as a string, a `{de, en}` object or `attributes.display_name` (§9.14). */
export function nameOf(ref: unknown): string | null {
  if (!isObject(ref)) return null
  const name = ref.display_name ?? ref.attributes?.display_name
  if (typeof name === 'string') return name
  if (isObject(name)) return name.en ?? name.de ?? null
  return null
}

/** A reference with its name as a plain string. */
function flatRef(ref: unknown): Json {
  if (!isObject(ref)) return {}
  const { attributes: _attributes, ...rest } = ref
  return { ...rest, display_name: nameOf(ref) }
}

const isLink = (item: unknown) => isObject(item) && ('entity_from' in item || 'entity_to' in item)

/** Roles from link records, far side first: `{current, past}` as the normal hub splits them. */
function rolesFromLinks(links: Json[], farSide: 'entity_from' | 'entity_to') {
  const roles = links.map((link) => ({
    ...flatRef(link[farSide]),
    label: link.label,
    start_date: link.meta?.start_date ?? null,
    end_date: link.meta?.end_date ?? null,
    ...('share_percentage' in (link.meta ?? {})
      ? {
          share_percentage: link.meta.share_percentage,
          share_nominal_eur: link.meta.share_nominal_eur,
        }
      : {}),
  }))
  return {
    current: roles.filter((role) => role.end_date === null),
    past: roles.filter((role) => role.end_date !== null),
  }
}

function ubo(value: Json) {
  return {
    ...value,
    beneficial_owners: (value.beneficial_owners ?? []).map((owner: Json) =>
      isLink(owner)
        ? {
            ...flatRef(owner.entity_to),
            effective_share: owner.effective_share,
            chain: owner.chain,
          }
        : flatRef(owner),
    ),
    unresolved_beneficial_owners: (value.unresolved_beneficial_owners ?? []).map(flatRef),
  }
}

const career = (items: Json[]) =>
  items.map((item) =>
    isLink(item)
      ? {
          date: item.date,
          category: item.category,
          label: item.label,
          organization: flatRef(item.entity_to),
          text: item.text,
        }
      : item,
  )

const nearby = (items: Json[]) =>
  items.map((item) =>
    isLink(item)
      ? {
          ...flatRef(item.entity_to),
          distance_meters: item.meta?.distance_meters,
          coordinate: item.coordinate,
        }
      : item,
  )

const network = (value: Json) => ({
  ...value,
  root: flatRef(value.root),
  links: (value.links ?? []).map((link: Json) => ({
    ...link,
    entity_from: flatRef(link.entity_from),
    entity_to: flatRef(link.entity_to),
  })),
})

/** The `value` of a resolve envelope in the normal hub's shape, whichever shape was served. */
export function normalRelationValue(envelope: Json | undefined): unknown {
  const value = envelope?.entity?.value
  const label = envelope?.label
  if (value === null || value === undefined) return value
  // A plain array (link records, or an empty one) stands for the normal hub's {current, past}.
  const links = Array.isArray(value) && (value.length === 0 || value.some(isLink))
  switch (label) {
    case 'MANAGEMENT':
    case 'SHAREHOLDERS':
      return links ? rolesFromLinks(value, 'entity_from') : value
    case 'SHAREHOLDINGS':
      return links ? rolesFromLinks(value, 'entity_to') : value
    case 'UBO':
      return isObject(value) ? ubo(value) : value
    case 'PUBLICATIONS':
      return envelope?.entity_from?.entity_type === 'PERSON' && Array.isArray(value)
        ? career(value)
        : value
    case 'NEARBY_ORGANIZATIONS':
      return Array.isArray(value) ? nearby(value) : value
    case 'ENTITY_NETWORK':
      return isObject(value) ? network(value) : value
    default:
      return value
  }
}

/** `key` of a stream, service or data-search entity, written `key` or `_key` (§9.15). */
export const keyOf = (entity: Json): string => entity.key ?? entity._key

const TYPE_SYNONYMS: Record<string, string> = {
  string: 'String',
  str: 'String',
  int: 'int',
  integer: 'int',
  float: 'float',
  double: 'float',
  number: 'float',
  bool: 'bool',
  boolean: 'bool',
  date: 'Date',
  datetime: 'Datetime',
  timestamp: 'Datetime',
}

/** `basic_data_type` in any casing or synonym (§9.16) as the normal hub spells it. */
export const canonicalType = (type: string) => TYPE_SYNONYMS[type.toLowerCase()] ?? type

/** Stream metadata with `key` and canonical column types. */
export function normalStreamBase<T>(base: Json): T {
  return {
    ...base,
    key: keyOf(base),
    data_item_collections: (base.data_item_collections ?? []).map((column: Json) => ({
      ...column,
      basic_data_type: canonicalType(String(column.basic_data_type)),
    })),
  } as T
}

/**
 * The relation definitions of an entity type: `/relation/list` where it answers, else (the
 * documented mode refuses it with 403, as the real service may) the documented catalogue
 * (docs/datahub-api.md §7) for the location statistics the specs walk through.
 */
export const DOCUMENTED_LOCATION_STATISTICS = RELATIONS.filter((relation) =>
  relation.label.startsWith('GERMAN_STAT__'),
).map(({ key, label }) => ({ key, label }))
