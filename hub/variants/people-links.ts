/**
 * The other link-shaped slices of docs/datahub-api.md §9.14 and §9.5: beneficial owners, a
 * person's career (History relation 5990434853), nearby organizations and the entity network.
 */
import { namedRef, rotatingForm, type HubRef } from './names'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const localized = (name: unknown) =>
  typeof name === 'string' ? { display_name: { de: name, en: name } } : {}

interface HubOwner extends HubRef {
  effective_share?: number
  chain?: string[]
}

/** UBO: resolved owners link-shaped (organization → owner); unresolved ones flat, names localized. */
export function uboLinks(value: unknown, organization: HubRef): unknown {
  if (!isObject(value)) return value
  const owners = Array.isArray(value.beneficial_owners)
    ? (value.beneficial_owners as HubOwner[])
    : []
  const unresolved = Array.isArray(value.unresolved_beneficial_owners)
    ? (value.unresolved_beneficial_owners as Record<string, unknown>[])
    : []
  return {
    ...value,
    beneficial_owners: owners.map((owner, index) => ({
      entity_from: namedRef(organization, rotatingForm(index)),
      // A beneficial owner is a natural person (docs/datahub-api.md §7, UBO).
      entity_to: namedRef(owner, rotatingForm(index), 'PERSON'),
      effective_share: owner.effective_share,
      chain: owner.chain,
    })),
    unresolved_beneficial_owners: unresolved.map(({ display_name, ...rest }) => ({
      ...rest,
      ...localized(display_name),
    })),
  }
}

interface HubCareerItem {
  date?: string
  category?: string
  label?: string
  organization?: HubRef
  text?: string
}

const ENTRY = 'MEMBER_ENTRY'
const EXIT = 'MEMBER_EXIT'

/** Start and end of the role an entry or exit event belongs to (same organization and label). */
function roleDates(items: HubCareerItem[], item: HubCareerItem) {
  const same = (other: HubCareerItem) =>
    other.organization?.fb_entity_id === item.organization?.fb_entity_id &&
    other.label === item.label
  const date = item.date ?? null
  if (item.category === EXIT) {
    const starts = items
      .filter(
        (other) => same(other) && other.category === ENTRY && (other.date ?? '') <= (date ?? ''),
      )
      .map((other) => other.date ?? '')
      .sort()
    return { start_date: starts.at(-1) ?? null, end_date: date }
  }
  const ends =
    item.category === ENTRY
      ? items
          .filter(
            (other) => same(other) && other.category === EXIT && (other.date ?? '') >= (date ?? ''),
          )
          .map((other) => other.date ?? '')
          .sort()
      : []
  return { start_date: date, end_date: ends[0] ?? null }
}

/** Career items as links person → organization, names in `attributes.display_name.en`. */
export function careerLinks(value: unknown, person: HubRef): unknown {
  if (!Array.isArray(value)) return value
  const items = value as HubCareerItem[]
  return items.map((item) => {
    const { organization, ...rest } = item
    return {
      label: item.label,
      entity_from: namedRef(person, 'attributes'),
      ...(organization ? { entity_to: namedRef(organization, 'attributes', 'ORGANIZATION') } : {}),
      meta: roleDates(items, item),
      date: rest.date,
      category: rest.category,
      text: rest.text,
    }
  })
}

interface HubNearby {
  fb_entity_id: string
  display_name?: unknown
  distance_meters?: number
  coordinate?: unknown
}

/** NEARBY_ORGANIZATIONS: the neighbour as `entity_to` with a localized name, distance in `meta`. */
export function nearbyLinks(value: unknown): unknown {
  if (!Array.isArray(value)) return value
  return (value as HubNearby[]).map((item) => ({
    entity_to: {
      fb_entity_id: item.fb_entity_id,
      entity_type: 'ORGANIZATION',
      ...localized(item.display_name),
    },
    meta: { distance_meters: item.distance_meters },
    coordinate: item.coordinate,
  }))
}

/** ENTITY_NETWORK: every endpoint named in `attributes.display_name.en` (§9.5). */
export function networkWithAttributeNames(value: unknown): unknown {
  if (!isObject(value)) return value
  const ref = (item: unknown) =>
    isObject(item) ? namedRef(item as unknown as HubRef, 'attributes') : item
  const links = Array.isArray(value.links) ? (value.links as Record<string, unknown>[]) : []
  return {
    ...value,
    root: ref(value.root),
    links: links.map((link) => ({
      ...link,
      entity_from: ref(link.entity_from),
      entity_to: ref(link.entity_to),
    })),
  }
}
